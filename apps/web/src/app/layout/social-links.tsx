import type { ReactNode } from 'react';

interface Social {
  name: string;
  href: string;
  icon: ReactNode;
}

// Simple line drawings, drawn inline: the CSP allows no remote icons.
const SOCIALS: readonly Social[] = [
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/dopaminedrops',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
      </>
    ),
  },
  {
    name: 'TikTok',
    href: 'https://www.tiktok.com/@dopaminedrops',
    icon: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.3 4.5 5 4.8" />,
  },
  {
    name: 'X',
    href: 'https://x.com/dopaminedrops',
    icon: <path d="M4 4l11.5 16H20L8.5 4H4zM19.5 4l-6.2 7M10.7 13 4.5 20" />,
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@dopaminedrops',
    icon: (
      <>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
        <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
      </>
    ),
  },
  {
    name: 'Pinterest',
    href: 'https://www.pinterest.com/dopaminedrops',
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M10.3 20.5 12 13m-1.2-1.3c-.5-2.9 1.3-4.7 3.4-4.7 2 0 3.3 1.4 3.3 3.3 0 2.4-1.4 4.5-3.4 4.5-1 0-1.8-.6-2.1-1.5" />
      </>
    ),
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/dopaminedrops',
    icon: <path d="M15.5 3.5H13a4 4 0 0 0-4 4V10H6.5v3.5H9v7h3.5v-7h3l.5-3.5h-3.5V8a1 1 0 0 1 1-1h2z" />,
  },
];

/** The footer's six social profiles, each opening in a new tab. */
export function SocialLinks() {
  return (
    <ul className="flex flex-wrap gap-2">
      {SOCIALS.map((s) => (
        <li key={s.name}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener"
            aria-label={`Dopamine Drops on ${s.name} (opens in a new tab)`}
            title={s.name}
            className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition hover:-translate-y-0.5 hover:bg-hot"
          >
            <svg
              aria-hidden
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {s.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
