import {
  Alert,
  Button,
  Group,
  type MantineColor,
  Modal,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { messageWithoutField } from '../../../api/http';

export interface LeaveCommentDialogProps {
  opened: boolean;
  /** e.g. 'Reject leave'. */
  title: string;
  /** The request it is about, in a sentence or two. */
  summary: ReactNode;
  confirmLabel: string;
  /** The button that closes the dialog without acting: 'Keep request' where the action is Cancel. */
  dismissLabel?: string;
  confirmColor?: MantineColor;
  /** When set, the comment must be given, and this says why ('Say why the leave is rejected'). */
  requiredMessage?: string;
  commentLabel?: string;
  /** The action is running: the dialog cannot be dismissed until it settles. */
  loading?: boolean;
  /** Why the last try failed, shown in the dialog so the comment can be kept and sent again. */
  failure?: unknown;
  onConfirm(comment: string | null): void;
  onClose(): void;
}

/**
 * A decision on a leave request with a comment for the request's history: approve, reject (the
 * comment then required) or cancel.
 */
export function LeaveCommentDialog({
  opened,
  title,
  summary,
  confirmLabel,
  dismissLabel = 'Cancel',
  confirmColor = 'tembusu',
  requiredMessage,
  commentLabel = 'Comment',
  loading = false,
  failure,
  onConfirm,
  onClose,
}: LeaveCommentDialogProps) {
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  // Each opening starts blank, not with the comment on the last request.
  useEffect(() => {
    if (opened) {
      setComment('');
      setMissing(false);
    }
  }, [opened]);

  const confirm = () => {
    const text = comment.trim();
    if (requiredMessage && !text) {
      setMissing(true);
      return;
    }
    onConfirm(text || null);
  };

  return (
    <Modal
      opened={opened}
      onClose={loading ? () => {} : onClose}
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
      <Stack gap="md">
        <Text component="div" size="sm" lh={1.6}>
          {summary}
        </Text>
        <Textarea
          label={commentLabel}
          description={requiredMessage ? undefined : 'Optional'}
          required={Boolean(requiredMessage)}
          autosize
          minRows={3}
          maxLength={1000}
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? requiredMessage : undefined}
          data-autofocus
        />
        {failure !== undefined && failure !== null && (
          <Alert color="red" role="alert">
            {messageWithoutField(failure)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {dismissLabel}
          </Button>
          <Button color={confirmColor} onClick={confirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
