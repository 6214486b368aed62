import { NEWSLETTER_TEXT, href } from '@dd/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { Page } from '../../components/page';
import { StateMessage } from '../../components/state-message';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { unsubscribe } from './api';
import { readUnsubscribeLink } from './unsubscribe-link';
import { EmojiBlock } from '../../components/emoji-block';

type Outcome = { ok: true } | { ok: false; message: string };

/** /unsubscribe?email=&token=: the link from every newsletter e-mail (storefront spec sections 2, 5, 8). */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [search] = useSearchParams();
  const link = useMemo(() => readUnsubscribeLink(search), [search]);
  const key = link ? `${link.email}\n${link.token}` : null;
  const [result, setResult] = useState<{ key: string; outcome: Outcome } | null>(null);
  // StrictMode runs effects twice; the link is posted once per distinct link.
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (!link || !key || posted.current === key) return;
    posted.current = key;
    unsubscribe(link.email, link.token).then(
      () => setResult({ key, outcome: { ok: true } }),
      (error: unknown) =>
        setResult({
          key,
          outcome: { ok: false, message: errorMessage(error, NEWSLETTER_TEXT.unsubscribeFallbackError) },
        }),
    );
  }, [key, link]);

  const outcome = result && result.key === key ? result.outcome : null;

  return (
    <Page className="flex min-h-[50vh] flex-col items-center justify-center">
      <div className="w-full max-w-lg rounded-card bg-surface p-2 shadow-card sm:p-6">
        <h1 className="px-4 pt-4 text-center text-3xl font-extrabold">Newsletter</h1>
        {!link ? (
          <StateMessage kind="error" title={NEWSLETTER_TEXT.invalidLink} className="py-8" />
        ) : !outcome ? (
          <StateMessage kind="loading" title="Unsubscribing..." className="py-8" />
        ) : outcome.ok ? (
          <EmojiBlock emoji="👋" role="status" className="gap-3 px-6 py-8">
            <p className="text-lg font-bold text-ink">{NEWSLETTER_TEXT.unsubscribed}</p>
            <p className="text-ink-soft">Changed your mind? You can sign up again any time.</p>
          </EmojiBlock>
        ) : (
          <StateMessage kind="error" title={outcome.message} className="py-8" />
        )}
        <div className="flex justify-center pb-6">
          <ButtonLink to={href('home')} variant="secondary">
            Back to the drops
          </ButtonLink>
        </div>
      </div>
    </Page>
  );
}
