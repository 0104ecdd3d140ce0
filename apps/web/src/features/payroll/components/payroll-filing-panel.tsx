import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconFileText } from '@tabler/icons-react';
import {
  filingGaps,
  leftOutReasonLabels,
  salaryBankLabels,
} from '@tembusu/contracts/payroll-filing';
import type { PayrollSummary } from '@tembusu/contracts/payroll-runs';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { Ltr } from '../../../components/ltr-text';
import { formatDate, formatMoney } from '../../../lib/format';
import {
  downloadBankFile,
  downloadCpfEzpayFile,
  useBankFilePreview,
  useFilingSettings,
} from '../api/payroll-filing';

const filingSettingsPath = '/payroll/setting/filing';

/** What a file still needs, with the way to the settings instead of a button that would fail. */
function Missing({ message }: { message: string }) {
  return (
    <Text size="sm" c="dimmed">
      {message}{' '}
      <Anchor component={Link} to={filingSettingsPath} size="sm">
        Open the filing settings
      </Anchor>
    </Text>
  );
}

/**
 * The CPF EZPay contribution file and the salary bank file of a confirmed or paid payroll, with
 * who the bank file leaves out, as the server previews it.
 */
export function PayrollFilingPanel({ summary }: { summary: PayrollSummary }) {
  const settings = useFilingSettings();
  const gaps = settings.data ? filingGaps(settings.data) : null;
  const preview = useBankFilePreview(summary.id, gaps !== null && gaps.bank === null);
  const [pending, setPending] = useState<'cpf' | 'bank' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (file: 'cpf' | 'bank', download: () => Promise<void>) => {
    setPending(file);
    try {
      await download();
    } catch (cause) {
      setFailure(errorMessage(cause));
    }
    setPending(null);
  };

  const bank = settings.data?.salaryBank ?? null;
  const leftOut = preview.data?.leftOut ?? [];

  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" component="section" aria-label="Filing">
      <Stack gap="md">
        <Title order={2} size="h4">
          Filing
        </Title>
        {settings.error && <Alert color="red">{settings.error.message}</Alert>}
        {gaps && (
          <Stack gap="sm">
            {gaps.cpf ? (
              <Missing message={gaps.cpf} />
            ) : (
              <Group>
                <Button
                  variant="default"
                  leftSection={<IconFileText size={18} />}
                  loading={pending === 'cpf'}
                  onClick={() =>
                    void run('cpf', () => downloadCpfEzpayFile(summary.id, summary.payrollNo))
                  }
                >
                  CPF EZPay file
                </Button>
              </Group>
            )}
            {gaps.bank || bank === null ? (
              <Missing message={gaps.bank ?? ''} />
            ) : (
              <Stack gap="xs">
                {preview.error && (
                  <Alert color="yellow" variant="light">
                    {preview.error.message}
                  </Alert>
                )}
                {preview.data && (
                  <>
                    <Group gap="md" wrap="wrap">
                      <Button
                        variant="default"
                        leftSection={<IconBuildingBank size={18} />}
                        loading={pending === 'bank'}
                        onClick={() =>
                          void run('bank', () =>
                            downloadBankFile(summary.id, preview.data?.fileName ?? ''),
                          )
                        }
                      >
                        Bank file ({bank})
                      </Button>
                      <Text size="sm" c="dimmed">
                        {salaryBankLabels[bank]}: <Ltr>{preview.data.fileName}</Ltr>,{' '}
                        {preview.data.credits} {preview.data.credits === 1 ? 'credit' : 'credits'}{' '}
                        totalling {formatMoney(preview.data.total)}, value date{' '}
                        {formatDate(preview.data.valueDate)}
                      </Text>
                    </Group>
                    {leftOut.length > 0 && (
                      <Stack gap={4}>
                        <Text size="sm" fw={600}>
                          Not in the bank file ({leftOut.length})
                        </Text>
                        <List size="sm" spacing={2} aria-label="Not in the bank file">
                          {leftOut.map((entry) => (
                            <List.Item key={entry.payslipId}>
                              {entry.name}: {leftOutReasonLabels[entry.reason]} (
                              {formatMoney(entry.netPay)})
                            </List.Item>
                          ))}
                        </List>
                      </Stack>
                    )}
                  </>
                )}
              </Stack>
            )}
          </Stack>
        )}
      </Stack>
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </Paper>
  );
}
