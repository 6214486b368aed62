import { MODERATION_TEXT, REPORT_DESCRIPTION_MAX } from '@dd/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/use-session';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { cn } from '../../lib/cn';
import { loginPathFor } from '../../lib/safe-next-path';
import { useSubmitReport } from './api';
import {
  REPORT_SUCCESS_CLOSE_MS,
  buildReportRequest,
  reportErrorMessage,
  reportReasons,
  reportTitle,
  type ReportTarget,
} from './report-form';
import { controlClasses, FieldFrame } from '../../components/field-frame';
import { TextAreaField } from '../../components/text-area-field';

/**
 * Report a member or a forum post (community spec section 2 "Report dialog"). Visitors may open it;
 * submitting then asks them to log in. On success it says so, closes itself after 2 s and resets.
 */
export function ReportDialog(props: {
  open: boolean;
  onClose: () => void;
  target:
    | { kind: 'user'; userId: number; name: string }
    | { kind: 'content'; contentType: 'thread' | 'reply'; contentId: number };
}) {
  const { open, onClose, target } = props;
  return (
    <Modal open={open} onClose={onClose} title={reportTitle(target)}>
      {/* Mounted only while open, so closing resets the form. */}
      <ReportForm target={target} onClose={onClose} />
    </Modal>
  );
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const ids = useId();
  const session = useSession();
  const location = useLocation();
  const submit = useSubmitReport();
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // The parent's onClose may change on every render; the 2 s timer must not restart with it.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => closeRef.current(), REPORT_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submit.isPending || done) return;
    const built = buildReportRequest(target, reason, description);
    if ('error' in built) {
      setError(built.error);
      return;
    }
    if (!session.loggedIn) {
      setError(MODERATION_TEXT.loginToReport);
      return;
    }
    setError(null);
    submit.mutate(built.request, {
      onSuccess: () => setDone(true),
      onError: (err) => setError(reportErrorMessage(err)),
    });
  };

  const title = reportTitle(target);
  const needsLogin = error === MODERATION_TEXT.loginToReport;
  const errorId = `${ids}-error`;
  // The one message about the select itself, which marks it invalid.
  const reasonMissing = error === MODERATION_TEXT.pleaseSelectReason;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1 pr-10">
        <h2 className="text-2xl font-extrabold text-ink">{title}</h2>
        {target.kind === 'user' && (
          <p className="text-ink-soft break-words">{MODERATION_TEXT.reportingUser(target.name)}</p>
        )}
      </div>

      {done ? (
        <div
          role="status"
          className="flex items-center gap-2 rounded-2xl bg-success/10 px-4 py-3 font-bold text-success"
        >
          <span aria-hidden>✅</span>
          <p>{MODERATION_TEXT.reportSubmitted}</p>
        </div>
      ) : (
        <>
          <FieldFrame id={`${ids}-reason`} label="Reason">
            <select
              id={`${ids}-reason`}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (reasonMissing) setError(null);
              }}
              aria-required="true"
              aria-invalid={reasonMissing ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={controlClasses(
                reasonMissing ? MODERATION_TEXT.pleaseSelectReason : undefined,
                cn('min-h-12', reason === '' && 'text-muted'),
              )}
            >
              <option value="" disabled>
                {MODERATION_TEXT.selectReason}
              </option>
              {reportReasons(target).map((r) => (
                <option key={r.value} value={r.value} className="text-ink">
                  {r.label}
                </option>
              ))}
            </select>
          </FieldFrame>

          <TextAreaField
            label={MODERATION_TEXT.additionalDetails}
            rows={4}
            maxLength={REPORT_DESCRIPTION_MAX}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />

          {error && (
            <div id={errorId} role="alert" className="rounded-2xl bg-danger/5 px-4 py-3 text-sm font-bold text-danger">
              <p>{error}</p>
              {needsLogin && (
                <Link
                  to={loginPathFor(`${location.pathname}${location.search}`)}
                  className="mt-1 inline-flex min-h-11 items-center text-zap underline underline-offset-2"
                >
                  Log in
                </Link>
              )}
            </div>
          )}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {MODERATION_TEXT.cancel}
            </Button>
            <Button type="submit" variant="danger" disabled={submit.isPending}>
              {submit.isPending ? MODERATION_TEXT.submitting : MODERATION_TEXT.submitReport}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
