import type { AccountUser, LoginResponse } from '@dd/contracts';
import { deflateSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../../../server/test/test-app.js';
import { CLEAN_FULL_PAGE, screenshotBoth } from './browser';
import { expectOnly404Loads } from './errors';
import type { SiteUnderTest } from './site';
import type { HasBaseUrl } from './site-api';

/** A registered, logged-in member: what a test needs to act as them through the UI or the API. */
export interface Member {
  id: number;
  username: string;
  password: string;
  token: string;
  user: AccountUser;
}

let counter = 0;

/** Registers a member through the API; the answer carries the new session, as the web client uses it. */
export async function registerMember(site: HasBaseUrl, prefix = 'member'): Promise<Member> {
  counter += 1;
  const username = `${prefix}_${counter}_${Date.now().toString(36)}`.slice(0, 30);
  const password = 'correct horse battery';
  const registered = await fetch(new URL('/api/auth/register', site.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password,
      confirm_password: password,
      subscribe_newsletter: false,
    }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const session = (await registered.json()) as LoginResponse;
  return { id: session.user.id, username, password, token: session.token, user: session.user };
}

/** Logs a member in through the API. */
export async function logIn(site: HasBaseUrl, username: string, password: string): Promise<Member> {
  const login = await fetch(new URL('/api/auth/login', site.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(login.status).toBe(200);
  const session = (await login.json()) as LoginResponse;
  return { id: session.user.id, username, password, token: session.token, user: session.user };
}

/** The admin account `admin` as main.ts makes it at first start (with the admin password), logged in. */
export async function adminMember(site: SiteUnderTest): Promise<Member> {
  await site.server.app.deps.accounts.ensureAdmin(TEST_ADMIN_PASSWORD, 'admin@localhost');
  const admin = await logIn(site, 'admin', TEST_ADMIN_PASSWORD);
  expect(admin.user.is_admin).toBeTruthy();
  return admin;
}

/** Calls the API as a member and returns the JSON body, expecting HTTP 200. */
export async function memberApi<T>(site: HasBaseUrl, member: Member, urlPath: string, body?: unknown): Promise<T> {
  const res = await fetch(new URL(urlPath, site.baseUrl), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${member.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, urlPath).toBe(200);
  return (await res.json()) as T;
}

/**
 * Stores the member's token and user the way the login page does (local storage keys `token` and
 * `user`), once, on the site's origin; the next navigation starts logged in.
 */
export async function signIn(page: Page, member: Member): Promise<void> {
  await page.goto('/terms');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: member.token, user: member.user },
  );
}

/** A new page in `context`, signed in as `member`. */
export async function signedInPage(context: BrowserContext, member: Member): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, member);
  return page;
}

/**
 * Screenshots a path at both widths signed in as `member` (or as a visitor), with every lazy image loaded
 * and no errors but, with `only404s`, Chromium's reports of expected 404 answers.
 */
export function screenshotBothAs(
  site: SiteUnderTest,
  member: Member | null,
  urlPath: string,
  name: string,
  ready: (page: Page) => Promise<void>,
  only404s = false,
): Promise<void> {
  return screenshotBoth(site.browser, site.baseUrl, urlPath, name, ready, {
    ...CLEAN_FULL_PAGE,
    ...(only404s ? { checkErrors: expectOnly404Loads } : {}),
    ...(member ? { before: (page: Page) => signIn(page, member) } : {}),
  });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG of the given size: a diagonal gradient with a bright disc, so a crop is visible. */
export function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x++) {
      const inDisc = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (Math.min(width, height) / 4) ** 2;
      row[1 + x * 3] = inDisc ? 255 : Math.round((255 * x) / width);
      row[2 + x * 3] = inDisc ? 201 : 61;
      row[3 + x * 3] = inDisc ? 60 : Math.round((255 * y) / height);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Registers one member per prefix, at once: a tuple of members in the prefixes' order. */
export function registerMembers<const P extends readonly string[]>(
  site: HasBaseUrl,
  prefixes: P,
): Promise<{ [K in keyof P]: Member }> {
  // map keeps the length and order, which the array type cannot say.
  return Promise.all(prefixes.map((prefix) => registerMember(site, prefix))) as Promise<{ [K in keyof P]: Member }>;
}
