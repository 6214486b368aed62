import { ANNOUNCEMENT_FIGURE, COLLECTIONS, TAGLINE, href } from '@dd/contracts';
import type { ReactNode } from 'react';
import { CallToActionLinks, type CallToAction } from '../../components/call-to-action-links';
import { Page } from '../../components/page';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { VALUES } from './about-values';

const STATS = [
  { figure: String(COLLECTIONS.length), label: 'themed collections' },
  { figure: ANNOUNCEMENT_FIGURE, label: 'people clicked our picks this month' },
  { figure: '0', label: 'products sold (on purpose)' },
] as const;

/** Tilted emoji tiles on the hero's right, the site's "icons as stickers" look. */
const STICKERS = [
  { emoji: '🎁', className: 'bg-hot -rotate-6' },
  { emoji: '🎲', className: 'bg-sun rotate-6 translate-y-6' },
  { emoji: '🦆', className: 'bg-sky rotate-3' },
  { emoji: '🛸', className: 'bg-mint -rotate-6 translate-y-6' },
] as const;

/** The closing section's two ways on. */
const CLOSING_LINKS: readonly CallToAction[] = [
  { to: href('collections'), label: 'Browse Collections' },
  { to: href('submit'), label: 'Submit a Product' },
];

/** /about: hero, founder card, mission card and the four values (storefront spec section 1). */
export default function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <Page className="flex flex-col gap-12 sm:gap-16">
      <section className="relative overflow-hidden rounded-card bg-zap px-6 py-12 text-white shadow-pop sm:px-12 sm:py-16">
        <ul aria-hidden className="absolute right-10 top-12 hidden grid-cols-2 gap-4 lg:grid xl:right-16">
          {STICKERS.map((sticker) => (
            <li
              key={sticker.emoji}
              className={cn(
                'flex size-28 items-center justify-center rounded-3xl text-6xl shadow-card',
                sticker.className,
              )}
            >
              {sticker.emoji}
            </li>
          ))}
        </ul>
        <span aria-hidden className="absolute -right-3 -top-3 rotate-12 text-7xl sm:text-8xl lg:hidden">
          🎁
        </span>
        <div className="relative flex max-w-2xl flex-col gap-5">
          <p className="self-start rounded-pill bg-zap-dark px-4 py-1 text-sm font-bold uppercase tracking-wide">
            About Dopamine Drops
          </p>
          <h1 className="text-hero font-extrabold leading-[1.02]">We're the internet's hype friends.</h1>
          <p className="text-xl font-bold text-sun sm:text-2xl">{TAGLINE}</p>
          <p className="text-lg leading-relaxed text-white/90">
            Dopamine Drops is a magazine-style home for the weirdest, funniest and most giftable products online. We
            find them, sort them into collections and send you straight to the retailer. No checkout, no cart, no
            pressure.
          </p>
        </div>
        <ul className="relative mt-10 grid gap-3 sm:grid-cols-3">
          {STATS.map((s) => (
            <li key={s.label} className="flex flex-col rounded-2xl bg-zap-dark/60 px-5 py-4">
              <span className="font-display text-3xl font-extrabold">{s.figure}</span>
              <span className="text-white">{s.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <Card eyebrow="Meet the founder" className="border-t-8 border-hot">
          <div className="flex items-center gap-4">
            <span
              aria-hidden
              className="flex size-20 shrink-0 items-center justify-center rounded-full bg-sun text-3xl font-extrabold text-ink shadow-card"
            >
              MO
            </span>
            <div>
              <h2 className="text-2xl font-extrabold text-ink">Maya Okafor</h2>
              <p className="font-bold text-hot-dark">Founder &amp; Chief Scroller</p>
            </div>
          </div>
          <p>
            Maya was the friend everyone texted before a birthday: "what do I get them?" For years she kept a messy
            spreadsheet of strange, brilliant finds, from glowing desk toys to kitchen gadgets nobody knew they needed.
          </p>
          <p>
            When the spreadsheet passed a thousand rows, she turned it into Dopamine Drops, with one rule she still
            repeats at every team meeting: if it doesn't make you smile, it doesn't make the cut.
          </p>
        </Card>

        <Card eyebrow="Our mission" className="border-t-8 border-mint">
          <h2 className="text-2xl font-extrabold text-ink">Make shopping for fun things fun again.</h2>
          <p>
            Online shopping has become endless scrolling through lookalike listings. We want the opposite: a short,
            surprising, hand-picked list of things worth your money, with honest notes on why.
          </p>
          <p>
            We don't hold stock or take payments. We link to retailers, and when a link is an affiliate link the
            retailer may pay us a small commission at no extra cost to you. That is the whole business model, and we are
            happy to say it out loud.
          </p>
        </Card>
      </div>

      <section aria-labelledby="values-title" className="flex flex-col gap-6">
        <h2 id="values-title" className="text-3xl font-extrabold text-ink sm:text-4xl">
          What we stand for
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((v) => (
            <li key={v.name} className="flex flex-col gap-3 rounded-card bg-surface p-6 shadow-card">
              <span aria-hidden className={cn('flex size-14 items-center justify-center rounded-2xl text-3xl', v.tint)}>
                {v.emoji}
              </span>
              <h3 className="text-xl font-extrabold text-ink">{v.name}</h3>
              <p className="leading-relaxed text-ink-soft">{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col items-center gap-5 rounded-card bg-sun/40 px-6 py-10 text-center">
        <h2 className="text-3xl font-extrabold text-ink">Ready to find something weird?</h2>
        <p className="max-w-xl text-lg text-ink-soft">
          Browse the collections, or send us the strangest thing you have found online this week.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <CallToActionLinks size="lg" links={CLOSING_LINKS} />
        </div>
      </section>
    </Page>
  );
}

function Card({ eyebrow, className, children }: { eyebrow: string; className?: string; children: ReactNode }) {
  return (
    <section
      className={cn(
        'flex flex-col gap-4 rounded-card bg-surface p-6 leading-relaxed text-ink-soft shadow-card sm:p-8',
        className,
      )}
    >
      <p className="text-sm font-bold uppercase tracking-wide text-muted">{eyebrow}</p>
      {children}
    </section>
  );
}
