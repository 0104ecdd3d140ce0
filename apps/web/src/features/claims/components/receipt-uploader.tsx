import { ActionIcon, Button, FileButton, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { type ClaimReceipt, maxClaimReceipts } from '@tembusu/contracts/claims';
import { type ReactNode, useRef, useState } from 'react';
import { errorMessage } from '../../../api/http';
import { ltrText } from '../../../lib/format';
import { uploadAccept, uploadProblem, useUploadFile } from '../../uploads';

/** "2048" → "2 KB", "1572864" → "1.5 MB": a file's size as a person reads it. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return ltrText(`${bytes} B`);
  if (bytes < 1024 * 1024) return ltrText(`${Math.round(bytes / 1024)} KB`);
  return ltrText(`${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`);
}

export function ReceiptIcon({ receipt }: { receipt: Pick<ClaimReceipt, 'contentType'> }) {
  return receipt.contentType === 'application/pdf' ? (
    <IconFileTypePdf size={18} aria-hidden />
  ) : (
    <IconPhoto size={18} aria-hidden />
  );
}

export interface ReceiptUploaderProps {
  /** The receipts attached so far. */
  value: ClaimReceipt[];
  onChange(receipts: ClaimReceipt[]): void;
  /** The claim type asks for a receipt: the label is marked required. */
  required?: boolean;
  /** The form's message about the receipts (none attached, too many). */
  error?: ReactNode;
  label?: string;
}

/**
 * A claim's receipts: one or more files, each checked against the upload rules (jpg, png, pdf,
 * jpeg, gif or svg, at most 2 MB, with the spec's messages) and uploaded as it is chosen; each
 * can be taken off again. At most `maxClaimReceipts`.
 */
export function ReceiptUploader({
  value,
  onChange,
  required = false,
  error,
  label = 'Receipts',
}: ReceiptUploaderProps) {
  const upload = useUploadFile();
  const resetRef = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The uploads finish one after another: each adds to what the last one left.
  const current = useRef(value);
  current.current = value;
  const full = value.length >= maxClaimReceipts;

  const choose = async (files: File[]) => {
    resetRef.current?.();
    setProblem(null);
    let attached = current.current;
    for (const file of files) {
      if (attached.length >= maxClaimReceipts) {
        setProblem(`Attach at most ${maxClaimReceipts} receipts`);
        break;
      }
      const refused = uploadProblem(file);
      if (refused) {
        setProblem(refused);
        continue;
      }
      try {
        const saved = await upload.mutateAsync(file);
        attached = [
          ...attached,
          { id: saved.id, name: saved.name, contentType: saved.contentType, size: saved.size },
        ];
        onChange(attached);
      } catch (failure) {
        setProblem(errorMessage(failure));
      }
    }
  };

  const shownError = problem ?? error;
  return (
    <Stack gap={6} data-error={shownError ? true : undefined}>
      <div>
        <Input.Label labelElement="div" required={required}>
          {label}
        </Input.Label>
        <Input.Description>
          {required ? 'This claim type needs a receipt. ' : ''}
          JPG, PNG, GIF, SVG or PDF, up to 2 MB each; at most {maxClaimReceipts}
        </Input.Description>
      </div>
      {value.length > 0 && (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
          {value.map((receipt) => (
            <Paper component="li" key={receipt.id} withBorder radius="md" px="sm" py={6}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <ReceiptIcon receipt={receipt} />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {receipt.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {fileSizeText(receipt.size)}
                  </Text>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${receipt.name}`}
                  onClick={() => {
                    setProblem(null);
                    onChange(current.current.filter((kept) => kept.id !== receipt.id));
                  }}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Group gap="xs">
        <FileButton onChange={choose} accept={uploadAccept} resetRef={resetRef} multiple>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
              loading={upload.isPending}
              disabled={full}
            >
              {value.length > 0 ? 'Add receipts' : 'Upload receipts'}
            </Button>
          )}
        </FileButton>
      </Group>
      {shownError && (
        <Text size="xs" c="red" role="alert">
          {shownError}
        </Text>
      )}
    </Stack>
  );
}
