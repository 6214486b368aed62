import type { FastifyInstance } from 'fastify';
import type { RetailerRefresher } from './retailer-refresher.js';

export function scheduleRetailerRefresh(
  _app: FastifyInstance,
  _retailer: RetailerRefresher | null,
  _intervalHours: number,
): void {}
