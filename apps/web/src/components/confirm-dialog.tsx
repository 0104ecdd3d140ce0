import { Button, Group, type MantineColor, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  /** e.g. 'Deleting pay item Bonus Are you sure you want to proceed?' */
  message: ReactNode;
  onConfirm(): void;
  onCancel(): void;
  confirmLabel?: string;
  /** Red for a delete (the default); the brand's colour for a step forward such as Mark as Paid. */
  confirmColor?: MantineColor;
  cancelLabel?: string;
  /** The confirmed action is running: the dialog cannot be dismissed until it settles. */
  loading?: boolean;
}

export function ConfirmDialog({
  opened,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'Delete',
  confirmColor = 'red',
  cancelLabel = 'Cancel',
  loading = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => {} : onCancel}
      title={title}
      centered
      size="md"
      radius="lg"
      padding="lg"
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="xl">
        <Text size="sm" lh={1.6}>
          {message}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
