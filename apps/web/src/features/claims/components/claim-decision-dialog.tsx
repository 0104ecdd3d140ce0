import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  type Claim,
  claimApprovedMessage,
  claimRejectedMessage,
  claimReturnedMessage,
} from '@tembusu/contracts/claims';
import { useEffect, useState } from 'react';
import { messageWithoutField } from '../../../api/http';
import { SuccessDialog } from '../../../components/success-dialog';
import { stripBidiMarks } from '../../../lib/format';
import { claimAmountText } from './claim-format';

export type ClaimDecision = 'approve' | 'reject' | 'return';
export type PendingClaimDecision = { claim: Claim; decision: ClaimDecision };

const decidedMessages: Record<ClaimDecision, string> = {
  approve: claimApprovedMessage,
  reject: claimRejectedMessage,
  return: claimReturnedMessage,
};

/** "Tan Wei Ming's claim CL-000001 (Taxi, $42.50)": the claim a decision is about. */
export function claimLine(claim: Claim): string {
  return `${claim.employee.name}'s claim ${claim.number} (${claim.claimType.name}, ${stripBidiMarks(
    claimAmountText(claim),
  )})`;
}

const words = {
  approve: {
    title: 'Approve claim',
    verb: 'Approving',
    confirmLabel: 'Approve',
    confirmColor: 'tembusu',
    commentLabel: 'Comment',
    requiredMessage: undefined,
  },
  reject: {
    title: 'Reject claim',
    verb: 'Rejecting',
    confirmLabel: 'Reject',
    confirmColor: 'red',
    commentLabel: 'Reason for rejecting',
    requiredMessage: 'Say why the claim is rejected',
  },
  return: {
    title: 'Return claim for changes',
    verb: 'Returning',
    confirmLabel: 'Return for changes',
    confirmColor: 'orange',
    commentLabel: 'What to change',
    requiredMessage: 'Say why the claim is returned',
  },
} as const;

export interface ClaimDecisionDialogProps {
  /** The claim and what is to be done to it; null keeps the dialog closed. */
  pending: PendingClaimDecision | null;
  /** Sends the decision (the admins' or the staff's call); a refusal stays in the dialog. */
  decide(claim: Claim, decision: ClaimDecision, comment: string | null): Promise<unknown>;
  onClose(): void;
  /** After the success dialog closes. */
  onDone?(decision: ClaimDecision): void;
}

/**
 * Approving (a comment optional), rejecting or returning a claim for changes (a comment
 * required: it tells the employee why), then the success dialog.
 */
export function ClaimDecisionDialog({
  pending,
  decide,
  onClose,
  onDone,
}: ClaimDecisionDialogProps) {
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<ClaimDecision | null>(null);
  // Kept while the dialog fades out, so its words do not change as it goes.
  const [shown, setShown] = useState<PendingClaimDecision | null>(pending);
  if (pending && pending !== shown) setShown(pending);
  const opened = pending !== null;
  // Each opening starts blank, not with the comment on the last claim.
  useEffect(() => {
    if (opened) {
      setComment('');
      setMissing(false);
      setFailure(null);
    }
  }, [opened]);

  const decision = shown?.decision ?? 'approve';
  const text = words[decision];
  const close = () => {
    if (!sending) onClose();
  };
  const confirm = async () => {
    if (!pending) return;
    const given = comment.trim();
    if (text.requiredMessage && !given) {
      setMissing(true);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await decide(pending.claim, pending.decision, given || null);
    } catch (cause) {
      setFailure(cause);
      return;
    } finally {
      setSending(false);
    }
    onClose();
    setDone(pending.decision);
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        title={text.title}
        centered
        size="md"
        radius="lg"
        padding="lg"
        closeOnClickOutside={!sending}
        closeOnEscape={!sending}
        withCloseButton={!sending}
        styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <Stack gap="md">
          <Text size="sm" lh={1.6}>
            {text.verb} {shown ? claimLine(shown.claim) : ''}.
          </Text>
          <Textarea
            label={text.commentLabel}
            description={text.requiredMessage ? 'The employee sees this' : 'Optional'}
            required={Boolean(text.requiredMessage)}
            autosize
            minRows={3}
            maxLength={1000}
            value={comment}
            onChange={(event) => {
              setComment(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? text.requiredMessage : undefined}
            data-autofocus
          />
          {failure !== null && (
            <Alert color="red" role="alert">
              {messageWithoutField(failure)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={sending}>
              Cancel
            </Button>
            <Button color={text.confirmColor} onClick={confirm} loading={sending}>
              {text.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <SuccessDialog
        opened={done !== null}
        message={done ? decidedMessages[done] : ''}
        onClose={() => {
          const finished = done;
          setDone(null);
          if (finished) onDone?.(finished);
        }}
      />
    </>
  );
}
