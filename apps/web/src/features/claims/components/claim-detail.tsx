import {
  Alert,
  Anchor,
  Box,
  Button,
  Grid,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import {
  type Claim,
  type ClaimEvent,
  type ClaimReceipt,
  homeCurrency,
} from '@tembusu/contracts/claims';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { downloadFile, errorMessage } from '../../../api/http';
import { ErrorDialog } from '../../../components/error-dialog';
import { formatDate, formatDateTime, formatMoney, ltrText } from '../../../lib/format';
import { useObjectUrl, useUploadedFile } from '../../uploads';
import { plainRate } from './claim-form-values';
import { claimAmountText, payrollMonthText } from './claim-format';
import { ClaimStatusBadge } from './claim-status-badge';
import { fileSizeText, ReceiptIcon } from './receipt-uploader';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export const claimEventLabels: Record<ClaimEvent['kind'], string> = {
  created: 'Created',
  edited: 'Edited',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  returned: 'Returned for changes',
  linked: 'Linked to payroll',
  unlinked: 'Taken off payroll',
  paid: 'Paid',
};

const eventColours: Record<ClaimEvent['kind'], string> = {
  created: 'gray',
  edited: 'gray',
  submitted: 'blue',
  approved: 'tembusu',
  rejected: 'red',
  returned: 'orange',
  linked: 'blue',
  unlinked: 'gray',
  paid: 'tembusu',
};

/** "Payroll #3 · Mar 2026". */
export function payrollText(payroll: NonNullable<Claim['payroll']>): string {
  return `Payroll #${payroll.payrollNo} · ${payrollMonthText(payroll.month)}`;
}

/** The claim's amount in its own currency and, for a foreign one, the rate and the SGD. */
export function ClaimAmounts({ claim }: { claim: Claim }) {
  if (claim.currency === homeCurrency) {
    return <Detail label="Amount">{formatMoney(claim.amountSgd)}</Detail>;
  }
  return (
    <>
      <Detail label="Amount">{claimAmountText(claim)}</Detail>
      <Detail label="Exchange rate">
        {ltrText(`1 ${claim.currency} = ${plainRate(claim.exchangeRate)} SGD`)}
      </Detail>
      <Detail label="Amount in SGD">
        <Text span size="sm" fw={600}>
          {formatMoney(claim.amountSgd)}
        </Text>
      </Detail>
    </>
  );
}

export interface ClaimDetailsProps {
  claim: Claim;
  /** Where another claim's page is (the possible duplicates link to it). */
  claimPath(id: string): string;
  /** Where a payroll's page is, for an admin; without it the payroll is named, not linked. */
  payrollPath?(id: string): string;
}

/** A claim's details: who, what, when, how much (in SGD too), where it stands and its payroll. */
export function ClaimDetails({ claim, payrollPath }: Omit<ClaimDetailsProps, 'claimPath'>) {
  const { employee } = claim;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
      <Detail label="Employee">
        <Text span size="sm" fw={600}>
          {employee.name}
        </Text>{' '}
        <Text span size="sm" c="dimmed">
          ({employee.employeeNumber})
        </Text>
        {employee.departmentName && (
          <Text size="xs" c="dimmed">
            {employee.departmentName}
          </Text>
        )}
      </Detail>
      <Detail label="Claim type">
        {claim.claimType.name}
        <Text size="xs" c="dimmed">
          {claim.claimType.taxable ? 'Taxable: paid as wages' : 'Reimbursement: not taxable'}
        </Text>
      </Detail>
      <Detail label="Claim date">{formatDate(claim.claimDate)}</Detail>
      <ClaimAmounts claim={claim} />
      <Detail label="Status">
        <ClaimStatusBadge status={claim.status} />
      </Detail>
      {claim.status === 'submitted' ? (
        <Detail label="Waiting for">{claim.waitingFor ?? '—'}</Detail>
      ) : (
        claim.approverName && (
          <Detail label={claim.status === 'rejected' ? 'Rejected by' : 'Approved by'}>
            {claim.approverName}
          </Detail>
        )
      )}
      {claim.submittedAt && <Detail label="Submitted">{formatDateTime(claim.submittedAt)}</Detail>}
      {claim.payrollMonth && (
        <Detail label="Payroll month">{payrollMonthText(claim.payrollMonth)}</Detail>
      )}
      {claim.payroll && (
        <Detail label={claim.status === 'paid' ? 'Paid by' : 'Linked to payroll'}>
          {payrollPath ? (
            <Anchor component={Link} to={payrollPath(claim.payroll.id)} size="sm">
              {payrollText(claim.payroll)}
            </Anchor>
          ) : (
            payrollText(claim.payroll)
          )}
          {claim.paidAt && (
            <Text size="xs" c="dimmed">
              Paid {formatDateTime(claim.paidAt)}
            </Text>
          )}
        </Detail>
      )}
      <Box style={{ gridColumn: '1 / -1' }}>
        <Detail label="Description">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {claim.description}
          </Text>
        </Detail>
      </Box>
    </SimpleGrid>
  );
}

