import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loggerOptions, redactUrl } from './logging.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'dd-log-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    const url = redactUrl('/api/unsubscribe/one-click?email=fan%40example.com&token=abc123&page=2');
    expect(url).not.toContain('abc123');
    expect(url).not.toContain('fan');
    expect(url).toContain('page=2');
    expect(url.startsWith('/api/unsubscribe/one-click?')).toBe(true);
    expect(redactUrl('/admin/products?PASSWORD=hunter2')).not.toContain('hunter2');
    expect(redactUrl('/x?access_token=t0k')).not.toContain('t0k');
  });

  it('leaves URLs without a query alone', () => {
    expect(redactUrl('/api/products')).toBe('/api/products');
  });
});

describe('request logs', () => {
  it('never contain passwords, tokens, cookies or e-mail addresses', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'x'.repeat(32), LOG_LEVEL: 'info' });
    const options = loggerOptions(config);
    const app = Fastify({ logger: { ...(options as object), stream } });
    app.post('/login', async (request) => {
      // A handler that (wrongly) logs the body still must not leak the secrets in it.
      request.log.info({ body: request.body }, 'login attempt');
      return { ok: true };
    });
    await app.ready();
    await app.inject({
      method: 'POST',
      url: '/login?token=query-token-1&password=query-pass-2&email=mail%40example.com',
      headers: { authorization: 'Bearer header-token-3', cookie: 'dd_vid=cookie-4', 'x-admin-password': 'admin-5' },
      payload: { username: 'fan', password: 'body-pass-6', confirm_password: 'body-pass-7', token: 'body-token-8' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('login attempt');
    expect(log).toContain('incoming request');
    for (const secret of [
      'query-token-1',
      'query-pass-2',
      'mail%40example.com',
      'header-token-3',
      'cookie-4',
      'admin-5',
      'body-pass-6',
      'body-pass-7',
      'body-token-8',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
