import { useEffect, useState } from 'react';
import { seedDigest } from './replay-check';

/**
 * The browser's own SHA-256 of the seed: undefined while it is computed, null when the seed cannot be hashed
 * (not 64 hex characters, or the hash failed).
 */
export function useSeedDigest(seed: string): string | null | undefined {
  const [digest, setDigest] = useState<{ seed: string; value: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    seedDigest(seed).then(
      (value) => live && setDigest({ seed, value }),
      () => live && setDigest({ seed, value: null }),
    );
    return () => {
      live = false;
    };
  }, [seed]);
  return digest?.seed === seed ? digest.value : undefined;
}
