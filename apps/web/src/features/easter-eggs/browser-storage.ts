import type { EggStorage } from './egg-storage';

const memory = new Map<string, string>();
const memoryStorage: EggStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

/** Local storage, or a per-tab stand-in when the browser blocks it (private modes, strict settings). */
export function eggStorage(): EggStorage {
  try {
    const storage = window.localStorage;
    const probe = '__dd_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage;
  }
}
