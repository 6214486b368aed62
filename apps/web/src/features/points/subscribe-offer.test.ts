import { describe, expect, it } from 'vitest';
import { newsletterStatus } from './subscribe-offer';

const wishlist = { reason: 'wishlist_add' as const };
const newsletter = { reason: 'newsletter' as const };

describe('newsletterStatus', () => {
  it('is not earned for a member with no points yet', () => {
    expect(newsletterStatus([], 20)).toBe('not-earned');
  });

  it('is not earned when the whole history has no newsletter entry', () => {
    expect(newsletterStatus([wishlist, wishlist], 20)).toBe('not-earned');
  });

  it('is earned when the history holds the newsletter entry, wherever it is', () => {
    expect(newsletterStatus([wishlist, newsletter], 20)).toBe('earned');
    expect(newsletterStatus([newsletter], 20)).toBe('earned');
    expect(newsletterStatus([...Array.from({ length: 19 }, () => wishlist), newsletter], 20)).toBe('earned');
  });

  it('does not guess when the history is cut off before a newsletter entry could show', () => {
    expect(
      newsletterStatus(
        Array.from({ length: 20 }, () => wishlist),
        20,
      ),
    ).toBe('unknown');
  });
});
