import { DirectionProvider, useDirection } from '@mantine/core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { defaultSettings, loadSettings, type Settings, saveSettings } from './settings';

type SettingsContextValue = {
  settings: Settings;
  update(change: Partial<Settings>): void;
  reset(): void;
};

const SettingsContext = createContext<SettingsContextValue | null>(null);

function DirectionSync({ direction }: { direction: Settings['direction'] }) {
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(direction);
    document.documentElement.setAttribute('dir', direction);
  }, [direction, setDirection]);
  return null;
}

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<Settings>(() => loadSettings(window.localStorage));

  const update = useCallback((change: Partial<Settings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      saveSettings(window.localStorage, next);
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    saveSettings(window.localStorage, defaultSettings);
    setSettings(defaultSettings);
  }, []);

  const value = useMemo(() => ({ settings, update, reset }), [settings, update, reset]);

  return (
    <DirectionProvider initialDirection={settings.direction} detectDirection={false}>
      <DirectionSync direction={settings.direction} />
      <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>
    </DirectionProvider>
  );
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings is used outside SettingsProvider');
  return value;
}
