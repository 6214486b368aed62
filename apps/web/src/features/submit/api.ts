import type { SubmitProductRequest, SubmitProductResponse } from '@dd/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /api/submit-product {name, url} (storefront spec section 7). */
export function useSubmitProduct() {
  return useMutation({
    mutationFn: (body: SubmitProductRequest) =>
      api<SubmitProductResponse>('/api/submit-product', { method: 'POST', body }),
  });
}
