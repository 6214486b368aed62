import { ADMIN_TEXT, MODERATION_TEXT, type ModerationReport, type ReportsResponse } from '@dd/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext, viewportScreenshot, watchErrors } from './support/browser';
import { watchFailedResponses, withoutHttpStatus } from './support/errors';
import { adminMember, registerMember, screenshotBothAs, signedInPage, type Member } from './support/member-session';
import { holdRequests } from './support/held-requests';
import { openPlayer } from './support/players';
import { useSite } from './support/site';
import { apiCall } from './support/site-api';
import { expectMemberSentHome } from './support/admin-pages';

const site = useSite();

let admin: Member;
/** Files the reports and blocks. */
let reporter: Member;
/** Gets reported and blocked; writes the forum thread. */
let target: Member;
let threadId = 0;

async function reports(query: string): Promise<ModerationReport[]> {
  const res = await apiCall<ReportsResponse>(site, admin, 'GET', `/api/moderation/reports?${query}`);
  expect(res.status).toBe(200);
  return res.body.reports;
}

async function blockStatus(member: Member, userId: number): Promise<boolean> {
  const res = await apiCall<{ blocked: boolean }>(site, member, 'GET', `/api/moderation/block-status/${userId}`);
  expect(res.status).toBe(200);
  return res.body.blocked;
}

beforeAll(async () => {
  admin = await adminMember(site);
  [reporter, target] = await Promise.all([registerMember(site, 'snitch'), registerMember(site, 'rowdy')]);
});

const main = (page: Page) => page.locator('main');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Report User' });
const reportButton = (card: Locator, action: 'Resolve' | 'Dismiss') =>
  card.getByRole('button', { name: new RegExp(`^${action} report`) });

/** Which of a report card's two actions are disabled. */
async function disabledActions(card: Locator): Promise<{ resolve: boolean; dismiss: boolean }> {
  return {
    resolve: await reportButton(card, 'Resolve').isDisabled(),
    dismiss: await reportButton(card, 'Dismiss').isDisabled(),
  };
}

/** On /user/{target}: opens the Report dialog. */
async function openReport(page: Page): Promise<void> {
  await main(page)
    .getByRole('button', { name: `Report ${target.username}`, exact: true })
    .click();
  await dialog(page).waitFor();
}

