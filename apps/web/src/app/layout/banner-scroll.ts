/*
 * The banner is moved by a CSS animation (`.dd-marquee` in styles.css: one loop every 60 s, BANNER_LOOP_MS, over a
 * strip shown twice), so no script runs per frame. The only script left is this one: it pauses the animation while
 * the banner is scrolled out of view, where the browser would otherwise keep repainting it.
 */

/** Set on the moving strip while it is off screen; the strip's CSS pauses its animation then. */
export const OFF_SCREEN_ATTRIBUTE = 'data-offscreen';

type Observer = Pick<IntersectionObserver, 'observe' | 'disconnect'>;
type ObserverFactory = (callback: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void) => Observer;

const browserObserver: ObserverFactory = (callback) => new IntersectionObserver(callback);

/** Marks `strip` off screen whenever it leaves the viewport; returns the clean-up. */
export function pauseWhileOffScreen(
  strip: Pick<Element, 'toggleAttribute'>,
  observed: Element,
  createObserver: ObserverFactory = browserObserver,
): () => void {
  const observer = createObserver((entries) => {
    const last = entries[entries.length - 1];
    if (last) strip.toggleAttribute(OFF_SCREEN_ATTRIBUTE, !last.isIntersecting);
  });
  observer.observe(observed);
  return () => {
    observer.disconnect();
    strip.toggleAttribute(OFF_SCREEN_ATTRIBUTE, false);
  };
}
