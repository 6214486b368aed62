import { ADMIN_TEXT } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import {
  AdminCallError,
  deleteFailure,
  formFieldErrors,
  isPasswordSessionError,
  loadFailure,
  loginFailureMessage,
  refreshFailure,
  saveFailure,
} from './admin-product-errors';

const network = new AdminCallError(0, null);
const notFound = new AdminCallError(404, 'Product not found');
const serverDown = new AdminCallError(500, null);

describe('password errors', () => {
  it('shows the server reason on the login form', () => {
    expect(loginFailureMessage(new AdminCallError(401, 'Invalid admin password'))).toBe('Invalid admin password');
    expect(loginFailureMessage(new AdminCallError(401, null))).toBe(ADMIN_TEXT.wrongPassword);
    expect(loginFailureMessage(new AdminCallError(429, null))).toBe(ADMIN_TEXT.tooManyPasswordFailures);
    expect(loginFailureMessage(network)).toBe('Network error while loading products.');
    expect(loginFailureMessage(serverDown)).toBe('Failed to load products.');
  });

  it('treats a 401 after login as the end of the password session, nothing else', () => {
    expect(isPasswordSessionError(new AdminCallError(401, 'x'))).toBe(true);
    expect(isPasswordSessionError(new AdminCallError(403, 'x'))).toBe(false);
    expect(isPasswordSessionError(new Error('x'))).toBe(false);
  });
});

describe('loadFailure', () => {
  it("uses the spec's texts", () => {
    expect(loadFailure(network)).toEqual({ message: 'Network error while loading products.', detail: null });
    expect(loadFailure(serverDown)).toEqual({ message: 'Failed to load products.', detail: null });
    expect(loadFailure(new Error('boom')).message).toBe('Network error while loading products.');
  });
});

describe('saveFailure', () => {
  const update = { mode: 'update', asinChange: false } as const;
  const asinChange = { mode: 'update', asinChange: true } as const;
  const create = { mode: 'create', asinChange: false } as const;

  it('puts server field messages under the fields with the form-wide message', () => {
    const invalid = new AdminCallError(400, ADMIN_TEXT.formInvalid, {
      title: ADMIN_TEXT.nameRequired,
      price: ADMIN_TEXT.priceAboveZero,
      password: 'ignored',
    });
    expect(saveFailure(invalid, update)).toEqual({
      message: 'Please correct the errors in the form.',
      detail: null,
      fields: { name: ADMIN_TEXT.nameRequired, price: ADMIN_TEXT.priceAboveZero },
    });
    expect(saveFailure(invalid, asinChange).message).toBe('Please correct the errors in the form.');
  });

  it('maps a failed ASIN change by status', () => {
    expect(saveFailure(notFound, asinChange)).toEqual({
      message: 'Failed to delete old product.',
      detail: 'Product not found',
      fields: {},
    });
    expect(saveFailure(new AdminCallError(409, 'A product with this ID already exists.'), asinChange)).toMatchObject({
      message: 'Failed to create product with new ASIN.',
      detail: 'A product with this ID already exists.',
    });
    expect(saveFailure(serverDown, asinChange)).toMatchObject({
      message: 'Failed to create product with new ASIN.',
      detail: null,
    });
  });

  it('maps a failed update, with the server reason beside it', () => {
    expect(saveFailure(notFound, update)).toMatchObject({
      message: 'Failed to update product.',
      detail: 'Product not found',
    });
    expect(saveFailure(serverDown, update)).toMatchObject({ message: 'Failed to update product.', detail: null });
  });

  it('puts a taken id under the id field when adding', () => {
    expect(saveFailure(new AdminCallError(409, 'A product with this ID already exists.'), create)).toEqual({
      message: 'Please correct the errors in the form.',
      detail: null,
      fields: { id: 'A product with this ID already exists.' },
    });
    expect(saveFailure(serverDown, create).message).toBe(ADMIN_TEXT.addProductFailed);
  });

  it('reports a network failure whatever the save', () => {
    for (const save of [update, asinChange, create]) {
      expect(saveFailure(network, save).message).toBe('Network error while saving product.');
    }
  });
});

describe('deleteFailure and refreshFailure', () => {
  it("use the spec's texts and keep the server's reason", () => {
    expect(deleteFailure(network).message).toBe('Network error while deleting product.');
    expect(deleteFailure(notFound)).toEqual({ message: 'Failed to delete product.', detail: 'Product not found' });
    const notConfigured = new AdminCallError(503, 'Retailer API is not configured');
    expect(refreshFailure(notConfigured, 'all')).toEqual({
      message: 'Failed to refresh Amazon data.',
      detail: 'Retailer API is not configured',
    });
    expect(refreshFailure(serverDown, 'one')).toEqual({ message: 'Failed to refresh product.', detail: null });
    expect(refreshFailure(network, 'one').message).toBe('Network error while refreshing product.');
    expect(refreshFailure(network, 'all').message).toBe('Network error while refreshing product.');
  });
});

describe('formFieldErrors', () => {
  it('keeps only the form fields', () => {
    expect(formFieldErrors({ _id: 'a', asin: 'b', other: 'c' })).toEqual({ id: 'a', asin: 'b' });
    expect(formFieldErrors(null)).toEqual({});
  });
});
