import type { Icon } from '@tabler/icons-react';

export type NavItem = {
  label: string;
  to: string;
  icon: Icon;
  /** Paths that also light the item up, besides `to` and the paths under it. */
  activeFor?: RegExp;
  /** The roles the page is for, when not everyone who sees the navigation. */
  roles?: readonly string[];
  /** About the signed-in person themselves: a top bar lists it in the account menu. */
  personal?: true;
};
export type NavSection = { title?: string; items: readonly NavItem[] };

/** Who is signed in, as the layouts show them. */
export type LayoutUser = { name: string; roleLabel: string; organizationName?: string };
