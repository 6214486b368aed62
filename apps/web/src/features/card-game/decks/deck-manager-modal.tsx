import { DECK_TEXT, type Deck } from '@dd/contracts';
import { useId, useRef, useState } from 'react';
import { ButtonLink } from '../../../components/button';
import { BACKDROP, DialogFrame } from '../../../components/dialog-frame';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { loginPathFor } from '../../../lib/safe-next-path';
import { useSession } from '../../../lib/use-session';
import { DeckEditor } from './deck-editor';
import { DeckList } from './deck-list';
import { editRefusal, onlyStarter } from './deck-rules';
import { DeleteDeckConfirm } from './delete-deck-confirm';
import { useCards } from '../cards/use-cards';
import { useActivateDeck, useDecks, useDeleteDeck } from './use-decks';

type View = { kind: 'list' } | { kind: 'editor'; deck: Deck | null } | { kind: 'delete'; deck: Deck };
interface Notice {
  tone: 'error' | 'done';
  text: string;
}

interface DeckManagerModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The Deck Manager (community spec section 2): 'Your Decks', the deck editor and the 'Delete Deck'
 * confirmation, in one dialog that traps focus and closes on Escape. Wider than the shared Modal, so it
 * brings its own frame (the same hooks: focus trap, scroll lock).
 */
export function DeckManagerModal({ open, onClose }: DeckManagerModalProps) {
  if (!open) return null;
  return <DeckManagerDialog onClose={onClose} />;
}

function DeckManagerDialog({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { loggedIn } = useSession();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const decks = useDecks(loggedIn);
  const cards = useCards();
  const activate = useActivateDeck();
  const remove = useDeleteDeck();

  // Escape leaves the confirmation first, then the dialog.
  const onEscape = () => (view.kind === 'delete' ? setView({ kind: 'list' }) : onClose());

  const show = (next: View) => {
    setView(next);
    // Focus left on a button that is gone falls to the page: bring it back into the dialog.
    requestAnimationFrame(() => {
      if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
    });
  };

  const edit = (deck: Deck) => {
    const refusal = editRefusal(deck);
    if (refusal) setNotice({ tone: 'error', text: refusal });
    else {
      setNotice(null);
      show({ kind: 'editor', deck });
    }
  };
  const onActivate = (deck: Deck) => {
    setNotice(null);
    activate.mutate(deck.id, {
      onSuccess: () => setNotice({ tone: 'done', text: `${deck.name} is now your active deck.` }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, DECK_TEXT.activateFailed) }),
    });
  };
  const onDelete = (deck: Deck) => {
    if (remove.isPending) return;
    remove.mutate(deck.id, {
      onSuccess: () => {
        setNotice({ tone: 'done', text: `${deck.name} was deleted.` });
        show({ kind: 'list' });
      },
      onError: (error) =>
        setDeleteError(DECK_TEXT.deleteFailed(error instanceof Error ? error.message : String(error))),
    });
  };

  return (
    <DialogFrame
      panel={panel}
      onClose={onClose}
      onEscape={onEscape}
      labelledBy={titleId}
      testId="deck-manager"
      backdropClassName={BACKDROP.sheet}
      className="relative flex max-h-[92dvh] w-full max-w-4xl flex-col overflow-hidden rounded-t-card bg-surface shadow-pop focus:outline-none sm:max-h-[88vh] sm:rounded-card"
    >
      <header className="flex items-center gap-3 bg-ink px-4 py-4 text-white sm:px-6">
        <span aria-hidden className="text-3xl">
          🎴
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-2xl font-extrabold leading-tight">
            Deck Manager
          </h2>
          <p className="text-sm text-white/75">Pick the deck you play with, or build a new one.</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-2xl text-white/80 hover:bg-white/15"
          aria-label="Close"
        >
          ×
        </button>
      </header>
      {!loggedIn ? (
        <div className="flex flex-col items-center gap-4 px-6 py-10 text-center">
          <p className="text-lg font-bold text-ink">Log in to build and pick your decks.</p>
          <ButtonLink to={loginPathFor(window.location.pathname)}>Log In</ButtonLink>
        </div>
      ) : view.kind === 'editor' ? (
        <div className="flex min-h-0 flex-1 flex-col pt-4">
          <QueryState
            query={cards}
            loading="Loading cards..."
            error={(e) => errorMessage(e, 'Could not load the cards.')}
          >
            {(data) => (
              <DeckEditor
                deck={view.deck}
                cards={data.cards}
                onCancel={() => show({ kind: 'list' })}
                onDone={(name) => {
                  setNotice({ tone: 'done', text: `${name} saved.` });
                  show({ kind: 'list' });
                }}
              />
            )}
          </QueryState>
        </div>
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
          {notice && view.kind === 'list' && (
            <p
              role={notice.tone === 'error' ? 'alert' : 'status'}
              className={cn(
                'mb-4 rounded-2xl px-4 py-2 font-bold',
                notice.tone === 'error' ? 'bg-danger/5 text-danger' : 'bg-mint/15 text-success',
              )}
            >
              {notice.text}
            </p>
          )}
          <QueryState
            query={decks}
            loading="Loading your decks..."
            error={(e) => errorMessage(e, 'Could not load your decks.')}
            keepDataOnError
          >
            {(data) =>
              view.kind === 'delete' ? (
                <DeleteDeckConfirm
                  deck={view.deck}
                  busy={remove.isPending}
                  error={deleteError}
                  onCancel={() => show({ kind: 'list' })}
                  onConfirm={() => onDelete(view.deck)}
                />
              ) : (
                <DeckList
                  decks={data.decks}
                  activating={activate.isPending ? (activate.variables ?? null) : null}
                  onlyStarterHint={onlyStarter(data.decks)}
                  onCreate={() => {
                    setNotice(null);
                    show({ kind: 'editor', deck: null });
                  }}
                  onEdit={edit}
                  onActivate={onActivate}
                  onDelete={(deck) => {
                    setNotice(null);
                    setDeleteError(null);
                    show({ kind: 'delete', deck });
                  }}
                  onRefused={(action) =>
                    setNotice({
                      tone: 'error',
                      text: action === 'edit' ? DECK_TEXT.cannotEditStarter : DECK_TEXT.cannotDeleteStarter,
                    })
                  }
                />
              )
            }
          </QueryState>
        </div>
      )}
    </DialogFrame>
  );
}
