import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { blockErrorMessage } from './block-text';

describe('blockErrorMessage', () => {
  it('asks to log in after a 401', () => {
    const error = new ApiError(401, 'Authentication required.', true);
    expect(blockErrorMessage(error, true)).toBe('You must be logged in to block users');
    expect(blockErrorMessage(error, false)).toBe('You must be logged in to unblock users');
  });

  it("shows the server's message, else the spec's fallback", () => {
    expect(blockErrorMessage(new ApiError(400, 'You cannot block yourself.', true), true)).toBe(
      'You cannot block yourself.',
    );
    expect(blockErrorMessage(new ApiError(500, 'Request failed (500)', false), true)).toBe('Failed to block user');
    expect(blockErrorMessage(new ApiError(0, 'Network error', false), false)).toBe('Failed to unblock user');
    expect(blockErrorMessage(new Error('x'), false)).toBe('Failed to unblock user');
  });
});
