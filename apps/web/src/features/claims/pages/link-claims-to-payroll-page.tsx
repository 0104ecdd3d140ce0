import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconLink, IconPlus } from '@tabler/icons-react';
import {
  type Claim,
  type ClaimsToLink,
  claimsLinkedMessage,
  claimUnlinkedMessage,
  homeCurrency,
} from '@tembusu/contracts/claims';
import { payslipPeriodText } from '@tembusu/contracts/payroll-runs';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { usePhoneLayout } from '../../../components/data-table';
import { ErrorDialog } from '../../../components/error-dialog';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { SuccessDialog } from '../../../components/success-dialog';
import { formatDate, formatMoney, ltrText } from '../../../lib/format';
import { usePayrollList } from '../../payroll';
import { useLinkClaims, usePayrollClaims, useUnlinkClaim } from '../api/claims-payroll';
import { claimAmountText } from '../components/claim-format';

type EmployeeClaims = ClaimsToLink['employees'][number];

/** Enough payrolls to find every draft: drafts are the latest ones. */
const payrollsAsked = 100;

// Money is added up in cents, as integers, never as binary fractions.
function centsOf(amount: string): number {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return amount.startsWith('-') ? -cents : cents;
}

function moneyOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const text = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${text.slice(0, -2)}.${text.slice(-2)}`;
}

function sumOf(claims: Claim[]): string {
  return moneyOfCents(claims.reduce((total, claim) => total + centsOf(claim.amountSgd), 0));
}

const isLinkedTo = (claim: Claim, payrollId: string) => claim.payroll?.id === payrollId;
const isLinkable = (claim: Claim, entry: EmployeeClaims) =>
  entry.inPayroll && claim.status === 'approved' && claim.payroll === null;

function TaxableBadge({ taxable }: { taxable: boolean }) {
  return (
    <Badge variant="light" color={taxable ? 'orange' : 'gray'} radius="sm">
      {taxable ? 'Taxable' : 'Not taxable'}
    </Badge>
  );
}

function AmountText({ claim }: { claim: Claim }) {
  return (
    <Stack gap={0}>
      <Text
        size="sm"
        ta="right"
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {formatMoney(claim.amountSgd)}
      </Text>
      {claim.currency !== homeCurrency && (
        <Text size="xs" c="dimmed" ta="right" style={{ whiteSpace: 'nowrap' }}>
          {claimAmountText(claim)}
        </Text>
      )}
    </Stack>
  );
}

interface ClaimChoiceProps {
  claim: Claim;
  entry: EmployeeClaims;
  payrollId: string;
  chosen: boolean;
  onChoose(claim: Claim, chosen: boolean): void;
  onRemove(claim: Claim): void;
}

/** The box or the linked mark in front of a claim. */
function LinkedBadge() {
  return (
    <Badge variant="light" color="tembusu" radius="sm">
      Linked
    </Badge>
  );
}

function ChoiceCell({ claim, entry, payrollId, chosen, onChoose }: ClaimChoiceProps) {
  if (isLinkedTo(claim, payrollId)) return <LinkedBadge />;
  return (
    <Checkbox
      aria-label={`Choose ${claim.number}`}
      checked={chosen}
      disabled={!isLinkable(claim, entry)}
      onChange={(event) => onChoose(claim, event.currentTarget.checked)}
    />
  );
}

function RemoveButton({ claim, payrollId, onRemove }: ClaimChoiceProps) {
  if (!isLinkedTo(claim, payrollId)) return null;
  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      aria-label={`Remove ${claim.number}`}
      onClick={() => onRemove(claim)}
    >
      Remove
    </Button>
  );
}

function ClaimsTable({
  claims,
  ...props
}: Omit<ClaimChoiceProps, 'claim' | 'chosen'> & {
  claims: Claim[];
  chosen: ReadonlySet<string>;
}) {
  return (
    <Table.ScrollContainer minWidth={720}>
      {/* Fixed widths line the columns up from one person's table to the next. */}
      <Table
        verticalSpacing="xs"
        layout="fixed"
        aria-label={`Claims of ${props.entry.employee.name}`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={100}>Choose</Table.Th>
            <Table.Th w={120}>Claim</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th w={120}>Date</Table.Th>
            <Table.Th w={140} ta="right">
              Amount (SGD)
            </Table.Th>
            <Table.Th w={130}>Tax</Table.Th>
            <Table.Th w={110}>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {claims.map((claim) => {
            const row = { ...props, claim, chosen: props.chosen.has(claim.id) };
            return (
              <Table.Tr key={claim.id}>
                <Table.Td>
                  <ChoiceCell {...row} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{ltrText(claim.number)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{claim.claimType.name}</Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {claim.description}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(claim.claimDate)}</Table.Td>
                <Table.Td>
                  <AmountText claim={claim} />
                </Table.Td>
                <Table.Td>
                  <TaxableBadge taxable={claim.claimType.taxable} />
                </Table.Td>
                <Table.Td>
                  <RemoveButton {...row} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ClaimCards({
  claims,
  ...props
}: Omit<ClaimChoiceProps, 'claim' | 'chosen'> & {
  claims: Claim[];
  chosen: ReadonlySet<string>;
}) {
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      aria-label={`Claims of ${props.entry.employee.name}`}
    >
      {claims.map((claim) => {
        const row = { ...props, claim, chosen: props.chosen.has(claim.id) };
        const linked = isLinkedTo(claim, props.payrollId);
        return (
          <Paper
            key={claim.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            style={{ listStyle: 'none' }}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
                {!linked && (
                  <Box pt={2}>
                    <ChoiceCell {...row} />
                  </Box>
                )}
                <Stack gap={2} miw={0}>
                  <Text size="sm" fw={600}>
                    {claim.claimType.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {ltrText(claim.number)} · {formatDate(claim.claimDate)}
                  </Text>
                  <Group gap={6}>
                    {linked && <LinkedBadge />}
                    <TaxableBadge taxable={claim.claimType.taxable} />
                  </Group>
                </Stack>
              </Group>
              <Stack gap={4} align="flex-end">
                <AmountText claim={claim} />
                <RemoveButton {...row} />
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

function EmployeeSection({
  entry,
  payrollId,
  chosen,
  onChoose,
  onChooseAll,
  onRemove,
}: {
  entry: EmployeeClaims;
  payrollId: string;
  chosen: ReadonlySet<string>;
  onChoose(claim: Claim, chosen: boolean): void;
  onChooseAll(claims: Claim[], chosen: boolean): void;
  onRemove(claim: Claim): void;
}) {
  const phone = usePhoneLayout();
  const linkable = entry.claims.filter((claim) => isLinkable(claim, entry));
  const chosenHere = linkable.filter((claim) => chosen.has(claim.id)).length;
  const list = { claims: entry.claims, entry, payrollId, chosen, onChoose, onRemove };
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      shadow="xs"
      component="section"
      aria-label={entry.employee.name}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Title order={2} size="h5">
              {entry.employee.name}
            </Title>
            <Text size="xs" c="dimmed">
              {ltrText(entry.employee.employeeNumber)}
            </Text>
          </Stack>
          <Group gap="xs">
            {!entry.inPayroll && (
              <Badge variant="light" color="orange" radius="sm" tt="none">
                No payslip in this payroll
              </Badge>
            )}
            {centsOf(entry.linkedSgd) > 0 && (
              <Text size="sm" c="dimmed">
                Linked {formatMoney(entry.linkedSgd)}
              </Text>
            )}
          </Group>
        </Group>
        {!entry.inPayroll && (
          <Text size="sm" c="dimmed">
            Their claims wait for a payroll that pays them.
          </Text>
        )}
        {linkable.length > 1 && (
          <Checkbox
            label="Choose all their claims"
            checked={chosenHere === linkable.length}
            indeterminate={chosenHere > 0 && chosenHere < linkable.length}
            onChange={(event) => onChooseAll(linkable, event.currentTarget.checked)}
          />
        )}
        {phone ? <ClaimCards {...list} /> : <ClaimsTable {...list} />}
      </Stack>
    </Paper>
  );
}

function PayrollClaims({ payrollId }: { payrollId: string }) {
  const claims = usePayrollClaims(payrollId);
  const link = useLinkClaims(payrollId);
  const unlink = useUnlinkClaim(payrollId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<Claim | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const phone = usePhoneLayout();

  // Those the payroll pays first; those without a payslip in it after them.
  const employees = [...(claims.data?.employees ?? [])].sort(
    (a, b) => Number(b.inPayroll) - Number(a.inPayroll),
  );
  const linkable = employees.flatMap((entry) =>
    entry.claims.filter((claim) => isLinkable(claim, entry)),
  );
  const chosenClaims = linkable.filter((claim) => chosen.has(claim.id));

  const choose = (some: Claim[], on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      for (const claim of some) {
        if (on) next.add(claim.id);
        else next.delete(claim.id);
      }
      return next;
    });

  const linkChosen = async () => {
    try {
      await link.mutateAsync({ claimIds: chosenClaims.map((claim) => claim.id) });
      setSuccess(claimsLinkedMessage(chosenClaims.length));
      setChosen(new Set());
    } catch (cause) {
      setFailure(errorMessage(cause));
    }
  };

  const removeClaim = async () => {
    if (!removing) return;
    try {
      await unlink.mutateAsync(removing.id);
      setSuccess(claimUnlinkedMessage);
    } catch (cause) {
      setFailure(errorMessage(cause));
    } finally {
      setRemoving(null);
    }
  };

  const summary =
    chosenClaims.length === 0
      ? 'Choose the claims to pay with this payroll.'
      : `${chosenClaims.length} ${chosenClaims.length === 1 ? 'claim' : 'claims'} chosen, ${formatMoney(sumOf(chosenClaims))}`;
  // Stays in view while the list scrolls, with the button that acts on it: under the header on
  // a wide screen, at the foot of a phone's screen, where a thumb reaches it.
  const actionBar = (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      shadow="sm"
      style={{
        position: 'sticky',
        ...(phone ? { bottom: 0 } : { top: 'var(--app-shell-header-offset, 0rem)' }),
        zIndex: 3,
      }}
    >
      <Group justify="space-between" gap="sm">
        <Group gap="md">
          {linkable.length > 0 && (
            <Checkbox
              label="Choose every claim"
              checked={chosenClaims.length === linkable.length}
              indeterminate={chosenClaims.length > 0 && chosenClaims.length < linkable.length}
              onChange={(event) => choose(linkable, event.currentTarget.checked)}
            />
          )}
          {!phone && (
            <Text size="sm" aria-live="polite">
              {summary}
            </Text>
          )}
        </Group>
        <Button
          leftSection={<IconLink size={18} />}
          disabled={chosenClaims.length === 0}
          loading={link.isPending}
          onClick={linkChosen}
        >
          Link to payroll
        </Button>
      </Group>
      {phone && (
        <Text size="sm" mt="xs" aria-live="polite">
          {summary}
        </Text>
      )}
    </Paper>
  );

  if (claims.isPending) return <LoadingSpinner />;
  if (claims.error) return <Alert color="red">{claims.error.message}</Alert>;

  return (
    <>
      {!phone && employees.length > 0 && actionBar}
      {employees.length === 0 ? (
        <Paper withBorder radius="lg" p="lg" shadow="xs">
          <Text c="dimmed" ta="center" py="lg">
            No approved claims are waiting for this payroll.
          </Text>
        </Paper>
      ) : (
        employees.map((entry) => (
          <EmployeeSection
            key={entry.employee.id}
            entry={entry}
            payrollId={payrollId}
            chosen={chosen}
            onChoose={(claim, on) => choose([claim], on)}
            onChooseAll={choose}
            onRemove={setRemoving}
          />
        ))
      )}
      {phone && employees.length > 0 && actionBar}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove claim"
        message={
          removing
            ? `Taking claim ${removing.number} off this payroll: it stays approved and waits for a payroll. Are you sure you want to proceed?`
            : ''
        }
        confirmLabel="Remove"
        loading={unlink.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={removeClaim}
      />
      <SuccessDialog
        opened={success !== null}
        message={success ?? ''}
        onClose={() => setSuccess(null)}
      />
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </>
  );
}

export function LinkClaimsToPayrollPage() {
  const payrolls = usePayrollList(1, payrollsAsked);
  const [params, setParams] = useSearchParams();
  const drafts = (payrolls.data?.items ?? []).filter((payroll) => payroll.status === 'draft');
  const asked = params.get('payroll');
  // The latest draft unless the address names another.
  const payrollId = drafts.find((payroll) => payroll.id === asked)?.id ?? drafts[0]?.id ?? null;

  return (
    <Stack gap="lg">
      <PageHeader
        trail={[{ label: 'Claims' }, { label: 'Link to payroll' }]}
        title="Link claims to payroll"
      />
      {payrolls.isPending && <LoadingSpinner />}
      {payrolls.error && <Alert color="red">{payrolls.error.message}</Alert>}
      {payrolls.data && drafts.length === 0 && (
        <Paper withBorder radius="lg" p="lg" shadow="xs">
          <Stack align="center" gap="sm" py="md">
            <Text c="dimmed" ta="center">
              There is no draft payroll. Approved claims are paid with a payroll while it is a
              draft: generate one first.
            </Text>
            <Button component={Link} to="/payroll/generate" leftSection={<IconPlus size={18} />}>
              Generate payroll
            </Button>
          </Stack>
        </Paper>
      )}
      {payrollId && (
        <>
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
            <Stack gap="xs">
              <Select
                label="Payroll"
                description="Only a draft payroll can take claims"
                allowDeselect={false}
                w={{ base: '100%', sm: 420 }}
                data={drafts.map((payroll) => ({
                  value: payroll.id,
                  label: `#${payroll.payrollNo} · ${payslipPeriodText(payroll.periodLabel, payroll.kind)}`,
                }))}
                value={payrollId}
                onChange={(value) => value && setParams({ payroll: value }, { replace: true })}
              />
              <Text size="sm" c="dimmed">
                Approved claims not yet paid and due by the payroll's month, by employee. The claims
                linked become pay items on the employees' payslips.
              </Text>
            </Stack>
          </Paper>
          <PayrollClaims key={payrollId} payrollId={payrollId} />
        </>
      )}
    </Stack>
  );
}
