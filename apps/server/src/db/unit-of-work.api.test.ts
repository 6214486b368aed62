import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/test-app.js';

const ctx = appPerFile();

const suggestion = (name: string) => ({
  name,
  url: 'https://example.com',
  status: 'pending' as const,
  created_at: '2026-01-01T00:00:00.000Z',
});
const names = async () =>
  (await ctx.db.kysely.selectFrom('product_suggestions').select('name').orderBy('id').execute()).map((r) => r.name);

describe('unit of work', () => {
  it('runs after-commit hooks once the writes are visible, in order', async () => {
    const seen: string[][] = [];
    const result = await ctx.db.transaction(async (tx) => {
      await tx.db.insertInto('product_suggestions').values(suggestion('committed')).execute();
      tx.afterCommit(async () => void seen.push(await names()));
      tx.afterCommit(() => void seen.push(['second']));
      expect(seen).toEqual([]);
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual([['committed'], ['second']]);
  });

  it('rolls back on an error and never runs the hooks', async () => {
    let ran = false;
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.db.insertInto('product_suggestions').values(suggestion('rolled back')).execute();
        tx.afterCommit(() => void (ran = true));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(ran).toBe(false);
    expect(await names()).not.toContain('rolled back');
  });

  it('joins an outer unit of work: its hooks wait for the outer commit and die with its rollback', async () => {
    const ran: string[] = [];
    await expect(
      ctx.db.transaction(async (outer) => {
        await ctx.db.transaction(async (inner) => {
          expect(inner).toBe(outer);
          await inner.db.insertInto('product_suggestions').values(suggestion('inner')).execute();
          inner.afterCommit(() => void ran.push('inner'));
        }, outer);
        expect(ran).toEqual([]);
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(ran).toEqual([]);
    expect(await names()).not.toContain('inner');
  });

  it('reports a failing hook without failing the committed write', async () => {
    const reported: unknown[] = [];
    const before = ctx.db.reportHookError;
    ctx.db.reportHookError = (err) => reported.push(err);
    try {
      await ctx.db.transaction(async (tx) => {
        await tx.db.insertInto('product_suggestions').values(suggestion('kept')).execute();
        tx.afterCommit(() => {
          throw new Error('publish failed');
        });
      });
    } finally {
      ctx.db.reportHookError = before;
    }
    expect(reported).toHaveLength(1);
    expect(await names()).toContain('kept');
  });

  it('locks a row for update and claims rows, on either engine', async () => {
    await ctx.db.transaction(async (tx) => {
      const locked = await tx
        .forUpdate(tx.db.selectFrom('product_suggestions').select('id').where('name', '=', 'kept'))
        .execute();
      expect(locked).toHaveLength(1);
      const claimed = await tx.claim(tx.db.selectFrom('product_suggestions').select('id').limit(1)).execute();
      expect(claimed).toHaveLength(1);
    });
  });
});
