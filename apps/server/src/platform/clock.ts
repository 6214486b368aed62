/** Time is injected so services stay testable. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