describe('report and block on a public profile', () => {
  it('a member reports another: a reason is required, then it is sent, says so and closes by itself', async () => {
    const { context, page, errors } = await openPlayer(site, reporter);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/moderation/')) posts.push(new URL(r.url()).pathname);
    });
    await page.goto(`/user/${target.id}`);
    await page.getByRole('heading', { level: 1, name: target.username, exact: true }).waitFor();
    await openReport(page);
    const box = dialog(page);
    await box.getByText(`Reporting user: ${target.username}`, { exact: true }).waitFor();
    const reason = box.getByLabel('Reason');
    expect(await reason.inputValue()).toBe('');
    expect(await reason.locator('option').allTextContents()).toEqual([
      'Select a reason',
      'Harassment or bullying',
      'Spam or unwanted messages',
      'Inappropriate behavior',
      'Impersonation',
      'Other',
    ]);
    expect(await box.getByLabel('Additional details (optional)').getAttribute('rows')).toBe('4');

    // Nothing chosen: the form says so and sends nothing.
    await box.getByRole('button', { name: 'Submit Report' }).click();
    await box.getByRole('alert').getByText('Please select a reason', { exact: true }).waitFor();
    expect(posts).toEqual([]);

    await reason.selectOption({ label: 'Harassment or bullying' });
    await box.getByLabel('Additional details (optional)').fill('Sends me the same meme forty times a day.');
    // Hold the answer to see the sending state.
    const release = await holdRequests(page, '**/api/moderation/report/user');
    await box.getByRole('button', { name: 'Submit Report' }).click();
    const sending = box.getByRole('button', { name: 'Submitting...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await box.getByText('Report submitted successfully!', { exact: true }).waitFor();
    const shownAt = Date.now();
    await box.waitFor({ state: 'detached', timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
    expect(posts).toEqual(['/api/moderation/report/user']);

    // Opened again, it starts empty.
    await openReport(page);
    expect(await dialog(page).getByLabel('Reason').inputValue()).toBe('');
    expect(await dialog(page).getByLabel('Additional details (optional)').inputValue()).toBe('');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();

    const [stored] = await reports('type=user&status=pending');
    expect(stored).toMatchObject({
      reporter_username: reporter.username,
      reported_user_id: target.id,
      reason: 'harassment',
      description: 'Sends me the same meme forty times a day.',
      status: 'pending',
    });
  });

  it('shows the server message when the report is refused, and the dialog at both widths', async () => {
    const { context, page } = await openPlayer(site, reporter, PHONE);
    await page.route('**/api/moderation/report/user', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`/user/${target.id}`);
    await openReport(page);
    await dialog(page).getByLabel('Reason').selectOption('spam');
    await dialog(page).getByRole('button', { name: 'Submit Report' }).click();
    await dialog(page).getByRole('alert').getByText('Failed to submit report', { exact: true }).waitFor();
    await page.unroute('**/api/moderation/report/user');
    await page.route('**/api/moderation/report/user', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: MODERATION_TEXT.tooManyReports }),
      }),
    );
    await dialog(page).getByRole('button', { name: 'Submit Report' }).click();
    await dialog(page).getByRole('alert').getByText(MODERATION_TEXT.tooManyReports, { exact: true }).waitFor();
    await context.close();

    for (const viewport of [DESKTOP, PHONE]) {
      const shot = await newContext(site.browser, site.baseUrl, viewport);
      const p = await signedInPage(shot, reporter);
      const shotErrors = watchErrors(p);
      await p.goto(`/user/${target.id}`);
      await openReport(p);
      await dialog(p).getByLabel('Reason').selectOption('impersonation');
      await dialog(p).getByLabel('Additional details (optional)').fill('Uses my photo and my name.');
      await viewportScreenshot(p, 'report-dialog');
      expect(shotErrors).toEqual([]);
      await shot.close();
    }
  });

  it('a visitor sees Report but not Block, and submitting asks them to log in', async () => {
    const { context, page, errors } = await site.openPage(PHONE);
    const failed = watchFailedResponses(page);
    await page.goto(`/user/${target.id}`);
    await page.getByRole('heading', { level: 1, name: target.username, exact: true }).waitFor();
    expect(await main(page).getByRole('button', { name: /Block/ }).count()).toBe(0);
    await openReport(page);
    await dialog(page).getByLabel('Reason').selectOption({ label: 'Impersonation' });
    await dialog(page).getByRole('button', { name: 'Submit Report' }).click();
    const alert = dialog(page).getByRole('alert');
    await alert.getByText('You need to log in to submit a report.', { exact: true }).waitFor();
    expect(await alert.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(`/user/${target.id}`)}`,
    );
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    // The server refuses a visitor's report too.
    const res = await apiCall(site, null, 'POST', '/api/moderation/report/user', {
      reported_id: target.id,
      reason: 'spam',
    });
    expect(res.status).toBe(401);
  });

  it('blocks and unblocks; while blocked, the other member cannot follow', async () => {
    const { context, page, errors } = await openPlayer(site, reporter);
    await page.goto(`/user/${target.id}`);
    const block = main(page).getByRole('button', { name: `Block ${target.username}`, exact: true });
    const unblock = main(page).getByRole('button', { name: `Unblock ${target.username}`, exact: true });
    const followTarget = main(page).getByRole('button', { name: `Follow ${target.username}`, exact: true });
    await block.waitFor();
    await followTarget.waitFor();
    expect(await block.textContent()).toContain('Block');
    await block.click();
    await unblock.waitFor();
    expect(await unblock.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => blockStatus(reporter, target.id), { timeout: 10_000 }).toBe(true);
    // Someone you blocked is not offered to follow.
    await followTarget.waitFor({ state: 'detached' });

    // Refused through the API, and on the blocker's profile the server's message is shown.
    const follow = await apiCall<{ error: string; code: string }>(site, target, 'POST', '/api/follow', {
      user_id: reporter.id,
      follow: true,
    });
    expect(follow).toEqual({ status: 403, body: { error: MODERATION_TEXT.cannotFollow, code: 'forbidden' } });
    const { context: otherContext, page: other, errors: otherErrors } = await openPlayer(site, target, PHONE);
    await other.goto(`/user/${reporter.id}`);
    await other.getByRole('button', { name: `Follow ${reporter.username}`, exact: true }).click();
    await main(other).getByRole('alert').getByText(MODERATION_TEXT.cannotFollow, { exact: true }).waitFor();
    expect(withoutHttpStatus(otherErrors, 403)).toEqual([]);
    await otherContext.close();

    // It survives a reload, and the own profile lists the block.
    // The server renders the page as a visitor sees it; the member's own answer is read after hydrating.
    const reread = page.waitForResponse((r) => r.url().endsWith(`/api/user/${target.id}/profile`));
    await page.reload();
    await reread;
    await unblock.waitFor();
    await main(page).getByRole('heading', { level: 1 }).waitFor();
    expect(await followTarget.count()).toBe(0);
    await page.goto('/profile');
    const list = main(page).getByRole('list', { name: 'Blocked users' });
    await list.getByText(`@${target.username}`, { exact: true }).waitFor();

    // Unblocked on the profile: the button turns back, and following works again.
    await page.goto(`/user/${target.id}`);
    await unblock.click();
    await block.waitFor();
    await followTarget.waitFor();
    await expect.poll(() => blockStatus(reporter, target.id), { timeout: 10_000 }).toBe(false);
    const followAgain = await apiCall<{ following: boolean }>(site, target, 'POST', '/api/follow', {
      user_id: reporter.id,
      follow: true,
    });
    expect(followAgain.status).toBe(200);
    expect(followAgain.body.following).toBe(true);

    // A failed block turns the button back and says so.
    await page.route('**/api/moderation/block', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await block.click();
    await main(page).getByRole('alert').getByText('Failed to block user', { exact: true }).waitFor();
    await block.waitFor();
    expect(await blockStatus(reporter, target.id)).toBe(false);
    await page.unroute('**/api/moderation/block');
    expect(withoutHttpStatus(errors, 500)).toEqual([]);
    await context.close();

    await screenshotBothAs(site, reporter, `/user/${target.id}`, 'user-profile-block', async (p) => {
      await main(p)
        .getByRole('button', { name: `Block ${target.username}`, exact: true })
        .waitFor();
    });
  });

  it('unblocks from the own profile list', async () => {
    expect((await apiCall(site, reporter, 'POST', '/api/moderation/block', { blocked_id: target.id })).status).toBe(
      200,
    );
    const { context, page } = await openPlayer(site, reporter, PHONE);
    await page.goto('/profile');
    const list = main(page).getByRole('list', { name: 'Blocked users' });
    await list.getByRole('button', { name: `Unblock ${target.username}`, exact: true }).click();
    await main(page).getByText('You have not blocked anyone.', { exact: true }).waitFor();
    expect(await blockStatus(reporter, target.id)).toBe(false);
    await context.close();
  });
});

describe('content reports', () => {
  it('reports a forum thread through the API, once per open report', async () => {
    const created = await apiCall<{ id?: number; thread?: { id: number } }>(
      site,
      target,
      'POST',
      '/api/forum/threads',
      {
        title: 'Buy my mystery box',
        content: 'Only 99 dollars, definitely not empty. DM me.',
      },
    );
    expect(created.status).toBe(201);
    threadId = created.body.thread?.id ?? created.body.id ?? 0;
    expect(threadId).toBeGreaterThan(0);

    const body = { content_type: 'thread', content_id: threadId, reason: 'spam', description: 'Selling in the forum.' };
    const first = await apiCall<{ created: boolean; report_id: number }>(
      site,
      reporter,
      'POST',
      '/api/moderation/report/content',
      body,
    );
    expect(first.status).toBe(201);
    expect(first.body.created).toBe(true);
    const again = await apiCall<{ created: boolean; report_id: number }>(
      site,
      reporter,
      'POST',
      '/api/moderation/report/content',
      body,
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, report_id: first.body.report_id });
    expect((await apiCall(site, target, 'POST', '/api/moderation/report/content', body)).status).toBe(400);
    expect((await apiCall(site, null, 'POST', '/api/moderation/report/content', body)).status).toBe(401);

    const [stored] = await reports('type=content&status=pending');
    expect(stored).toMatchObject({ content_type: 'thread', content_id: threadId, thread_id: threadId });
    expect(stored?.reported_user_id).toBe(target.id);
  });
});

describe('moderation dashboard', () => {
  it('lets an admin filter by type and status, resolve with notes and dismiss', async () => {
    const { context, page, errors } = await openPlayer(site, admin);
    await page.goto('/admin-dashboard');
    await main(page)
      .getByRole('link', { name: /Open reports/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin-moderation');
    await main(page).getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();

    const cards = main(page).getByTestId('moderation-report');
    const typeFilter = main(page).getByRole('group', { name: 'Report type' });
    const statusFilter = main(page).getByRole('group', { name: 'Report status' });
    // Default: every type, pending.
    expect(await statusFilter.getByRole('button', { name: 'Pending' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(2);

    await typeFilter.getByRole('button', { name: 'Content' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'content');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(1);
    const content = cards.first();
    await content.getByText('Content report', { exact: false }).waitFor();
    await content.getByText('Spam', { exact: true }).waitFor();
    expect(await content.getByRole('link', { name: /Buy my mystery box|Only 99 dollars/ }).getAttribute('href')).toBe(
      `/forum/thread/${threadId}`,
    );
    expect(await content.getByRole('link', { name: `@${target.username}` }).getAttribute('href')).toBe(
      `/user/${target.id}`,
    );

    await typeFilter.getByRole('button', { name: 'User' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'user');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(1);
    const userCard = cards.first();
    await userCard.getByText('Harassment or bullying', { exact: true }).waitFor();
    await userCard.getByText(`@${reporter.username}`, { exact: true }).waitFor();
    await userCard.getByText('Sends me the same meme forty times a day.', { exact: true }).waitFor();

    // Resolve with notes: the report leaves the 'Pending' list at once, and the page says where it went.
    await userCard.getByLabel('Admin notes').fill('Warned them by e-mail.');
    // No refetch may be what empties the list: reading the reports again is held until the end of the check.
    const releaseRefetch = await holdRequests(page, '**/api/moderation/reports?*');
    await reportButton(userCard, 'Resolve').click();
    const said = main(page)
      .getByRole('status')
      .getByText(/^Report #\d+ marked Resolved\.$/);
    await said.waitFor();
    const [resolved] = await reports('type=user&status=resolved');
    expect(resolved).toMatchObject({ status: 'resolved', admin_notes: 'Warned them by e-mail.' });
    expect(resolved?.resolved_at).toBeTruthy();
    expect(await said.textContent()).toBe(`Report #${resolved?.id ?? 0} marked Resolved.`);
    await main(page).getByText(MODERATION_TEXT.noReports, { exact: true }).waitFor();
    expect(await cards.count()).toBe(0);
    releaseRefetch();
    await page.unroute('**/api/moderation/reports?*');

    // Status filter: kept in the URL, and a reload keeps it; there the report can still be dismissed.
    await statusFilter.getByRole('button', { name: 'Resolved' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'resolved');
    await userCard.getByTestId('report-status').getByText('Resolved', { exact: true }).waitFor();
    expect(await disabledActions(userCard)).toEqual({ resolve: true, dismiss: false });
    await userCard.locator('dd').getByText('Warned them by e-mail.', { exact: true }).waitFor();
    await page.reload();
    await main(page).getByText('1 report', { exact: true }).waitFor();
    expect(await cards.count()).toBe(1);
    expect(await statusFilter.getByRole('button', { name: 'Resolved' }).getAttribute('aria-pressed')).toBe('true');
    expect(await typeFilter.getByRole('button', { name: 'User' }).getAttribute('aria-pressed')).toBe('true');

    // Dismiss the content report, from the list of every status: there it stays, changed in place.
    await page.goto('/admin-moderation?type=content&status=all');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(1);
    await reportButton(content, 'Dismiss').click();
    await content.getByTestId('report-status').getByText('Dismissed', { exact: true }).waitFor();
    expect(await disabledActions(content)).toEqual({ resolve: false, dismiss: true });
    expect((await reports('type=content&status=dismissed')).map((r) => r.content_id)).toEqual([threadId]);

    // Nothing pending is left.
    await page.goto('/admin-moderation');
    await main(page).getByText(MODERATION_TEXT.noReports, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    await screenshotBothAs(site, admin, '/admin-moderation?status=all', 'admin-moderation', async (p) => {
      await expect.poll(() => main(p).getByTestId('moderation-report').count(), { timeout: 10_000 }).toBe(2);
    });
  });

  it("shows the server's refusal instead of the list, and 'Failed to fetch reports' when loading fails", async () => {
    const { context, page } = await openPlayer(site, admin, PHONE);
    await page.route('**/api/moderation/reports?*', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: '{"error":"Admin access required"}' }),
    );
    await page.goto('/admin-moderation');
    await main(page).getByText(ADMIN_TEXT.adminOnlyPage, { exact: true }).waitFor();
    await page.unroute('**/api/moderation/reports?*');
    await page.route('**/api/moderation/reports?*', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/admin-moderation?status=all');
    await main(page).getByText(MODERATION_TEXT.fetchReportsFailed, { exact: true }).waitFor({ timeout: 15_000 });
    await main(page).getByRole('button', { name: 'Try again' }).waitFor();
    await context.close();
  });

  it("tells a member 'Access denied. Redirecting...' and takes them home", async () => {
    await expectMemberSentHome(site, reporter, '/admin-moderation');
  });
});
