/** A local storage item, or null when there is none or storage is unavailable (private mode, blocked cookies). */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
