import { Alert, Button, FileInput, Group, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle, IconFileSpreadsheet } from '@tabler/icons-react';
import type { ImportProblem } from '@tembusu/contracts/employees';
import { type ReactNode, useState } from 'react';
import { messageWithoutField } from '../api/http';
import { ImportRejected } from '../api/import-file';
import { ImportProblemsTable } from './import-problems-table';

/** The person choosing the file needs no field name, and reads the rest as a sentence. */
function refusalOf(failure: unknown): string {
  const text = messageWithoutField(failure);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const importable = /\.(csv|xlsx)$/i;

function rejectedFileMessage(count: number): string {
  const problems = count === 1 ? '1 problem' : `${count} problems`;
  return `The file has ${problems}. Fix the rows below and import the file again.`;
}

export interface ImportFileModalProps {
  opened: boolean;
  title: string;
  /** Above the file input: what the file holds, where to start from, the rules its rows follow. */
  children: ReactNode;
  /** Sends the file (`importFile`); an ImportRejected lists the rows to fix. */
  send(file: File): Promise<{ imported: number }>;
  sending: boolean;
  onClose(): void;
  onImported(count: number): void;
}

/** Imports a CSV or XLSX file, refused whole when any row has a problem, listed row by row. */
export function ImportFileModal({
  opened,
  title,
  children,
  send,
  sending,
  onClose,
  onImported,
}: ImportFileModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setProblems(null);
    setRefusal(null);
  };
  const close = () => {
    if (sending) return;
    reset();
    onClose();
  };

  const submit = async () => {
    if (!file) return;
    setProblems(null);
    setRefusal(null);
    if (!importable.test(file.name)) {
      setRefusal('Choose a .csv or .xlsx file.');
      return;
    }
    try {
      const { imported } = await send(file);
      reset();
      onImported(imported);
    } catch (failure) {
      if (failure instanceof ImportRejected) {
        setProblems(failure.problems);
        setRefusal(rejectedFileMessage(failure.problems.length));
      } else {
        setRefusal(refusalOf(failure));
      }
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="xl"
      radius="lg"
      padding="xl"
      centered
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Stack gap="xs">{children}</Stack>
        <FileInput
          label="File"
          placeholder="Choose a .csv or .xlsx file"
          accept=".csv,.xlsx"
          clearable
          leftSection={<IconFileSpreadsheet size={16} />}
          value={file}
          onChange={(value) => {
            setFile(value);
            setProblems(null);
            setRefusal(null);
          }}
        />
        {refusal && (
          <Alert
            color="red"
            variant="light"
            title="Nothing was imported"
            icon={<IconAlertTriangle size={18} />}
          >
            {refusal}
          </Alert>
        )}
        {problems && <ImportProblemsTable problems={problems} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!file} loading={sending}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
