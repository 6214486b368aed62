import { Dices } from 'lucide-react';
import { Button } from '../../components/button';
import { cn } from '../../lib/cn';
import { useOpenRandomProduct } from '../../lib/use-open-random-product';
import { InlineAlert } from '../../components/inline-alert';

/** Goes to a random other product and scrolls to the top (storefront spec section 4). */
export function GambleButton({ currentId }: { currentId: string }) {
  const randomProduct = useOpenRandomProduct();
  const rolling = randomProduct.pending;

  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        size="lg"
        onClick={() => void randomProduct.open([currentId])}
        disabled={rolling}
        className="w-full"
      >
        <Dices aria-hidden className={cn('size-6', rolling && 'motion-safe:animate-[dd-spin_0.6s_linear_infinite]')} />
        {rolling ? 'Rolling...' : 'Gamble'}
      </Button>
      <InlineAlert>{randomProduct.error}</InlineAlert>
    </div>
  );
}
