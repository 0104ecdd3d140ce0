import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { downloadFailedMessage, useDownload } from '../../../components/use-download';
import { PayslipDocument } from '../../payroll';
import { downloadPayslipPdf, useStaffPayslip } from '../api/staff-payslips';

/**
 * One of the employee's own payslips: the itemised payslip as its PDF prints it. The compliance
 * warnings are the payroll admins'; the server sends staff none, and this page shows none.
 */
export function StaffPayslipPage() {
  const { id } = useParams();
  const { data, isPending, error } = useStaffPayslip(id);
  const download = useDownload<'pdf'>();
  const title = data ? `Payslip ${data.payslip.payslipNo}` : 'Payslip';

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Payslips', to: '/staff-payslip' }, { label: title }]}
        title={title}
        action={
          <Group gap="sm">
            <Button
              component={Link}
              to="/staff-payslip"
              variant="default"
              leftSection={<IconArrowLeft size={18} className="tembusu-mirror-rtl" />}
            >
              Back
            </Button>
            {data && (
              <Button
                leftSection={<IconDownload size={18} />}
                loading={download.pending === 'pdf'}
                onClick={() =>
                  download.start('pdf', () =>
                    downloadPayslipPdf(data.payslip.id, data.payslip.payslipNo),
                  )
                }
              >
                Download PDF
              </Button>
            )}
          </Group>
        }
      />
      {isPending && <LoadingSpinner />}
      {error && (
        <RecordLoadFailure
          error={error}
          what="payslip"
          notFoundTitle="Payslip not found"
          notFoundText="This payslip is not one of yours, or its payroll has not been released yet."
          backTo="/staff-payslip"
          backLabel="Back to my payslips"
        />
      )}
      {data && <PayslipDocument view={data} />}
      <ErrorDialog
        opened={download.failed}
        message={downloadFailedMessage}
        onClose={download.dismiss}
      />
    </Stack>
  );
}
