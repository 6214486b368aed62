/** Waits `ms` milliseconds. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A number to one decimal, as the reports print times and rates. */
export const roundTenth = (n: number): number => Math.round(n * 10) / 10;
