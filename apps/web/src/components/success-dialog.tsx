import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { successDialogMs } from '@tembusu/contracts/api';
import { type ReactNode, useEffect, useRef } from 'react';

export interface SuccessDialogProps {
  opened: boolean;
  /** What went well, e.g. 'Payroll has been updated'. The dialog never opens without one. */
  message: ReactNode;
  onClose(): void;
  /**
   * The button's label, e.g. 'Back to room Booking'. With one the dialog waits for it; without
   * one the button reads OK and the dialog also closes itself after 1500 ms.
   */
  actionLabel?: string;
  autoCloseMs?: number;
}

const isEmpty = (message: ReactNode) =>
  message === null || message === undefined || message === false || message === '';

/**
 * The one success dialog: a tick in the brand's colour, the message and a button. A caller that
 * clears its message as it closes the dialog (`message={success ?? ''}`) still shows the last
 * message while the dialog fades out, never an empty dialog.
 */
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
  const lastMessage = useRef<ReactNode>(message);
  if (!isEmpty(message)) lastMessage.current = message;
  const shown = isEmpty(message) ? lastMessage.current : message;
  const open = opened && !isEmpty(shown);

  const autoClose = open && !actionLabel;
  useEffect(() => {
    if (!autoClose) return;
    const timer = setTimeout(() => onCloseRef.current(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoClose, autoCloseMs]);

  return (
    <Modal.Root opened={open} onClose={onClose} centered size="sm" radius="lg">
      <Modal.Overlay />
      <Modal.Content aria-label="Success">
        <Modal.Body p="xl">
          <Stack align="center" gap="md" py="xs">
            <ThemeIcon color="tembusu" variant="light" size={64} radius="xl" aria-hidden>
              <IconCheck size={36} stroke={2.2} />
            </ThemeIcon>
            <Text ta="center" fw={500} lh={1.5}>
              {/* Isolated, so that a sentence keeps its full stop at its end in right-to-left pages. */}
              <bdi>{shown}</bdi>
            </Text>
            <Button color="tembusu" onClick={onClose} mt="xs" miw={140} data-autofocus>
              {actionLabel ?? 'OK'}
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
