import { productEndpoints, type EndpointResponse } from '@dd/contracts';
import { call } from './api-client';

/** A random product outside `exclude`; `historyReset` tells that every product had been excluded. */
export function fetchRandomProduct(
  exclude: readonly string[] = [],
): Promise<EndpointResponse<typeof productEndpoints.random>> {
  return call(productEndpoints.random, { query: { exclude: exclude.length > 0 ? exclude.join(',') : undefined } });
}
