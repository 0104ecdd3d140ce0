import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of a claims set-up form: its title and purpose beside its fields (above, on a phone). */
export function ClaimSetupSection({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      component="section"
      aria-label={title}
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">{children}</Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
