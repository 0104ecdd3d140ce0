// The payroll engine's speed: 10,000 varied payslips (every pay basis, residency, SPR scheme and
// age band, 2024 to 2027, overtime, absences, custom and unit items, attendance logs), timed on
// one core. The aim is all 10,000 in under 0.5 s; the first pass counts, JIT warm-up included.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const count = 10_000;
const aimMs = 500;
const warmPasses = 5;
const root = fileURLToPath(new URL('../..', import.meta.url));

// Node runs the compiled package (its "default" export condition): build it first.
if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npx', ['tsc', '-b', 'packages/payroll'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const { calculatePayslip } = await import('@tembusu/payroll/payslip');

/**
 * A small seeded generator (mulberry32), so every run times the same payslips.
 * @param {number} seed
 */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(20_260_101);
/**
 * @template T
 * @param {readonly T[]} items
 * @returns {T}
 */
function pick(items) {
  return /** @type {T} */ (items[Math.floor(random() * items.length)]);
}
const between = (/** @type {number} */ low, /** @type {number} */ high) =>
  low + Math.floor(random() * (high - low + 1));
// Money in integer cents, as the engine takes it.
const cents = (/** @type {number} */ low, /** @type {number} */ high) =>
  between(low * 100, high * 100);
const two = (/** @type {number} */ n) => String(n).padStart(2, '0');

/** @typedef {import('@tembusu/payroll/payslip').PayslipInput} PayslipInput */
/** @typedef {import('@tembusu/payroll/payslip').OvertimeRateSetting} OvertimeRateSetting */

/** @returns {PayslipInput} */
function payslip() {
  const year = between(2024, 2027);
  const month = between(1, 12);
  const wageMonth = `${year}-${two(month)}`;
  const payBasis = pick(/** @type {const} */ (['Monthly', 'Monthly', 'Hourly', 'Daily']));
  const salaryCents =
    payBasis === 'Monthly'
      ? cents(800, 15_000)
      : payBasis === 'Daily'
        ? cents(60, 400)
        : cents(9, 60);
  const residency = pick(/** @type {const} */ (['citizen', 'citizen', 'pr', 'foreigner']));
  const workingDaysInMonth = between(20, 23);
  /** @type {OvertimeRateSetting[]} */
  const rates = [
    { rate: '1.5x' },
    { rate: '2x' },
    { rate: 'SameAsBaseHourlyRate' },
    { rate: 'CustomAmount', customAmountCents: cents(10, 40) },
  ];
  return {
    wageMonth,
    payBasis,
    salaryCents,
    workingTime: {
      workingDaysInMonth,
      workingDaysInRange: random() < 0.1 ? between(1, workingDaysInMonth) : workingDaysInMonth,
      hoursInRange: payBasis === 'Hourly' ? between(40, 200) : null,
      absenceDays: random() < 0.3 ? between(1, 3) : 0,
      latenessHours: random() < 0.3 ? between(1, 12) / 4 : 0,
      earlyOutHours: random() < 0.2 ? between(1, 8) / 4 : 0,
      overtimeHours: {
        normal: random() < 0.5 ? between(1, 60) / 2 : 0,
        offDay: random() < 0.2 ? between(1, 16) : 0,
        restDay: random() < 0.2 ? between(1, 16) : 0,
        holiday: random() < 0.1 ? between(1, 8) : 0,
      },
      overtimeRates: { normal: { rate: '1.5x' }, offDay: pick(rates), restDay: pick(rates) },
    },
    attendanceLog:
      random() < 0.15
        ? {
            days: Array.from({ length: workingDaysInMonth }, () => ({
              hoursWorked: random() < 0.1 ? 0 : between(6, 40) / 4,
            })),
            breakHours: 1,
            breakDeduction: pick(/** @type {const} */ ([0, 1])),
          }
        : null,
    customItems: Array.from({ length: between(0, 4) }, (_, index) => {
      const item = {
        id: `item-${index}`,
        description: `Item ${index}`,
        category: pick(
          /** @type {const} */ (['Addition', 'Addition', 'Deduction', 'Reimbursement']),
        ),
        wageClass: pick(
          /** @type {const} */ (['OrdinaryWages', 'OrdinaryWages', 'AdditionalWages', 'NoWages']),
        ),
      };
      // The same draws as when one value field held both kinds: a whole number or a figure to
      // the hundredth, read as dollars for an amount and as a percentage for a percentage.
      const percentage = random() < 0.2;
      const hundredths = random() < 0.2 ? between(1, 50) * 100 : cents(5, 3000);
      return percentage
        ? {
            ...item,
            unit: /** @type {const} */ ('Percentage'),
            percentage: `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`,
          }
        : { ...item, unit: /** @type {const} */ ('Amount'), amountCents: hundredths };
    }),
    unitItems:
      random() < 0.2
        ? [{ description: 'Shift allowance', units: between(1, 20), rateCents: cents(5, 50) }]
        : [],
    employee: {
      birthDate: `${year - between(17, 78)}-${two(between(1, 12))}-${two(between(1, 28))}`,
      residency,
      prStartDate:
        residency === 'pr'
          ? `${year - between(0, 4)}-${two(between(1, 12))}-${two(between(1, 28))}`
          : null,
      prScheme: pick(/** @type {const} */ (['graduated', 'graduated', 'full-employer', 'full'])),
      communityFunds: pick([[], ['CDAC'], ['MBMF'], ['SINDA'], ['ECF'], ['CDAC', 'MBMF']]),
      workman: random() < 0.3,
    },
    cpf: {
      ordinaryWagesEarlierThisYearCents: (month - 1) * 400_000,
      additionalWagesEarlierThisYearCents: random() < 0.2 ? cents(0, 20_000) : 0,
    },
  };
}

const inputs = Array.from({ length: count }, payslip);

/** Runs every payslip once; answers the elapsed milliseconds and a checksum that uses each result. */
function pass() {
  let checksum = 0;
  const started = process.hrtime.bigint();
  for (const input of inputs) checksum += calculatePayslip(input).totals.total;
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, checksum };
}

const first = pass();
const warm = Array.from({ length: warmPasses }, pass).sort((a, b) => a.ms - b.ms);
const median = /** @type {{ ms: number, checksum: number }} */ (warm[Math.floor(warmPasses / 2)]);
if (warm.some((run) => run.checksum !== first.checksum)) {
  console.error('The passes disagree: the engine is not deterministic');
  process.exit(1);
}

const rows = [
  ['first pass', first.ms],
  [`median of ${warmPasses} more`, median.ms],
];
console.log(
  `Payroll engine: ${count.toLocaleString('en')} payslips on one core (node ${process.version})`,
);
console.log(
  `${'run'.padEnd(18)}  ${'payslips'.padStart(8)}  ${'total ms'.padStart(9)}  ${'µs per payslip'.padStart(14)}`,
);
for (const [name, ms] of rows) {
  const total = /** @type {number} */ (ms);
  console.log(
    `${String(name).padEnd(18)}  ${String(count).padStart(8)}  ${total.toFixed(1).padStart(9)}  ${((total * 1000) / count).toFixed(1).padStart(14)}`,
  );
}
console.log(`checksum (employer outlay, cents): ${first.checksum}`);
console.log(`aim ${aimMs} ms for the first pass: ${first.ms <= aimMs ? 'within' : 'OVER'}`);
process.exit(first.ms <= aimMs ? 0 : 1);
