import { cn } from './cn';

/**
 * The class lists of a family of controls (like the site's Button): the base classes, then one of `kinds`, one
 * of `sizes` (`defaultSize` when not named) and the caller's extras. cn() does not resolve conflicting classes,
 * so each kind and size is a whole list.
 */
export function classFamily<Kind extends string, Size extends string>(
  base: string,
  kinds: Record<Kind, string>,
  sizes: Record<Size, string>,
  defaultSize: NoInfer<Size>,
) {
  return (kind: Kind, size: Size = defaultSize, extra?: string): string => cn(base, kinds[kind], sizes[size], extra);
}
