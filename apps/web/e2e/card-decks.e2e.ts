import { DECK_TEXT, type DecksResponse } from '@dd/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, viewportScreenshot } from './support/browser';
import { withoutHttpStatus } from './support/errors';
import { memberApi, registerMember, signedInPage, type Member } from './support/member-session';
import { useSite } from './support/site';

const site = useSite();
let member: Member;

beforeAll(async () => {
  member = await registerMember(site, 'decks');
});

interface Manager {
  page: Page;
  errors: string[];
}

/** The member's card game lobby with the Deck Manager opened from its 'Manage Decks' button. */
async function openManager(viewport = DESKTOP): Promise<Manager> {
  const context = await site.newContext(viewport);
  // Generous: the lobby behind the dialog polls, and a loaded test machine is slow to settle.
  context.setDefaultTimeout(20_000);
  const page = await signedInPage(context, member);
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/card-game-lobby');
  await page.getByRole('button', { name: 'Manage Decks' }).click();
  await dialog(page).getByRole('heading', { name: 'Your Decks' }).waitFor();
  return { page, errors };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Deck Manager' });
const rows = (page: Page) => dialog(page).getByTestId('deck-row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const button = (page: Page, name: string) => dialog(page).getByRole('button', { name, exact: true });
const alertText = (page: Page) => dialog(page).getByRole('alert').first().textContent();
const counter = (page: Page) => dialog(page).getByTestId('deck-counter').textContent();
const decksOf = async () => (await memberApi<DecksResponse>(site, member, '/api/card/decks')).decks;

/** Adds `copies` of the card named `name` in the editor with its + button. */
async function add(page: Page, name: string, copies: number): Promise<void> {
  for (let i = 0; i < copies; i++) await button(page, `Add one ${name}`).click();
}

describe('the deck manager', () => {
  it("shows the starter deck with its badges, protected, and the hint to build one's own", async () => {
    const { page, errors } = await openManager();
    expect(await rows(page).count()).toBe(1);
    const starter = row(page, DECK_TEXT.starterName);
    for (const text of ['20 cards', 'Starter', 'Active']) await starter.getByText(text, { exact: true }).waitFor();
    await dialog(page).getByTestId('only-starter-hint').waitFor();
    expect(await button(page, 'Activate').isDisabled()).toBe(true);

    // Greyed and announced as unavailable, but a click still says why.
    await button(page, 'Cannot edit starter deck').click({ force: true });
    expect(await alertText(page)).toBe(DECK_TEXT.cannotEditStarter);
    await button(page, 'Protected').click({ force: true });
    expect(await alertText(page)).toBe(DECK_TEXT.cannotDeleteStarter);

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await viewportScreenshot(page, 'deck-manager-list');
    }
    await page.keyboard.press('Escape');
    expect(await dialog(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('creates a deck only with a name and 10 to 20 cards, at most 4 copies each', async () => {
    const { page, errors } = await openManager();
    await button(page, 'Create New Deck').click();
    await dialog(page).getByRole('heading', { name: 'Create New Deck' }).waitFor();
    expect(await counter(page)).toBe('Select Cards (0/20 selected, minimum 10 required)');
    await dialog(page).getByText('You need at least 10 more cards', { exact: true }).waitFor();

    await button(page, 'Save Deck').click();
    expect(await alertText(page)).toBe(DECK_TEXT.nameRequired);

    await dialog(page).getByLabel('Deck name').fill('Bargain Blitz');
    await add(page, 'Impulse Buy', 4);
    expect(await counter(page)).toBe('Select Cards (4/20 selected, minimum 10 required)');
    expect(await button(page, 'Add one Impulse Buy').isDisabled()).toBe(true);
    await add(page, 'Chargeback', 3);
    await dialog(page).getByText('You need at least 3 more cards', { exact: true }).waitFor();
    await button(page, 'Save Deck').click();
    expect(await alertText(page)).toBe(DECK_TEXT.tooSmall);

    await add(page, 'Refund', 3);
    expect(await counter(page)).toBe('Select Cards (10/20 selected, minimum 10 required)');
    expect(
      await dialog(page)
        .getByText(/You need at least/)
        .count(),
    ).toBe(0);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await viewportScreenshot(page, 'deck-manager-editor');
    }
    await page.setViewportSize(DESKTOP);
    await button(page, 'Save Deck').click();
    await row(page, 'Bargain Blitz').getByText('10 cards', { exact: true }).waitFor();
    expect(await dialog(page).getByTestId('only-starter-hint').count()).toBe(0);

    const saved = (await decksOf()).find((d) => d.name === 'Bargain Blitz');
    expect(saved?.card_ids).toHaveLength(10);
    expect(saved?.card_ids.filter((id) => id === 'impulse_buy')).toHaveLength(4);
    expect(errors).toEqual([]);
  });

  it("edits and activates a deck, and shows the server's message when activating fails", async () => {
    const { page, errors } = await openManager();
    await row(page, 'Bargain Blitz').getByRole('button', { name: 'Edit Deck' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit Deck' }).waitFor();
    expect(await counter(page)).toBe('Select Cards (10/20 selected, minimum 10 required)');
    await add(page, 'Extended Warranty', 2);
    await button(page, 'Save Deck').click();
    await row(page, 'Bargain Blitz').getByText('12 cards', { exact: true }).waitFor();

    await row(page, 'Bargain Blitz').getByRole('button', { name: 'Activate' }).click();
    await row(page, 'Bargain Blitz').getByText('Active', { exact: true }).waitFor();
    expect(await row(page, DECK_TEXT.starterName).getByText('Active', { exact: true }).count()).toBe(0);
    expect((await decksOf()).find((d) => d.is_active)?.name).toBe('Bargain Blitz');

    // The server refuses: its own words are shown.
    await page.route('**/api/card/decks/*/activate', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: DECK_TEXT.corrupted }),
      }),
    );
    await row(page, DECK_TEXT.starterName).getByRole('button', { name: 'Activate' }).click();
    await expect.poll(() => alertText(page)).toBe(DECK_TEXT.corrupted);
    expect(withoutHttpStatus(errors, 400)).toEqual([]);
  });

  it("deletes a deck only after the 'Delete Deck' confirmation; the starter deck is active again", async () => {
    const { page, errors } = await openManager(PHONE);
    await row(page, 'Bargain Blitz').getByRole('button', { name: 'Delete' }).click();
    const confirm = dialog(page).getByRole('alertdialog', { name: 'Delete Deck' });
    await confirm.waitFor();
    await viewportScreenshot(page, 'deck-manager-delete');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await row(page, 'Bargain Blitz').waitFor();
    expect(await decksOf()).toHaveLength(2);

    await row(page, 'Bargain Blitz').getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete Deck' }).click();
    await dialog(page).getByText('Bargain Blitz was deleted.').waitFor();
    expect(await rows(page).count()).toBe(1);
    await row(page, DECK_TEXT.starterName).getByText('Active', { exact: true }).waitFor();
    const decks = await decksOf();
    expect(decks.map((d) => [d.name, d.is_active])).toEqual([[DECK_TEXT.starterName, true]]);
    expect(errors).toEqual([]);
  });
});
