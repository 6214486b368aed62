import { formatPrice } from '@dd/contracts';
import { cn } from '../lib/cn';

export function PriceTag({ price, className }: { price: number | null; className?: string }) {
  return (
    <span className={cn('font-display font-extrabold', price === null ? 'text-muted' : 'text-ink', className)}>
      {formatPrice(price)}
    </span>
  );
}
