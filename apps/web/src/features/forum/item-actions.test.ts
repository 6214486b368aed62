import { describe, expect, it } from 'vitest';
import { itemActions } from './item-actions';

const member = { id: 5, is_admin: false };
const admin = { id: 9, is_admin: true };

describe('itemActions', () => {
  it('gives the author Reply and Delete, but no Report of their own post', () => {
    expect(itemActions(member, { user_id: 5 })).toEqual({ reply: true, report: false, delete: 'Delete' });
    // The stored user's id may be a string.
    expect(itemActions({ id: '5', is_admin: false }, { user_id: 5 }).delete).toBe('Delete');
  });

  it('gives another member Reply and Report but no delete', () => {
    expect(itemActions(member, { user_id: 6 })).toEqual({ reply: true, report: true, delete: null });
  });

  it("gives an admin 'Admin Delete' on others' posts and plain Delete on their own", () => {
    expect(itemActions(admin, { user_id: 6 })).toEqual({ reply: true, report: true, delete: 'Admin Delete' });
    expect(itemActions(admin, { user_id: 9 })).toEqual({ reply: true, report: false, delete: 'Delete' });
  });

  it('lets a visitor open Reply and Report (both lead to logging in) and never delete', () => {
    expect(itemActions(null, { user_id: 6 })).toEqual({ reply: true, report: true, delete: null });
  });

  it('offers nothing on a deleted reply, not even to an admin', () => {
    const none = { reply: false, report: false, delete: null };
    expect(itemActions(admin, { user_id: 6, deleted: true })).toEqual(none);
    expect(itemActions(member, { user_id: 5, deleted: true })).toEqual(none);
  });
});
