import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { loadErrorText } from './load-error';
import { fetchRandomProduct } from './api';
import { LOAD_FAILED_TEXT } from './product-results';
import { scrollToTop } from '../../lib/scroll-to-top';

/** Goes to a random other product and scrolls to the top (storefront spec section 4). */
export function GambleButton({ currentId }: { currentId: string }) {
  const navigate = useNavigate();
  const [rolling, setRolling] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const gamble = async () => {
    setRolling(true);
    setError(null);
    try {
      const { product } = await fetchRandomProduct([currentId]);
      await navigate(`/product/${encodeURIComponent(product._id)}`);
      scrollToTop();
    } catch (err) {
      setError(loadErrorText(err, LOAD_FAILED_TEXT));
    } finally {
      setRolling(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" size="lg" onClick={() => void gamble()} disabled={rolling} className="w-full">
        <span aria-hidden className={rolling ? 'motion-safe:animate-[dd-spin_0.6s_linear_infinite]' : undefined}>
          🎲
        </span>
        {rolling ? 'Rolling...' : 'Gamble'}
      </Button>
      {error && (
        <p role="alert" className="text-sm font-bold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
