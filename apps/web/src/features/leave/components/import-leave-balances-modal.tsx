import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ErrorDialog } from '../../../components/error-dialog';
import type { ExportFormat } from '../../../components/export-buttons';
import { ImportFileModal } from '../../../components/import-file-modal';
import { downloadFailedMessage, useDownload } from '../../../components/use-download';
import { downloadLeaveBalanceTemplate, useImportLeaveBalances } from '../api/leave-balances';

const templates = [
  { format: 'csv', label: 'CSV template' },
  { format: 'xlsx', label: 'XLSX template' },
] as const;

export interface ImportLeaveBalancesModalProps {
  opened: boolean;
  onClose(): void;
  onImported(count: number): void;
}

/**
 * Brings in what a company moving in had of each person's leave: the days carried into this
 * leave year and those taken before. A file with any bad row is refused whole.
 */
export function ImportLeaveBalancesModal({
  opened,
  onClose,
  onImported,
}: ImportLeaveBalancesModalProps) {
  const importing = useImportLeaveBalances();
  const download = useDownload<ExportFormat>();

  return (
    <ImportFileModal
      opened={opened}
      title="Import leave balances"
      send={importing.mutateAsync}
      sending={importing.isPending}
      onClose={onClose}
      onImported={onImported}
    >
      <Text size="sm" lh={1.6}>
        Bring in the leave balances of your previous system, for each employee’s current leave year.
        Start from a template: its first row names the columns, and each further row is one
        employee’s leave type.
      </Text>
      <Group gap="xs">
        {templates.map(({ format, label }) => (
          <Button
            key={format}
            variant="light"
            size="xs"
            leftSection={<IconDownload size={14} />}
            loading={download.pending === format}
            disabled={download.pending !== null && download.pending !== format}
            onClick={() => download.start(format, () => downloadLeaveBalanceTemplate(format))}
          >
            {label}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed" lh={1.6}>
        Brought forward is the days carried in from last year and not yet taken: they lapse on the
        leave type’s carry-forward expiry. Taken before moving in is the days of this year’s leave
        already taken. An adjustment adds or takes away days for any other reason, which goes in the
        reason column.
      </Text>
      <Text size="xs" c="dimmed" lh={1.6}>
        Employees are matched by employee number, leave types by code or name. Every row is checked
        first: if any row has a problem, nothing is imported. Importing an employee’s leave type
        again replaces what the earlier import brought in.
      </Text>
      <ErrorDialog
        opened={download.failed}
        message={downloadFailedMessage}
        onClose={download.dismiss}
      />
    </ImportFileModal>
  );
}
