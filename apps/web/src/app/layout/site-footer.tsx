import { AFFILIATE_DISCLOSURE, TAGLINE, href } from '@dd/contracts';
import { Link } from 'react-router';
import { HeaderIcon } from './header-icon';
import { SocialLinks } from './social-links';

const FOOTER_LINKS = [
  { to: href('about'), label: 'About' },
  { to: href('privacy'), label: 'Privacy' },
  { to: href('terms'), label: 'Terms' },
] as const;

/** Footer of every page: legal links, socials, tagline, copyright and the affiliate disclosure. */
export function SiteFooter() {
  return (
    <footer className="mt-16 bg-ink text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_auto] md:items-start">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 font-display text-2xl font-extrabold">
            <span aria-hidden className="flex size-9 items-center justify-center rounded-xl bg-hot text-white">
              <HeaderIcon name="logo" className="size-5" />
            </span>
            <span>
              Dopamine <span className="text-hot">Drops</span>
            </span>
          </p>
          <p className="max-w-sm text-white/80">{TAGLINE}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-2 gap-y-1 md:flex-col">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className="inline-flex min-h-11 items-center rounded-pill px-3 font-bold text-white/90 underline-offset-4 hover:text-sun hover:underline md:px-0"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-3">
          <p className="text-sm font-bold uppercase tracking-widest text-white/70">Follow the chaos</p>
          <SocialLinks />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-5 text-sm text-white/75 sm:px-6 md:flex-row md:justify-between">
          <p>© 2025 Dopamine Drops</p>
          <p>{AFFILIATE_DISCLOSURE}</p>
        </div>
      </div>
    </footer>
  );
}
