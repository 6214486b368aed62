import { MEMORY_TEXT } from '@dd/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { flipCard, startPlay } from './api';
import { localFlip, newLocalPlay, type LocalPlay } from './local-play';
import { canFlip, memoryReducer, newBoard, type MemoryAction, type MemoryBoard } from './memory-board';

export interface MemoryGame {
  board: MemoryBoard;
  /** Counts games, so per-game parts (the score panel, the cards' keys) start over with each new one. */
  gameNumber: number;
  /** The server's play (members); null for a visitor and while it is being started. */
  playId: number | null;
  /** What went wrong with the last start or flip, to show the player. */
  error: string | null;
  /** The play cannot go on (its start failed, or it was replaced or is gone): only a new game helps. */
  stuck: boolean;
  onFlip: (id: number) => void;
  /** The flip-back timer's action (and anything else that only changes what is shown). */
  dispatch: (action: MemoryAction) => void;
  newGame: () => void;
}

/** Answers after which the play itself cannot take another flip. */
const PLAY_OVER = new Set(['game_over', 'not_found']);

/**
 * The memory game as the page plays it. A member's board is the server's: a start deals it, each flip is sent
 * (one at a time, in the order the cards were turned) and the face shown is the answer's. A visitor's board is
 * dealt in the browser and answered by the same rules at once. Either way the page only ever applies answers.
 */
export function useMemoryGame(loggedIn: boolean): MemoryGame {
  // The board is kept in a ref too, so that two clicks before a render still see each other.
  const boardRef = useRef<MemoryBoard>(newBoard());
  const [board, setBoard] = useState<MemoryBoard>(boardRef.current);
  const [gameNumber, setGameNumber] = useState(1);
  const [playId, setPlayId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stuck, setStuck] = useState(false);
  const local = useRef<LocalPlay | null>(null);
  /** The member's play id once started (null: the start failed), and the flips sent after it, in order. */
  const queue = useRef<Promise<number | null>>(Promise.resolve(null));
  /** Answers of an earlier game are dropped. */
  const game = useRef(0);

  const dispatch = useCallback((action: MemoryAction) => {
    boardRef.current = memoryReducer(boardRef.current, action);
    setBoard(boardRef.current);
  }, []);

  const begin = useCallback(() => {
    const token = ++game.current;
    dispatch({ type: 'newGame' });
    setError(null);
    setStuck(false);
    setPlayId(null);
    if (!loggedIn) {
      local.current = newLocalPlay();
      queue.current = Promise.resolve(null);
      return;
    }
    local.current = null;
    queue.current = startPlay().then(
      (started) => {
        if (game.current === token) setPlayId(started.playId);
        return started.playId;
      },
      (err: unknown) => {
        if (game.current === token) {
          setError(errorMessage(err, MEMORY_TEXT.startFailed));
          setStuck(true);
        }
        return null;
      },
    );
  }, [loggedIn, dispatch]);

  // The first game, and a new one when the player logs in or out (the board changes hands).
  useEffect(() => begin(), [begin]);

  const onFlip = useCallback(
    (id: number) => {
      if (!canFlip(boardRef.current, id)) return;
      setError(null);
      if (local.current) {
        const flipped = localFlip(local.current, id);
        if (!flipped) return;
        local.current = flipped.play;
        dispatch({ type: 'turn', id });
        dispatch({ type: 'reveal', answer: flipped.answer });
        return;
      }
      const token = game.current;
      dispatch({ type: 'turn', id });
      queue.current = queue.current.then(async (play) => {
        if (game.current !== token) return play;
        if (play === null) {
          dispatch({ type: 'fail', id });
          return play;
        }
        try {
          const answer = await flipCard(play, id);
          if (game.current === token) dispatch({ type: 'reveal', answer });
        } catch (err) {
          if (game.current === token) {
            dispatch({ type: 'fail', id });
            setError(errorMessage(err, MEMORY_TEXT.flipFailed));
            if (err instanceof ApiError && PLAY_OVER.has(err.code)) setStuck(true);
          }
        }
        return play;
      });
    },
    [dispatch],
  );

  const newGame = useCallback(() => {
    begin();
    setGameNumber((n) => n + 1);
  }, [begin]);

  return { board, gameNumber, playId, error, stuck, onFlip, dispatch, newGame };
}
