import { readFile } from 'node:fs/promises';
import { ACCOUNT_DATA_TEXT, accountDataSchema } from '@dd/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { withoutHttpStatus } from './support/errors';
import { registerMember, signIn, type Member } from './support/member-session';
import { holdRequests } from './support/held-requests';
import { useSite } from './support/site';

/** The settings page's "Your data" section (issue 24): the member's data as a JSON download. */
const site = useSite();
let member: Member;

beforeAll(async () => {
  member = await registerMember(site, 'exporter');
});

const section = (page: Page) => page.getByRole('region', { name: ACCOUNT_DATA_TEXT.title });

describe('the data export', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('saves a JSON file of the member from the settings page (%s)', async (_name, viewport) => {
    const { context, page, errors } = await site.openPage(viewport);
    await signIn(page, member);
    await page.goto('/settings');
    const button = section(page).getByRole('button', { name: ACCOUNT_DATA_TEXT.download });
    await section(page).getByText(ACCOUNT_DATA_TEXT.description).waitFor();

    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^dopamine-drops-${member.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const data = accountDataSchema.parse(JSON.parse(await readFile((await file.path()) as string, 'utf8')));
    expect(data.account).toMatchObject({ id: member.id, username: member.username });
    expect(data.sessions.some((s) => s.current)).toBe(true);
    await section(page).getByRole('status').getByText(ACCOUNT_DATA_TEXT.downloaded).waitFor();
    expect(await button.isEnabled()).toBe(true);
    await screenshot(page, 'settings-export');

    // While the file is prepared the button says so; a refused download says why and leaves the button to try again.
    const answer = await holdRequests(page, '**/api/account/export', {
      answer: (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ error: ACCOUNT_DATA_TEXT.tooMany(1800), code: 'rate_limited' }),
        }),
    });
    await button.click();
    const pending = section(page).getByRole('button', { name: ACCOUNT_DATA_TEXT.downloading });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    await screenshot(page, 'settings-export-pending');
    answer();
    await section(page).getByRole('alert').getByText(ACCOUNT_DATA_TEXT.tooMany(1800)).waitFor();
    expect(await button.isEnabled()).toBe(true);
    await screenshot(page, 'settings-export-refused');
    expect(withoutHttpStatus(errors, 429)).toEqual([]);
    await context.close();
  });
});
