import { TAGLINE, href } from '@dd/contracts';
import { lazy, Suspense } from 'react';
import { CallToActionLinks, type CallToAction } from '../../components/call-to-action-links';
import { GlowBlob } from '../../components/glow-blob';

// The dice's code (its face, roll and timers) loads right after the first load: the server's render of it is on
// screen meanwhile, it hydrates when its chunk arrives, and a tap before that is replayed then (issue 26 §5).
const FloatingDice = lazy(() => import('./floating-dice').then((m) => ({ default: m.FloatingDice })));

/** Holds the dice's place when the home page is rendered in the browser (a link from another page). */
function DiceStandIn() {
  return (
    <div aria-hidden className="flex flex-col items-center gap-4">
      <div className="size-28 sm:size-40 md:size-44" />
      <p className="text-sm">&nbsp;</p>
    </div>
  );
}

/** The hero's ways into the catalogue. */
const HERO_LINKS: readonly CallToAction[] = [
  { to: href('collections'), label: 'Browse Collections' },
  { to: href('drops'), label: 'See Fresh Drops' },
];

/** Headline, tagline and the floating dice (storefront spec section 2, Home). */
export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-surface">
      <GlowBlob className="-right-24 -top-24 size-80 bg-hot/15 sm:size-[28rem]" />
      <GlowBlob className="-bottom-32 -left-20 size-72 bg-sun/30" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:px-6 sm:py-16 md:grid-cols-[1.6fr_1fr] md:py-20">
        <div className="flex flex-col items-start gap-5">
          <p className="rounded-pill bg-ink px-4 py-1.5 text-sm font-bold text-white">
            <span aria-hidden>✨ </span>Weird. Viral. Giftable.
          </p>
          <h1 className="text-hero font-extrabold leading-[1.02] text-ink">
            Discover the Internet's <span className="text-hot-dark">Weirdest</span>,{' '}
            <span className="text-zap">Dopest</span> Products
          </h1>
          <p className="max-w-xl text-lg text-ink-soft sm:text-xl">{TAGLINE}</p>
          <div className="flex flex-wrap gap-3">
            <CallToActionLinks size="lg" links={HERO_LINKS} />
          </div>
        </div>
        <div className="relative flex justify-center py-4">
          <span
            aria-hidden
            className="absolute left-1/2 top-1/2 size-48 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-dashed border-zap/25 sm:size-72"
          />
          <Suspense fallback={<DiceStandIn />}>
            <FloatingDice />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
