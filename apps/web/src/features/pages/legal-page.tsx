import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Both legal pages were last changed on the same day (storefront spec section 1). */
export const LEGAL_LAST_UPDATED = 'March 14, 2025';
const LEGAL_LAST_UPDATED_ISO = '2025-03-14';

interface LegalPageProps {
  title: string;
  /** The lead paragraph, a little larger than the rest. */
  intro: ReactNode;
  /** The other legal page, linked at the end. */
  seeAlso: { to: string; label: string };
  children: ReactNode;
}

/** The frame of the Terms and Privacy pages: one calm reading column on a card. */
export function LegalPage({ title, intro, seeAlso, children }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <Page>
      <article className="mx-auto max-w-3xl rounded-card bg-surface px-5 py-8 shadow-card sm:px-10 sm:py-12">
        <header className="mb-2 flex flex-col gap-3 border-b-2 border-line pb-6">
          <h1 className="text-4xl font-extrabold leading-tight text-ink sm:text-5xl">{title}</h1>
          <p className="text-sm font-bold text-muted">
            Last updated: <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time>
          </p>
        </header>
        <div className="prose-dd">
          <p className="text-lg text-ink">{intro}</p>
          {children}
          <h2>Questions</h2>
          <p>
            Reply to any e-mail we have sent you, or reach us through the social links at the bottom of every page. A
            real person on our small team reads every message. See also our <Link to={seeAlso.to}>{seeAlso.label}</Link>
            .
          </p>
        </div>
      </article>
    </Page>
  );
}
