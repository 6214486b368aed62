import { CARD_GAME_MODES, CARD_REMATCH_TEXT, type CardMode } from '@dd/contracts';
import { useState } from 'react';
import { Modal } from '../../components/modal';
import { cn } from '../../lib/cn';
import { GamePanelButton } from '../../components/game-panel-button';
import type { CardRematch } from './use-card-rematch';

const T = CARD_REMATCH_TEXT;

/** The result's 'Card Battle rematch' button and the dialog that sends the invitation (Blitz unless chosen). */
export function CardRematchButton({ rematch, opponentName }: { rematch: CardRematch; opponentName: string }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<CardMode>('blitz');
  const waiting = rematch.sent?.status === 'open';
  return (
    <>
      <GamePanelButton
        kind="outline"
        size="xl"
        onClick={() => setOpen(true)}
        disabled={rematch.busy || waiting || rematch.incoming !== null}
        className="w-full max-w-xs sm:w-auto"
      >
        <span aria-hidden>🃏</span>
        {T.button}
      </GamePanelButton>
      <Modal open={open} onClose={() => setOpen(false)} title={T.button}>
        <form
          className="flex flex-col gap-4 text-ink"
          onSubmit={(e) => {
            e.preventDefault();
            rematch.send(mode);
            setOpen(false);
          }}
        >
          <h2 className="font-display text-2xl font-extrabold">{T.button}</h2>
          <p className="min-w-0 truncate font-semibold text-ink-soft">{opponentName}</p>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-extrabold uppercase tracking-wider text-ink-soft">
              {T.modeLegend}
            </legend>
            {CARD_GAME_MODES.map((m) => (
              <label
                key={m}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3',
                  m === mode ? 'border-hot-dark bg-paper' : 'border-line',
                )}
              >
                <input
                  type="radio"
                  name="rematch-mode"
                  value={m}
                  checked={m === mode}
                  onChange={() => setMode(m)}
                  className="size-5 accent-hot-dark"
                />
                <span className="flex flex-col">
                  <span className="font-extrabold">{T.modeName(m)}</span>
                  <span className="text-sm text-ink-soft">{T.modeHint[m]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="min-h-12 rounded-pill border-2 border-line px-5 font-extrabold"
            >
              {T.cancel}
            </button>
            <button type="submit" className="min-h-12 rounded-pill bg-hot-dark px-6 font-extrabold text-white">
              {T.send}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}

/** Accept or Decline on the opponent's invitation: both wait while an answer is on its way. */
function AnswerButton({
  onClick,
  busy,
  className,
  children,
}: {
  onClick: () => void;
  busy: boolean;
  className: string;
  children: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      className={cn('min-h-12 rounded-pill px-6 font-extrabold disabled:opacity-60', className)}
    >
      {children}
    </button>
  );
}

/**
 * What the rematch is at: the opponent's invitation to accept or decline, or this member's own one waiting
 * (with Withdraw), declined or unanswered. Nothing before either player asks.
 */
export function CardRematchStatus({ rematch }: { rematch: CardRematch }) {
  const { incoming, sent } = rematch;
  if (incoming) {
    const { invitation } = incoming;
    return (
      <div
        role="alert"
        data-testid="rematch-invitation"
        className="relative flex w-full max-w-lg flex-col items-center gap-3 rounded-2xl bg-white px-5 py-4 text-ink shadow-pop"
      >
        <p className="text-lg font-extrabold">
          <span aria-hidden className="mr-1">
            🃏
          </span>
          {T.invitation(invitation.inviterName, invitation.gameMode)}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-3">
          <AnswerButton onClick={rematch.accept} busy={rematch.busy} className="bg-hot-dark text-white">
            {T.accept}
          </AnswerButton>
          <AnswerButton onClick={rematch.decline} busy={rematch.busy} className="border-2 border-line">
            {T.decline}
          </AnswerButton>
          <span className="font-bold tabular-nums text-ink-soft" aria-label={`${incoming.seconds} seconds left`}>
            {T.secondsLeft(incoming.seconds)}
          </span>
        </div>
      </div>
    );
  }
  if (!sent) return null;
  const name = sent.invitation.inviteeName;
  if (sent.status === 'open') {
    return (
      <div
        data-testid="rematch-waiting"
        role="status"
        className="relative flex flex-wrap items-center justify-center gap-3 rounded-2xl bg-white/15 px-5 py-3 font-bold"
      >
        <span>{T.waiting(name, sent.invitation.gameMode)}</span>
        <span className="tabular-nums text-white/80">{T.secondsLeft(sent.seconds)}</span>
        <GamePanelButton
          kind="outline"
          size="md"
          onClick={rematch.withdraw}
          disabled={rematch.busy}
          className="min-h-10 px-4 text-base"
        >
          {T.withdraw}
        </GamePanelButton>
      </div>
    );
  }
  const ended = sent.status === 'declined' ? T.declined(name) : sent.status === 'expired' ? T.expired(name) : null;
  return ended ? (
    <p role="status" data-testid="rematch-ended" className="relative rounded-2xl bg-white/15 px-5 py-3 font-bold">
      {ended}
    </p>
  ) : null;
}
