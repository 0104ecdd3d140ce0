export const sidebarColors = {
  slate: {
    label: 'Slate',
    background: '#1c2434',
    text: '#c8d1e0',
    active: '#2d3a50',
    accent: '#6fcdac',
  },
  forest: {
    label: 'Forest',
    background: '#05392a',
    text: '#cde9df',
    active: '#0b5a43',
    accent: '#9bdcc5',
  },
  indigo: {
    label: 'Indigo',
    background: '#1e1b4b',
    text: '#d4d3f5',
    active: '#312e81',
    accent: '#a5b4fc',
  },
  plum: {
    label: 'Plum',
    background: '#3b0d3a',
    text: '#f0d5ee',
    active: '#5b1a59',
    accent: '#f0abfc',
  },
  light: {
    label: 'Light',
    background: '#ffffff',
    text: '#334155',
    active: '#e6f7f1',
    accent: '#0b7a5a',
  },
} as const;
export type SidebarColor = keyof typeof sidebarColors;

export type Settings = {
  sidebarMode: 'full' | 'compact';
  sidebarColor: SidebarColor;
  direction: 'ltr' | 'rtl';
};

export const defaultSettings: Settings = {
  sidebarMode: 'full',
  sidebarColor: 'slate',
  direction: 'ltr',
};

export const settingsStorageKey = 'tembusu.settings';

/** What this browser remembers; anything unreadable falls back to the defaults. */
export function loadSettings(storage: Storage): Settings {
  try {
    const stored = storage.getItem(settingsStorageKey);
    if (!stored) return defaultSettings;
    const value = { ...defaultSettings, ...JSON.parse(stored) };
    const valid =
      ['full', 'compact'].includes(value.sidebarMode) &&
      Object.hasOwn(sidebarColors, value.sidebarColor) &&
      ['ltr', 'rtl'].includes(value.direction);
    return valid
      ? {
          sidebarMode: value.sidebarMode,
          sidebarColor: value.sidebarColor,
          direction: value.direction,
        }
      : defaultSettings;
  } catch {
    return defaultSettings;
  }
}

export function saveSettings(storage: Storage, settings: Settings): void {
  storage.setItem(settingsStorageKey, JSON.stringify(settings));
}
