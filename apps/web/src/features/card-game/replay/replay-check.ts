import { REPLAY_TEXT, type CardReplay } from '@dd/contracts';
import { isCardSetVersion, seedCommitment, type CardSetVersion } from '@dd/game';

/*
 * The browser's own check of a replay (issue 21): the seed must hash to the commitment the players saw during
 * the match, and the pure engine, re-run from the seed and the logged actions, must reach the recorded final
 * state exactly. Nothing here trusts the server's word that the match is fair.
 */

const HEX = /^[0-9a-f]{64}$/;

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const toHex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * SHA-256 of a seed's 32 bytes, as 64 hex characters, computed with Web Crypto. Web Crypto exists only in a
 * secure context (HTTPS, localhost); elsewhere the engine's own SHA-256 (noble, already loaded with it) does the
 * same sum, still in this browser. Null for a seed that is not 64 hex characters.
 */
export async function seedDigest(
  seed: string,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<string | null> {
  if (!HEX.test(seed)) return null;
  if (!subtle) return seedCommitment(seed);
  return toHex(await subtle.digest('SHA-256', hexBytes(seed)));
}

/** Deep equality of two JSON values, whatever the order of their keys. */
export function sameState(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameState(item, b[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const otherKeys = Object.keys(rb).filter((k) => rb[k] !== undefined);
  return keys.length === otherKeys.length && keys.every((k) => Object.hasOwn(rb, k) && sameState(ra[k], rb[k]));
}

/**
 * The engine's answer to a replay: every state, or where and why it refused an action (0-based `index`; -1 when
 * it could not even deal).
 */
export type EngineReplayResult<S> =
  { ok: true; states: S[] } | { ok: false; index: number; error: string; message: string };

/** What re-running the match gave, compared with the recorded final state. */
export type RunOutcome<S> =
  | { kind: 'reproduced'; states: S[] }
  | { kind: 'different'; states: S[] }
  | { kind: 'refused'; move: number; message: string }
  | { kind: 'error'; message: string };

export function runOutcome<S>(result: EngineReplayResult<S> | Error, final: unknown): RunOutcome<S> {
  if (result instanceof Error) return { kind: 'error', message: result.message };
  if (!result.ok) {
    return result.index < 0
      ? { kind: 'error', message: result.message }
      : { kind: 'refused', move: result.index + 1, message: result.message };
  }
  const last = result.states[result.states.length - 1];
  return sameState(last, final)
    ? { kind: 'reproduced', states: result.states }
    : { kind: 'different', states: result.states };
}

/** The verdict shown: still checking, verified, or why not (in words). */
export type ReplayCheck = { status: 'checking' } | { status: 'verified' } | { status: 'failed'; text: string };

/**
 * The verdict from the commitment the replay states, the browser's own hash of its seed (undefined while the
 * hash is computed, null for a seed that cannot be hashed) and the engine's run. A wrong hash is named first:
 * it means the shuffle was not the one promised, whatever the moves do.
 */
export function replayCheck(
  commitment: string,
  digest: string | null | undefined,
  run: RunOutcome<unknown>,
): ReplayCheck {
  if (digest === null || (digest !== undefined && digest !== commitment.toLowerCase())) {
    return { status: 'failed', text: REPLAY_TEXT.commitmentMismatch };
  }
  switch (run.kind) {
    case 'refused':
      return { status: 'failed', text: REPLAY_TEXT.actionRefused(run.move, run.message) };
    case 'different':
      return { status: 'failed', text: REPLAY_TEXT.finalMismatch };
    case 'error':
      return { status: 'failed', text: REPLAY_TEXT.replayFailed(run.message) };
    case 'reproduced':
      return digest === undefined ? { status: 'checking' } : { status: 'verified' };
  }
}

/** The engine's card set of a replay; an unknown number is passed on as-is for the engine to refuse. */
export const replayCardSet = (replay: Pick<CardReplay, 'cardSet'>): CardSetVersion =>
  isCardSetVersion(replay.cardSet) ? replay.cardSet : (replay.cardSet as CardSetVersion);

/** The engine's input for a replay: the players and decks in seat order, times in epoch ms. */
export function engineInput(replay: CardReplay) {
  return {
    seed: replay.seed,
    cardSet: replayCardSet(replay),
    players: [replay.playerA.id, replay.playerB.id] as const,
    decks: [replay.decks.playerA, replay.decks.playerB] as const,
    mode: replay.mode,
    startedAt: Date.parse(replay.startedAt),
    actions: replay.actions.map((a) => ({
      type: a.type,
      playerId: a.player,
      ...(a.cardId !== undefined ? { cardId: a.cardId } : {}),
      at: Date.parse(a.at),
    })),
  };
}
