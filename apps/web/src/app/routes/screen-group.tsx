import type { ComponentType, LazyExoticComponent } from 'react';

/** The lazy screens of one group, by key; each is still its own chunk. */
export type LazyScreens = Record<string, LazyExoticComponent<ComponentType>>;

/** The component that shows one screen of a group (the group's module is one lazy import of page-screens.tsx). */
export function screenGroup<K extends string>(screens: Record<K, LazyExoticComponent<ComponentType>>) {
  return function Screens({ screen }: { screen: K }) {
    const Screen: LazyExoticComponent<ComponentType> = screens[screen];
    return <Screen />;
  };
}
