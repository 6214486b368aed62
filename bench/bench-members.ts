/** A bench member's password: made from the name, so a later run can sign the same member in again. */
export const benchPassword = (username: string): string => `${username}-password`;

/** `count` members named `${prefix}_0`, `${prefix}_1`, ..., each made by `make`, `batchSize` at a time. */
export async function membersInBatches<T>(
  count: number,
  batchSize: number,
  prefix: string,
  make: (username: string) => Promise<T>,
): Promise<T[]> {
  const made: T[] = [];
  for (let first = 0; first < count; first += batchSize) {
    const names = Array.from({ length: Math.min(batchSize, count - first) }, (_, i) => `${prefix}_${first + i}`);
    made.push(...(await Promise.all(names.map(make))));
  }
  return made;
}
