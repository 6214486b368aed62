const GRADIENT =
  'linear-gradient(180deg, var(--color-hot), var(--color-sun), var(--color-mint), var(--color-sky), var(--color-zap), var(--color-hot))';

/** Thin candy-coloured edges: decoration only, narrower on phones. */
export function SideBorders() {
  const edge = 'pointer-events-none fixed inset-y-0 z-20 w-[3px] opacity-50 md:w-1.5 xl:w-2';
  return (
    <>
      <div aria-hidden className={`${edge} left-0`} style={{ backgroundImage: GRADIENT }} />
      <div aria-hidden className={`${edge} right-0`} style={{ backgroundImage: GRADIENT }} />
    </>
  );
}
