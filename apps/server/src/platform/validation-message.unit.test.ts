import { describe, expect, it } from 'vitest';
import { fieldMessage } from './validation-message.js';

describe('fieldMessage', () => {
  it("returns the first field's own message", () => {
    const error = {
      validation: [
        { instancePath: '', message: 'whole body' },
        { instancePath: '/email', message: 'Please enter a valid email address' },
        { instancePath: '/name', message: 'Product name is required' },
      ],
    };
    expect(fieldMessage(error, 'fallback')).toBe('Please enter a valid email address');
  });

  it('falls back when only the whole body failed or nothing is known', () => {
    expect(fieldMessage({ validation: [{ instancePath: '', message: 'expected object' }] }, 'Email is required')).toBe(
      'Email is required',
    );
    expect(fieldMessage({ validation: [{ instancePath: '/', message: 'expected object' }] }, 'Email is required')).toBe(
      'Email is required',
    );
    expect(fieldMessage({}, 'Email is required')).toBe('Email is required');
  });
});
