import { describe, expect, it } from 'vitest';
import { loginOutcome, methodLabel, reasonLabel, routeLabel, statusClass } from './metric-labels.js';

describe('metric labels', () => {
  it('labels a request by its route pattern, and every request no route took as one `unmatched`', () => {
    expect(routeLabel('/api/products/:id')).toBe('/api/products/:id');
    expect(routeLabel('*')).toBe('*');
    expect(routeLabel(undefined)).toBe('unmatched');
    expect(routeLabel('')).toBe('unmatched');
    expect(routeLabel(`/${'a'.repeat(500)}`)).toHaveLength(120);
  });

  it('keeps the usual methods and folds any other into OTHER', () => {
    expect(methodLabel('get')).toBe('GET');
    expect(methodLabel('DELETE')).toBe('DELETE');
    expect(methodLabel('PROPFIND')).toBe('OTHER');
    expect(methodLabel('M-SEARCH')).toBe('OTHER');
  });

  it('gives the status class, and `other` outside 100-599', () => {
    expect(statusClass(200)).toBe('2xx');
    expect(statusClass(304)).toBe('3xx');
    expect(statusClass(429)).toBe('4xx');
    expect(statusClass(503)).toBe('5xx');
    expect(statusClass(0)).toBe('other');
    expect(statusClass(600)).toBe('other');
  });

  it("reads a login's outcome from its answer", () => {
    expect(loginOutcome(200)).toBe('success');
    expect(loginOutcome(401)).toBe('wrong_password');
    expect(loginOutcome(429)).toBe('limited');
    expect(loginOutcome(503)).toBe('refused_load');
    expect(loginOutcome(400)).toBe('invalid');
    expect(loginOutcome(500)).toBe('error');
  });

  it('keeps a reason to a short word of letters, digits and underscores', () => {
    expect(reasonLabel('reached_10_buy_power')).toBe('reached_10_buy_power');
    expect(reasonLabel('Too Many/Sockets!')).toBe('too_many_sockets_');
    expect(reasonLabel('')).toBe('unknown');
    expect(reasonLabel('x'.repeat(100))).toHaveLength(40);
  });
});
