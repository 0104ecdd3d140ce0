import type { Icon } from '@tabler/icons-react';

export type NavItem = { label: string; to: string; icon: Icon };
export type NavSection = { title?: string; items: readonly NavItem[] };

/** Who is signed in, as the layouts show them. */
export type LayoutUser = { name: string; roleLabel: string; organizationName?: string };
