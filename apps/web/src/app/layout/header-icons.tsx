import { Droplet, Mail, Menu, Search } from 'lucide-react';

export type HeaderIconName = 'logo' | 'menu' | 'search' | 'mail';

/** The header's icons themselves (see HeaderIcon, which loads this chunk). */
export function HeaderIconSvg({ name, className }: { name: HeaderIconName; className: string }) {
  if (name === 'logo') return <Droplet aria-hidden className={`${className} fill-white/30`} strokeWidth={2.5} />;
  const Icon = name === 'menu' ? Menu : name === 'mail' ? Mail : Search;
  return <Icon aria-hidden className={className} />;
}
