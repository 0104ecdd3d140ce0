// A payslip as its employee reads it, on the staff's payslip page and the admins' payslip view
// alike: the Employment Act's itemised payslip (MOM, "Itemised payslips"), with the same items in
// the same groups as the PDF (`payslipSections` and the texts in the contracts). Compliance
// warnings are never part of it: the admins' page shows them apart.
import { Alert, Grid, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  type PayslipLine,
  type PayslipView,
  payrollNumberText,
} from '@tembusu/contracts/payroll-runs';
import {
  basicRateText,
  lineValueText,
  type PayslipSection,
  paymentMethodText,
  payslipSections,
  workedLabel,
  workedText,
  workingDaysText,
} from '@tembusu/contracts/payslip-lines';
import type { ReactNode } from 'react';
import { usePhoneLayout } from '../../../components/data-table';
import { formatDate, formatDateRange, formatMoney, ltrText } from '../../../lib/format';
import { PayrollStatusBadge } from './payroll-status-badge';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const sectionRow = { background: 'var(--mantine-color-gray-0)' } as const;
const totalRow = { fontWeight: 700 } as const;
const netPayRow = {
  fontWeight: 700,
  background: 'var(--mantine-color-tembusu-0)',
  borderTop: '2px solid var(--mantine-color-gray-3)',
} as const;

/** What a draft payroll's payslip says about itself, as its PDF does. */
const draftNotice = 'Draft — not final';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" mt={2} component="div">
        {children}
      </Text>
    </div>
  );
}

