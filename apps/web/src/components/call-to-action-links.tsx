import { ButtonLink, type ButtonSize } from './button';

export interface CallToAction {
  to: string;
  label: string;
}

interface CallToActionLinksProps {
  /** The first is the page's main way on (primary), the others the alternatives (secondary). */
  links: readonly CallToAction[];
  size?: ButtonSize;
  /** Each link's extra classes, e.g. equal widths in a row. */
  linkClassName?: string;
}

/** Where to go next, as buttons: the caller lays them out. */
export function CallToActionLinks({ links, size, linkClassName }: CallToActionLinksProps) {
  return links.map(({ to, label }, i) => (
    <ButtonLink key={to} to={to} size={size} variant={i === 0 ? 'primary' : 'secondary'} className={linkClassName}>
      {label}
    </ButtonLink>
  ));
}
