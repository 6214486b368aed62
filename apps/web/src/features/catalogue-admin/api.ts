import type { Category, GiftCategory, Product } from '@dd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { invalidateCatalog } from '../../lib/catalog-key';
import { taxonomyKeys } from '../../lib/taxonomy-api';

/** `POST /api/admin/categories` (multipart: name, description, image). */
export function useAddCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) =>
      api<{ success: true; category: Category }>('/api/admin/categories', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: taxonomyKeys.categories }),
  });
}

/** `POST /api/admin/products` (multipart: name, description, price, category, giftCategory, image, url). */
export function useAddProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) =>
      api<{ success: true; product: Product }>('/api/admin/products', { method: 'POST', body }),
    onSuccess: () => invalidateCatalog(client),
  });
}

/** `POST /api/gift-categories/init`: creates the missing ones; running it twice changes nothing. */
export function useInitGiftCategories() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ success: true; created: number; categories: GiftCategory[] }>('/api/gift-categories/init', {
        method: 'POST',
      }),
    onSuccess: (data) => {
      client.setQueryData(taxonomyKeys.giftCategories, data.categories);
      return invalidateCatalog(client);
    },
  });
}
