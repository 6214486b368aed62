import { CircleAlert, PackageOpen } from 'lucide-react';

/** The icon of an empty or failed state (see StateMessage, which loads it apart from the first load). */
export function StateIcon({ kind }: { kind: 'empty' | 'error' }) {
  const Icon = kind === 'empty' ? PackageOpen : CircleAlert;
  return <Icon aria-hidden className="size-10" strokeWidth={1.75} />;
}
