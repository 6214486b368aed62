import { PAGES } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { isOwnChunk } from '../page-screens';
import { MORE_SCREENS } from './more';

describe('the screens behind routes/more.tsx', () => {
  it("has a page for every screen of the page table that has no chunk of its own, and for 'not found'", () => {
    const screens = Object.values(PAGES)
      .map((page) => page.screen)
      .filter((screen) => !isOwnChunk(screen));
    for (const screen of [...screens, 'not-found' as const]) expect(MORE_SCREENS[screen], screen).toBeDefined();
  });
});
