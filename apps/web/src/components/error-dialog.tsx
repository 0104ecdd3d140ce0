import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ErrorDialogProps {
  opened: boolean;
  message: ReactNode;
  onClose(): void;
}

export function ErrorDialog({ opened, message, onClose }: ErrorDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Error!"
      centered
      size="md"
      radius="lg"
      padding="lg"
      styles={{
        title: {
          fontWeight: 650,
          fontSize: 'var(--mantine-font-size-lg)',
          color: 'var(--mantine-color-red-7)',
        },
      }}
    >
      <Stack gap="xl">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon color="red" variant="light" size={40} radius="xl" aria-hidden>
            <IconAlertTriangle size={22} stroke={1.8} />
          </ThemeIcon>
          <Text size="sm" lh={1.6} pt={10} style={{ overflowWrap: 'anywhere' }}>
            {message}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button color="red" onClick={onClose} miw={88} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
