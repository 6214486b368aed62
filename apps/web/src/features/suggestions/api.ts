import { suggestionEndpoints, type EndpointInput } from '@dd/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/** `suggestionEndpoints.submit` {name, url} (storefront spec section 7). */
export function useSubmitProduct() {
  return useMutation({
    mutationFn: (body: EndpointInput<typeof suggestionEndpoints.submit>['body']) =>
      call(suggestionEndpoints.submit, { body }),
  });
}
