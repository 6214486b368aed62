import { NEWSLETTER_TEXT } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { newsletterErrorText } from './newsletter-error';

describe('newsletterErrorText', () => {
  it("shows the server's error first", () => {
    const error = new ApiError(400, 'Please enter a valid email address', true);
    expect(newsletterErrorText(error)).toBe('Please enter a valid email address');
    expect(newsletterErrorText(error, NEWSLETTER_TEXT.homeFallbackError)).toBe('Please enter a valid email address');
  });

  it("modal: falls back to the error's message, then the generic text", () => {
    expect(newsletterErrorText(new ApiError(0, 'Network error', false))).toBe('Network error');
    expect(newsletterErrorText(new Error(''))).toBe('Something went wrong. Try again!');
    expect(newsletterErrorText('boom')).toBe('Something went wrong. Try again!');
  });

  it('home: uses its own fallback when the server gave no error', () => {
    expect(newsletterErrorText(new ApiError(0, 'Network error', false), NEWSLETTER_TEXT.homeFallbackError)).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
