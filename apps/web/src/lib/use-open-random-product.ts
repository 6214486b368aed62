import { href } from '@dd/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { scrollToTop } from './scroll-to-top';
import { loadErrorText, PRODUCTS_LOAD_FAILED_TEXT } from './load-error';
import { fetchRandomProduct } from './random-product';

/** Opens a random product page (the gamble button, 'Create Wishlist'); `error` says why it could not. */
export function useOpenRandomProduct() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = async (exclude: readonly string[] = []) => {
    setPending(true);
    setError(null);
    try {
      const { product } = await fetchRandomProduct(exclude);
      await navigate(href('product', { id: product._id }));
      scrollToTop();
    } catch (err) {
      setError(loadErrorText(err, PRODUCTS_LOAD_FAILED_TEXT));
    } finally {
      setPending(false);
    }
  };

  return { open, pending, error };
}
