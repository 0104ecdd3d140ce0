import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ErrorDialog } from './error-dialog';
import { downloadFailedMessage, useDownload } from './use-download';

export type ExportFormat = 'csv' | 'xlsx';

const formats = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'xlsx', label: 'Export XLSX' },
] as const;

/**
 * A report's Export CSV and Export XLSX buttons: a spinner on the one under way, the other held
 * until it ends, and 'An error sorry' when a download fails.
 */
export function ExportButtons({ exportAs }: { exportAs(format: ExportFormat): Promise<void> }) {
  const download = useDownload<ExportFormat>();
  return (
    <>
      <Group gap="sm">
        {formats.map(({ format, label }) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={18} />}
            loading={download.pending === format}
            disabled={download.pending !== null && download.pending !== format}
            onClick={() => download.start(format, () => exportAs(format))}
          >
            {label}
          </Button>
        ))}
      </Group>
      <ErrorDialog
        opened={download.failed}
        message={downloadFailedMessage}
        onClose={download.dismiss}
      />
    </>
  );
}