function Heading({ view }: { view: PayslipView }) {
  const { organization, payslip, itemised } = view;
  // On a phone the net pay wraps under the employer's name, so it lines up with it.
  const phone = usePhoneLayout();
  const worked = workedText(itemised.basicPay);
  const workedName = workedLabel(itemised.basicPay);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
      <Stack gap="lg">
        {view.status === 'draft' && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={draftNotice}
          >
            This payslip belongs to a draft payroll: its figures can still change until the payroll
            is confirmed.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <div>
            <Title order={2} size="h3">
              {organization.name}
            </Title>
            {organization.uen && (
              <Text size="sm" c="dimmed">
                UEN {organization.uen}
              </Text>
            )}
            {organization.address && (
              <Text size="sm" c="dimmed">
                {/* An address may start with a number ("1 Raffles Place"): its own direction. */}
                <bdi>{organization.address}</bdi>
              </Text>
            )}
            <Text size="sm" fw={600} mt="xs">
              Payslip {payslip.payslipNo}
            </Text>
          </div>
          <Stack gap={4} align={phone ? 'flex-start' : 'flex-end'}>
            <PayrollStatusBadge status={view.status} />
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt={6}>
              Net pay
            </Text>
            <Text
              fz={28}
              fw={700}
              lh={1.1}
              c="tembusu.8"
              style={{ fontVariantNumeric: 'tabular-nums' }}
              aria-label="Net pay this month"
            >
              {formatMoney(payslip.totals.netPay)}
            </Text>
            <Text size="xs" c="dimmed">
              from total wages of {formatMoney(payslip.totals.grossSalary)}
            </Text>
          </Stack>
        </SimpleGrid>
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          verticalSpacing="md"
          aria-label="Payslip details"
          component="section"
        >
          <Fact label="Employee">
            {payslip.employee.name} ({payslip.employee.employeeNumber})
          </Fact>
          <Fact label="Department">{payslip.employee.department?.name ?? '—'}</Fact>
          <Fact label="Salary period">
            {formatDateRange(itemised.salaryPeriod.from, itemised.salaryPeriod.to)}
            <Text size="xs" c="dimmed">
              {ltrText(workingDaysText(itemised.salaryPeriod))}
            </Text>
          </Fact>
          <Fact label="Date of payment">{formatDate(view.dateOfPayment)}</Fact>
          <Fact label="Payment method">{paymentMethodText(payslip)}</Fact>
          <Fact label="Payroll">
            {ltrText(`${payrollNumberText(view.payrollNo, view.kind)}, ${view.periodLabel}`)}
          </Fact>
          <Fact label="Basic rate of pay">{ltrText(basicRateText(itemised.basicPay))}</Fact>
          {worked && workedName && <Fact label={workedName}>{ltrText(worked)}</Fact>}
          {itemised.overtimePeriod && (
            <Fact label="Overtime period">
              {formatDateRange(itemised.overtimePeriod.from, itemised.overtimePeriod.to)}
            </Fact>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** `phone`: the value moves under the item, leaving the item and its amount the width. */
function LineRow({ line, value, phone }: { line: PayslipLine; value: string; phone: boolean }) {
  return (
    <Table.Tr>
      <Table.Td ps="lg">
        <Text size="sm" fw={500}>
          {line.description}
        </Text>
        {phone && value && <Text size="xs">Value: {ltrText(value)}</Text>}
        {line.remarks && (
          <Text size="xs" c="dimmed" fs="italic">
            Remarks: {line.remarks}
          </Text>
        )}
      </Table.Td>
      {!phone && (
        <Table.Td ta="right" style={numeric}>
          {ltrText(value)}
        </Table.Td>
      )}
      <Table.Td ta="right" style={numeric}>
        {formatMoney(line.amount)}
      </Table.Td>
    </Table.Tr>
  );
}

function Section({
  section,
  view,
  phone,
}: {
  section: PayslipSection<PayslipLine>;
  view: PayslipView;
  phone: boolean;
}) {
  const span = phone ? 2 : 3;
  return (
    <>
      <Table.Tr style={sectionRow}>
        <Table.Th colSpan={span} scope="colgroup">
          {section.title}
        </Table.Th>
      </Table.Tr>
      {section.lines.map((line, index) => (
        <LineRow
          key={`${line.id}-${line.payItemId ?? index}`}
          line={line}
          value={lineValueText(line, view.itemised)}
          phone={phone}
        />
      ))}
      {section.lines.length > 1 && (
        <Table.Tr style={totalRow}>
          <Table.Td ps="lg" colSpan={span - 1}>
            Total {section.title.toLowerCase()}
          </Table.Td>
          <Table.Td ta="right" style={numeric}>
            {formatMoney(section.total)}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

function Lines({ view }: { view: PayslipView }) {
  const { sections, netPay } = payslipSections(view.payslip.payRollItem);
  const phone = usePhoneLayout();
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
      <Title order={2} size="h4" mb="md">
        Pay and deductions
      </Title>
      <Table verticalSpacing="xs" aria-label="Payslip lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            {!phone && (
              <Table.Th ta="right" w={190}>
                Value
              </Table.Th>
            )}
            <Table.Th ta="right" w={phone ? undefined : 130}>
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sections.map((section) => (
            <Section key={section.key} section={section} view={view} phone={phone} />
          ))}
          {netPay && (
            <Table.Tr aria-label="Net Pay" style={netPayRow}>
              <Table.Td colSpan={phone ? 1 : 2} fz="md">
                Net Pay
              </Table.Td>
              <Table.Td ta="right" fz="md" style={numeric}>
                {formatMoney(netPay.amount)}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {view.payslip.remarks && (
        <Stack gap={2} mt="md" aria-label="Remarks" component="section">
          <Text size="sm" fw={600}>
            Remarks
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {view.payslip.remarks}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}

function FigureList({
  title,
  label,
  rows,
}: {
  title: string;
  label: string;
  rows: [string, string, boolean?][];
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} shadow="xs">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Table verticalSpacing={6} aria-label={label}>
        <Table.Tbody>
          {rows.map(([name, amount, bold]) => (
            <Table.Tr key={name} fw={bold ? 700 : undefined}>
              <Table.Td ps={0}>{name}</Table.Td>
              <Table.Td pe={0} ta="end" style={numeric}>
                {formatMoney(amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The payslip: heading and facts, its items in MOM's groups, the employer's share and the year. */
export function PayslipDocument({ view }: { view: PayslipView }) {
  const year = view.startDate.slice(0, 4);
  return (
    <Stack gap="lg">
      <Heading view={view} />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Lines view={view} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <FigureList
              title="Paid by your employer"
              label="Employer contributions"
              rows={[
                ['Employer CPF', view.payslip.totals.employerCPF],
                ['Skills Development Levy', view.payslip.totals.sdl],
              ]}
            />
            <FigureList
              title={`Year to date (${year})`}
              label="Year to date"
              rows={[
                ['Gross pay', view.yearToDate.grossSalary],
                ['Employee CPF', view.yearToDate.employeeCPF],
                ['Employer CPF', view.yearToDate.employerCPF],
                ['Community funds', view.yearToDate.communityFund],
                ['SDL', view.yearToDate.sdl],
                ['Net pay', view.yearToDate.netPay, true],
              ]}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
