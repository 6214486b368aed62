import type { PageScreen } from '@dd/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { OwnChunkScreen } from '../page-screens';
import { screenGroup } from './screen-group';

/*
 * The screens of the admin, the games and the test page, and "not found", behind one lazy import in the first load
 * (app/page-screens.tsx: the home page's initial JavaScript has a 100 KB budget, and each lazy import there costs
 * it bytes). Each screen still loads its own chunk on demand from here. A screen is its feature's
 * `<screen>-page.tsx`, so the list is the features' pages (more.test.ts checks that every screen has one). The
 * pages a module in routes/ composes are left out: that module imports them, and a lazy import here too would split
 * each into a chunk of its own beside its route's.
 */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>([
  '../../features/**/*-page.tsx',
  '!../../features/**/{home,product,drops,thread,profile,user-profile,legal}-page.tsx',
]);

export type MoreScreen = Exclude<PageScreen, OwnChunkScreen> | 'not-found';

/** Each page by its screen's name: `features/pvp/pvp-lobby-page.tsx` shows `pvp-lobby`. */
export const MORE_SCREENS = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([file, load]) => [file.replace(/^.*\/|-page\.tsx$/g, ''), lazy(load)]),
) as Record<MoreScreen, LazyExoticComponent<ComponentType>>;

export default screenGroup(MORE_SCREENS);
