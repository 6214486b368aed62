import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { loadErrorText } from './load-error';

describe('loadErrorText', () => {
  it("uses the server's message for a client error it explained", () => {
    expect(loadErrorText(new ApiError(404, 'Collection not found', true), 'Failed')).toBe('Collection not found');
  });

  it('uses the fallback for server errors, network errors and anything else', () => {
    expect(loadErrorText(new ApiError(500, 'Internal Server Error', true), 'Failed')).toBe('Failed');
    expect(loadErrorText(new ApiError(0, 'Network error', false), 'Failed')).toBe('Failed');
    expect(loadErrorText(new ApiError(400, 'Request failed (400)', false), 'Failed')).toBe('Failed');
    expect(loadErrorText(new Error('boom'), 'Failed')).toBe('Failed');
  });
});
