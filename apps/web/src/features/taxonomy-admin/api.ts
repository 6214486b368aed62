import { taxonomyEndpoints } from '@dd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { invalidateCatalog } from '../../lib/catalog-key';
import { taxonomyKeys } from '../../lib/taxonomy-api';

/** `taxonomyEndpoints.addCategory` (multipart: name, description, image). */
export function useAddCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => call(taxonomyEndpoints.addCategory, { form }),
    onSuccess: () => client.invalidateQueries({ queryKey: taxonomyKeys.categories }),
  });
}

/** `taxonomyEndpoints.addProduct` (multipart: name, description, price, category, giftCategory, image, url). */
export function useAddProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => call(taxonomyEndpoints.addProduct, { form }),
    onSuccess: () => invalidateCatalog(client),
  });
}

/** `taxonomyEndpoints.initGiftCategories`: creates the missing ones; running it twice changes nothing. */
export function useInitGiftCategories() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(taxonomyEndpoints.initGiftCategories, {}),
    onSuccess: (data) => {
      client.setQueryData(taxonomyKeys.giftCategories, data.categories);
      return invalidateCatalog(client);
    },
  });
}
