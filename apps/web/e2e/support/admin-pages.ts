import { ADMIN_TEXT } from '@dd/contracts';
import { expect } from 'vitest';
import { PHONE } from './browser';
import { watchFailedResponses } from './errors';
import { signIn, type Member } from './member-session';
import type { SiteUnderTest } from './site';

/**
 * A member who is not an admin opens an admin page: told 'Access denied. Redirecting...' and taken home, without
 * the page asking the server for admin data first (no refused request) and without an error.
 */
export async function expectMemberSentHome(site: SiteUnderTest, member: Member, adminPath: string): Promise<void> {
  const { context, page, errors } = await site.openPage(PHONE);
  await signIn(page, member);
  const failed = watchFailedResponses(page);
  await page.goto(adminPath);
  await page.getByText(ADMIN_TEXT.accessDenied).waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
}
