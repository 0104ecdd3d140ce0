import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import type { ImportProblem } from '@tembusu/contracts/employees';
import { useState } from 'react';
import { messageWithoutField } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import {
  downloadImportTemplate,
  ImportRejected,
  type SpreadsheetFormat,
  useImportEmployees,
} from '../api/employees';
import { ImportProblemsTable } from './import-problems-table';

export const downloadFailedMessage = 'An error sorry';

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

export interface ImportEmployeesModalProps {
  opened: boolean;
  onClose(): void;
  onImported(count: number): void;
}

/** Adds employees from a filled-in template; a file with any bad row is refused whole. */
export function ImportEmployeesModal({ opened, onClose, onImported }: ImportEmployeesModalProps) {
  const importing = useImportEmployees();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const reset = () => {
    setFile(null);
    setProblems(null);
    setRefusal(null);
  };
  const close = () => {
    if (importing.isPending) return;
    reset();
    onClose();
  };

  const template = async (format: SpreadsheetFormat) => {
    try {
      await downloadImportTemplate(format);
    } catch {
      setDownloadFailed(true);
    }
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
      const { imported } = await importing.mutateAsync(file);
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
      title="Import employees"
      size="xl"
      radius="lg"
      padding="xl"
      centered
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Text size="sm" lh={1.6}>
            Add many employees at once from a CSV or XLSX file. Start from a template: its first row
            names the columns, and each further row is one employee.
          </Text>
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconDownload size={14} />}
              onClick={() => template('csv')}
            >
              CSV template
            </Button>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconDownload size={14} />}
              onClick={() => template('xlsx')}
            >
              XLSX template
            </Button>
          </Group>
          <Text size="xs" c="dimmed" lh={1.6}>
            Departments and branches/outlets are matched by name. Every row is checked first: if any
            row has a problem, nothing is imported. Imported employees choose their password with
            “Forgot password” before they first sign in.
          </Text>
        </Stack>
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
          <Button variant="default" onClick={close} disabled={importing.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!file} loading={importing.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
      <ErrorDialog
        opened={downloadFailed}
        message={downloadFailedMessage}
        onClose={() => setDownloadFailed(false)}
      />
    </Modal>
  );
}
