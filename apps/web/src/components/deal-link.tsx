import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** Outbound retailer link: counted by /go/{id}, new tab, marked sponsored (decisions.md). */
export function dealHref(productId: string): string {
  return `/go/${encodeURIComponent(productId)}`;
}

interface DealLinkProps {
  productId: string;
  className?: string;
  children: ReactNode;
  /** Where the link leads, for screen readers ("opens Amazon in a new tab"). */
  retailer: string;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

export function DealLink({ productId, className, children, retailer, onClick }: DealLinkProps) {
  return (
    <a
      href={dealHref(productId)}
      target="_blank"
      rel="sponsored noopener"
      className={cn(className)}
      aria-label={undefined}
      title={`Opens ${retailer} in a new tab`}
      onClick={onClick}
    >
      {children}
      <span className="sr-only"> (opens {retailer} in a new tab)</span>
    </a>
  );
}