/** Other claims with the same receipt, amount and date: a warning with a link to each. */
export function PossibleDuplicates({
  claim,
  claimPath,
}: Pick<ClaimDetailsProps, 'claim' | 'claimPath'>) {
  if (claim.possibleDuplicates.length === 0) return null;
  const one = claim.possibleDuplicates.length === 1;
  return (
    <Alert color="orange" variant="light" radius="lg" icon={<IconAlertTriangle size={20} />}>
      {/* A heading of its own rather than the title's flex row, whose ends the right-to-left marks
          would push apart. */}
      <Text size="sm" fw={700} c="orange.9">
        Possible duplicate
      </Text>
      <Text size="sm">
        {one ? 'Another claim has' : 'Other claims have'} the same receipt, amount and date:
      </Text>
      <List size="sm" mt={4}>
        {claim.possibleDuplicates.map((other) => (
          <List.Item key={other.id}>
            <Anchor
              component={Link}
              to={claimPath(other.id)}
              size="sm"
              c="orange.9"
              fw={600}
              underline="always"
            >
              {other.number}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** One receipt as it is: an image inline, a PDF in the browser's own viewer. */
export function ReceiptPreview({ receipt }: { receipt: ClaimReceipt }) {
  // Fetched with the session's headers: a bare /uploads address cannot carry them.
  const { data, isPending, error } = useUploadedFile(receipt.id);
  const typed = useMemo(
    () =>
      data && data.type !== receipt.contentType
        ? new Blob([data], { type: receipt.contentType })
        : data,
    [data, receipt.contentType],
  );
  const url = useObjectUrl(typed);
  const title = `Receipt ${receipt.name}`;

  if (error) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(error)}
      </Alert>
    );
  }
  if (isPending || !url) {
    return (
      <Group gap="xs" py="lg" justify="center">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          Loading the receipt…
        </Text>
      </Group>
    );
  }
  if (receipt.contentType === 'application/pdf') {
    return (
      <Box
        component="iframe"
        src={url}
        title={title}
        w="100%"
        h={{ base: 420, sm: 640 }}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      />
    );
  }
  return (
    <Box ta="center">
      <img
        src={url}
        alt={title}
        style={{ maxWidth: '100%', maxHeight: 640, objectFit: 'contain', borderRadius: 8 }}
      />
    </Box>
  );
}

/** The receipts: one chosen at a time to preview, each to download. */
export function ClaimReceipts({ receipts }: { receipts: ClaimReceipt[] }) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = receipts.find((receipt) => receipt.id === chosenId) ?? receipts[0];
  if (!chosen) {
    return (
      <Text size="sm" c="dimmed">
        No receipts attached.
      </Text>
    );
  }
  const download = async () => {
    try {
      await downloadFile(`/uploads/${chosen.id}`, chosen.name);
    } catch (cause) {
      setFailure(errorMessage(cause));
    }
  };
  return (
    <Stack gap="md">
      <Group gap="xs" justify="space-between" align="flex-start">
        <Group gap="xs" role="group" aria-label="Receipts" style={{ flex: '1 1 240px' }} miw={0}>
          {receipts.map((receipt) => (
            <Button
              key={receipt.id}
              size="xs"
              variant={receipt.id === chosen.id ? 'filled' : 'light'}
              leftSection={<ReceiptIcon receipt={receipt} />}
              aria-pressed={receipt.id === chosen.id}
              onClick={() => setChosenId(receipt.id)}
              maw="100%"
              styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
            >
              {receipt.name}
            </Button>
          ))}
        </Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          onClick={download}
          aria-label={`Download ${chosen.name}`}
        >
          Download
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {chosen.name} · {fileSizeText(chosen.size)}
      </Text>
      <ReceiptPreview key={chosen.id} receipt={chosen} />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </Stack>
  );
}

/** What happened to a claim, oldest first: who did what, when, and what they said. */
export function ClaimTimeline({ claim }: { claim: Claim }) {
  // A level is worth naming only where the organisation decides at two.
  const twoLevels =
    (claim.pendingLevel ?? 0) > 1 || claim.events.some((event) => (event.level ?? 0) > 1);
  if (claim.events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened to this claim yet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label="History">
      {claim.events.map((event, index) => (
        <Timeline.Item
          // biome-ignore lint/suspicious/noArrayIndexKey: events have no id; their order is fixed.
          key={`${event.at}-${event.kind}-${index}`}
          color={eventColours[event.kind]}
          title={
            <Text size="sm" fw={600}>
              {claimEventLabels[event.kind]}
              {twoLevels && event.level !== null && ` (level ${event.level})`}
              {event.actorName && (
                <Text span size="sm" fw={400}>
                  {' '}
                  by {event.actorName}
                </Text>
              )}
            </Text>
          }
        >
          {event.comment && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {event.comment}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={2}>
            {formatDateTime(event.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      component="section"
      aria-label={title}
    >
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * A claim's page body, for the admins' and the staff's screens alike: a possible-duplicate
 * warning, the details, the receipts with their preview, and beside them (below on a phone) the
 * history. The page adds its header and its actions.
 */
export function ClaimDetail({ claim, claimPath, payrollPath }: ClaimDetailsProps) {
  return (
    <Stack gap="lg">
      <PossibleDuplicates claim={claim} claimPath={claimPath} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card title={`Claim ${claim.number}`}>
              <ClaimDetails claim={claim} payrollPath={payrollPath} />
            </Card>
            <Card title="Receipts">
              <ClaimReceipts receipts={claim.receipts} />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card title="History">
            <ClaimTimeline claim={claim} />
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
