import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { successDialogMs } from '@tembusu/contracts/api';
import { type ReactNode, useEffect, useRef } from 'react';

export interface SuccessDialogProps {
  opened: boolean;
  message: ReactNode;
  onClose(): void;
  /** e.g. 'Done'. With an action the dialog waits for it instead of closing itself. */
  actionLabel?: string;
  autoCloseMs?: number;
}

export function SuccessDialog({
  opened,
  message,
  onClose,
  actionLabel,
  autoCloseMs = successDialogMs,
}: SuccessDialogProps) {
  // Held in a ref so a parent re-rendering with a fresh callback does not restart the timer.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const autoClose = opened && !actionLabel;
  useEffect(() => {
    if (!autoClose) return;
    const timer = setTimeout(() => onCloseRef.current(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoClose, autoCloseMs]);

  return (
    <Modal.Root opened={opened} onClose={onClose} centered size="sm" radius="lg">
      <Modal.Overlay />
      <Modal.Content aria-label="Success">
        <Modal.Body p="xl">
          <Stack align="center" gap="md" py="xs">
            <ThemeIcon color="green" variant="light" size={64} radius="xl">
              <IconCheck size={36} stroke={2.2} />
            </ThemeIcon>
            <Text ta="center" fw={500} lh={1.5}>
              {message}
            </Text>
            {actionLabel && (
              <Button color="green" onClick={onClose} mt="xs" miw={140} data-autofocus>
                {actionLabel}
              </Button>
            )}
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
