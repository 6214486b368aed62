import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, viewportScreenshot } from './support/browser';
import { useSite } from './support/site';

const site = useSite();
let errors: string[] = [];

afterEach(() => {
  expect(errors).toEqual([]);
});

async function openBuilder(viewport = DESKTOP): Promise<Page> {
  const opened = await site.openPage(viewport);
  errors = opened.errors;
  await opened.page.goto('/deck-builder');
  await opened.page.getByTestId('deck-count').waitFor();
  return opened.page;
}

const library = (page: Page) => page.getByTestId('library-card');
/** A library card's drag handle: named by its face (name, type, rarity), then what dragging does. */
const handle = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}, \\w+, \\w+: drag into your deck$`) });
const count = (page: Page) => page.getByTestId('deck-count').textContent();
const deckNames = (page: Page) =>
  page.getByTestId('deck-slot').evaluateAll((els) => els.map((el) => el.querySelector('.truncate')?.textContent));
const libraryNames = (page: Page) =>
  library(page).evaluateAll((els) => els.map((el) => el.querySelector('p')?.textContent ?? ''));

/** Where a dragged card goes: the bar at the bottom on narrow screens, else the deck panel. */
async function dropTarget(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const dock = page.getByTestId('deck-dock');
  const box = (await dock.isVisible())
    ? await dock.boundingBox()
    : await page.getByTestId('deck-drop-zone').boundingBox();
  if (!box) throw new Error('no drop target on screen');
  return box;
}

/** Presses the mouse on the card, moves it in steps over the deck and lets go, as a person drags. */
async function dragWithMouse(page: Page, card: Locator, shot?: string): Promise<void> {
  await card.scrollIntoViewIfNeeded();
  const from = await card.boundingBox();
  if (!from) throw new Error('card not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 3 });
  const to = await dropTarget(page);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.locator('[data-over]').waitFor();
  if (shot) await viewportScreenshot(page, shot);
  await page.mouse.up();
}

/** Focus, Space picks the card up, an arrow carries it over the deck, Space drops it. */
async function dragWithKeyboard(page: Page, card: Locator): Promise<void> {
  await card.focus();
  await page.keyboard.press('Space');
  await page.locator('[aria-pressed="true"]').waitFor();
  // dnd-kit starts listening for the arrows a moment after the pick-up: an arrow pressed sooner is not seen.
  await expect
    .poll(async () => {
      await page.keyboard.press('ArrowRight');
      return page.locator('[data-over]').count();
    })
    .toBeGreaterThan(0);
  await page.keyboard.press('Space');
}

describe('the local deck builder', () => {
  it('filters by type and rarity and sorts by name or rarity', async () => {
    const page = await openBuilder();
    expect(await library(page).count()).toBe(12);
    const byName = await libraryNames(page);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));

    await page.getByLabel('Type').selectOption('Magic');
    expect(await libraryNames(page)).toEqual(['Coupon Conjurer', 'Midnight Restock', 'Wishlist Whisper']);
    await page.getByLabel('Rarity').selectOption('Epic');
    expect(await libraryNames(page)).toEqual(['Midnight Restock']);
    await page.getByLabel('Type').selectOption('All');
    await page.getByLabel('Rarity').selectOption('Common');
    expect(await library(page).count()).toBe(4);

    await page.getByLabel('Rarity').selectOption('All');
    await page.getByLabel('Sort by').selectOption('rarity');
    const rarities = await library(page).evaluateAll((els) =>
      els.map((el) => (el.textContent?.match(/Common|Rare|Epic/) ?? [''])[0]),
    );
    expect(rarities).toEqual([...Array(4).fill('Common'), ...Array(4).fill('Rare'), ...Array(4).fill('Epic')]);
  });

  it('takes cards dragged with the mouse and with the keyboard, once each, at most 10; x removes one', async () => {
    const page = await openBuilder();
    expect(await count(page)).toBe('0/10 cards selected');

    await dragWithMouse(page, handle(page, 'Price Slasher'));
    await expect.poll(() => count(page)).toBe('1/10 cards selected');
    await dragWithKeyboard(page, handle(page, 'Receipt Shield'));
    await expect.poll(() => count(page)).toBe('2/10 cards selected');
    expect(await deckNames(page)).toEqual(['Price Slasher', 'Receipt Shield']);

    // A card in the deck cannot be dragged or added again.
    expect(await page.getByRole('button', { name: 'Add Price Slasher' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Price Slasher, Attack, Rare, in deck' }).waitFor();
    expect(
      await page.locator('[aria-label="Price Slasher, Attack, Rare, in deck"][aria-disabled="true"]').count(),
    ).toBe(1);

    // Eight more make ten; the last two cards are refused.
    const rest = (await libraryNames(page)).filter((n) => n !== 'Price Slasher' && n !== 'Receipt Shield');
    for (const name of rest.slice(0, 7)) await page.getByRole('button', { name: `Add ${name}` }).click();
    await dragWithMouse(page, handle(page, rest[7]!));
    await expect.poll(() => count(page)).toBe('10/10 cards selected');
    expect(await page.getByRole('button', { name: `Add ${rest[8]!}` }).isDisabled()).toBe(true);
    await dragWithMouse(page, handle(page, rest[8]!));
    await page.getByText('Your deck is full: 10 cards at most. Remove one to make room.').waitFor();
    expect(await count(page)).toBe('10/10 cards selected');
    await screenshot(page, 'deck-builder-full');

    await page.getByRole('button', { name: 'Remove Receipt Shield' }).click();
    expect(await count(page)).toBe('9/10 cards selected');
    expect(await deckNames(page)).not.toContain('Receipt Shield');
    await dragWithKeyboard(page, handle(page, rest[8]!));
    await expect.poll(() => count(page)).toBe('10/10 cards selected');
  });

  it("saves the deck as myDeck in local storage, alerts 'Deck saved!' and shows it again after a reload", async () => {
    const page = await openBuilder(PHONE);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Add Bargain Sense' }).click();
    await dragWithMouse(page, handle(page, 'Unboxing Frenzy'), 'deck-builder-dragging');
    await expect.poll(() => count(page)).toBe('2/10 cards selected');
    await screenshot(page, 'deck-builder');
    await page.getByRole('button', { name: 'Save Deck' }).click();
    await expect.poll(() => alerts).toEqual(['Deck saved!']);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('myDeck') ?? 'null') as unknown);
    expect(stored).toEqual([
      { id: 'bargain_sense', name: 'Bargain Sense', type: 'Skill', rarity: 'Rare' },
      { id: 'unboxing_frenzy', name: 'Unboxing Frenzy', type: 'Skill', rarity: 'Epic' },
    ]);

    await page.reload();
    await expect.poll(() => count(page)).toBe('2/10 cards selected');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'deck-builder');
  });
});
