import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorDialog } from '../../../components/error-dialog';
import { ImportFileModal } from '../../../components/import-file-modal';
import {
  downloadImportTemplate,
  type SpreadsheetFormat,
  useImportEmployees,
} from '../api/employees';

export const downloadFailedMessage = 'An error sorry';

export interface ImportEmployeesModalProps {
  opened: boolean;
  onClose(): void;
  onImported(count: number): void;
}

/** Adds employees from a filled-in template; a file with any bad row is refused whole. */
export function ImportEmployeesModal({ opened, onClose, onImported }: ImportEmployeesModalProps) {
  const importing = useImportEmployees();
  const [downloadFailed, setDownloadFailed] = useState(false);

  const template = async (format: SpreadsheetFormat) => {
    try {
      await downloadImportTemplate(format);
    } catch {
      setDownloadFailed(true);
    }
  };

  return (
    <ImportFileModal
      opened={opened}
      title="Import employees"
      send={importing.mutateAsync}
      sending={importing.isPending}
      onClose={onClose}
      onImported={onImported}
    >
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
        Departments and branches/outlets are matched by name. Every row is checked first: if any row
        has a problem, nothing is imported. Imported employees choose their password with “Forgot
        password” before they first sign in.
      </Text>
      <ErrorDialog
        opened={downloadFailed}
        message={downloadFailedMessage}
        onClose={() => setDownloadFailed(false)}
      />
    </ImportFileModal>
  );
}
