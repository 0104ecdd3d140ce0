import { Alert, Button, Code, SimpleGrid, Stack } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';

/** One-time recovery codes, shown once, with a way to copy them. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title="Keep these recovery codes somewhere safe">
        Each one signs you in once if you lose your phone. They will not be shown again.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" aria-label="Recovery codes">
        {codes.map((code) => (
          <Code key={code} fz="md" ta="center" py={6}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Button variant="default" onClick={() => clipboard.copy(codes.join('\n'))}>
        {clipboard.copied ? 'Copied' : 'Copy codes'}
      </Button>
    </Stack>
  );
}
