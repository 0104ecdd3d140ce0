import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { worthRetrying } from '../api/http';
import { SessionProvider } from '../lib/session/session-provider';
import { theme } from '../lib/theme';
import { SettingsProvider } from './settings/settings-provider';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, retry: worthRetrying, refetchOnWindowFocus: false },
        },
      }),
  );
  return (
    <MantineProvider theme={theme}>
      <SettingsProvider>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>{children}</SessionProvider>
        </QueryClientProvider>
      </SettingsProvider>
    </MantineProvider>
  );
}
