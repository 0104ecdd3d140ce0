import { type ReactNode, useState } from 'react';
import { errorMessage } from '../api/http';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorDialog } from './error-dialog';
import { SuccessDialog } from './success-dialog';

export interface DeletePromptProps<T> {
  /** The record asked about; null keeps the prompt closed. */
  record: T | null;
  title: string;
  /** e.g. 'Deleting pay item Bonus Are you sure you want to proceed?' */
  message(record: T): string;
  remove(record: T): Promise<unknown>;
  /** Shown in a success dialog once deleted; without it the prompt just closes. */
  deletedMessage?: ReactNode;
  /** The prompt is done with the record: deleted, failed or cancelled. */
  onClose(): void;
}

/** The question before a delete, then the error dialog or the success dialog after it. */
export function DeletePrompt<T>({
  record,
  title,
  message,
  remove,
  deletedMessage,
  onClose,
}: DeletePromptProps<T>) {
  const [removing, setRemoving] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (record === null) return;
    setRemoving(true);
    try {
      await remove(record);
      if (deletedMessage) setDeleted(true);
    } catch (cause) {
      setFailure(errorMessage(cause));
    } finally {
      setRemoving(false);
    }
    onClose();
  };

  return (
    <>
      <ConfirmDialog
        opened={record !== null}
        title={title}
        message={record === null ? '' : message(record)}
        loading={removing}
        onCancel={onClose}
        onConfirm={confirm}
      />
      {deletedMessage && (
        <SuccessDialog
          opened={deleted}
          message={deletedMessage}
          onClose={() => setDeleted(false)}
        />
      )}
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
