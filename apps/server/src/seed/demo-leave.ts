import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  childLeaveRules,
  type DayPart,
  type LeaveChild,
  type LeaveDay,
  type LeaveEventKind,
  type LeaveStatus,
  type LeaveYearKind,
  perChildLeaveRules,
} from '@tembusu/contracts/leave';
import { addDays, datesFrom } from '../calendar-dates.js';
import { groupedBy } from '../collections.js';
import type { Db } from '../db/client.js';
import {
  insertLeaveEvents,
  insertLeaveRequests,
  insertLeaveType,
  type LeavePerson,
  type LeaveTypeRecord,
  type LeaveTypeValues,
  leavePeople,
} from '../modules/leave/leave.repository.js';
import { balanceOn, type CountedRequest } from '../modules/leave/leave-balances.js';
import { carryForwardDue } from '../modules/leave/leave-carry-forward.service.js';
import {
  type DayCounting,
  daysText,
  firstOverlap,
  halvesTaken,
  leaveDays,
  leaveYearOf,
  totalTenths,
  workingDaysPerWeek,
} from '../modules/leave/leave-days.js';
import {
  childcareTenthsPerYear,
  childLeaveDays,
  eligibleFrom,
} from '../modules/leave/leave-entitlements.js';
import { leaveSettingsIn, leaveTypesIn } from '../modules/leave/leave-types.service.js';
import {
  publicHolidayDates,
  workingHoursIn,
} from '../modules/organization/organization.service.js';
import { insertUploads } from '../modules/uploads/uploads.repository.js';
import { uploadFilePath } from '../modules/uploads/uploads.service.js';
import { demoDateAfter } from './demo-days.js';
import { demoPeople } from './demo-people.js';

// A year of the demo organisation's leave, and two months ahead: requests in every status, written
// as the leave module writes them (the days counted from the work schedule and the public
// holidays, each request's timeline of events, the same limits on balances, overlaps and who may
// take what), so that balances, approvals and the calendar have something to show. Every choice
// is drawn from the request's index, so every seed tells the same story around its `now`.

/** About this many requests, across the forty people. */
const requestsWanted = 250;

/**
 * Days from today the demo's staff sign-ins have no approved leave on, which would refuse them a
 * desk: the browser tests book desks for them in the next 14 days and rooms 21 to 24 days ahead
 * (e2e desk-booking, room-booking and phone specs).
 */
const staffFreeDays = 30;
/** The week after today, when the demo seeds desk and room bookings for everyone else. */
const bookedWeek = { from: 1, to: 7 };

/**
 * Who takes no-pay leave: people whose payslips no test reads by name, so an absence deducted
 * from them surprises no payroll spec.
 */
const noPayTakers = new Set([
  'lee.jiahui@tembusu.example',
  'hafiz.abdullah@tembusu.example',
  'maria.santos@tembusu.example',
  'nguyen.thilan@tembusu.example',
  'rizal.hakim@tembusu.example',
  'chen.xiaoli@tembusu.example',
  'rahim.uddin@tembusu.example',
  'jose.reyes@tembusu.example',
  'kumar.selvam@tembusu.example',
]);

/** The newborns of the maternity and paternity leave, so many days before today. */
const births = { maternity: 150, paternity: 100 } as const;

/** Parents and the child their childcare leave is for; the newborns' dates follow `now`. */
function childrenOf(today: string): Map<string, LeaveChild> {
  return new Map([
    ['employee2@tembusu.example', { birthDate: '2021-03-14', citizen: true }],
    ['arjun.menon@tembusu.example', { birthDate: '2020-08-02', citizen: true }],
    ['ong.peishan@tembusu.example', { birthDate: '2022-05-20', citizen: true }],
    ['maria.santos@tembusu.example', { birthDate: '2019-11-02', citizen: false }],
    ['nur.aisyah@tembusu.example', { birthDate: '2024-01-09', citizen: true }],
    ['anand.sharma@tembusu.example', { birthDate: '2023-02-11', citizen: false }],
    ['rajesh.kumar@tembusu.example', { birthDate: '2016-04-05', citizen: true }],
    [
      'hafiz.abdullah@tembusu.example',
      { birthDate: addDays(today, -births.paternity), citizen: true },
    ],
  ]);
}

/** A company type beside the statutory ones, as an admin would add it. */
const compassionateLeave: LeaveTypeValues = {
  name: 'Compassionate leave',
  code: 'CPL',
  description: 'Company leave on the death of an immediate family member: 3 days a year.',
  colour: '#ae3ec9',
  paid: true,
  entitlementRule: 'fixed',
  fixedDays: '3',
  prorated: false,
  accrual: 'upfront',
  carryForwardLimit: '0',
  carryForwardExpiryMonths: null,
  encashable: false,
  documentRequired: false,
  eligibleGenders: [],
  minServiceMonths: 0,
  eligibleResidencies: [],
  eligibleEmploymentTypes: [],
  halfDayAllowed: false,
  countsRestDays: false,
  countsPublicHolidays: false,
  allowNegative: false,
  isActive: true,
};

const reasons = {
  AL: [
    'Family holiday in Bali',
    'Visiting family in Penang',
    'Personal matters',
    "Child's school concert",
    'Rest after the release',
    'Moving house',
    'Wedding anniversary trip',
    'Trip to Tokyo',
    'Renewing my passport',
    'Long weekend in Bintan',
    'Attending a friend’s wedding',
    'Year-end holiday with family',
    'Festive visiting',
    'Home renovation works',
  ],
  SL: [
    'Fever and sore throat',
    'Gastric flu',
    'Migraine',
    'Dental surgery',
    'Food poisoning',
    'Back strain',
  ],
  HL: ['Admitted for dengue fever', 'Day surgery and recovery', 'Knee surgery and recovery'],
  CCL: [
    'Child unwell',
    "Parent-teacher meeting at my child's school",
    'Preschool closed for the day',
  ],
  ECL: ["Child's school sports day", 'Child unwell'],
  NPL: ['Extended trip home', 'Caring for a parent', 'Personal matters abroad'],
  CPL: ['Bereavement: grandmother', 'Bereavement: uncle', 'Bereavement: father-in-law'],
} as const satisfies Record<string, readonly string[]>;
type Code = keyof typeof reasons | 'ML' | 'PL';
const rejections = [
  'Quarter-end close: please choose other dates',
  'Too many of the team are away that week',
  'Release week: we need the whole team in the office',
  'Please take these days after the audit',
];
const approvals = [null, null, null, 'Enjoy your break', 'Approved, cover arranged', null];
const getWell = [null, 'Get well soon', null];
const cancellations = ['Plans changed', 'Trip postponed', null, 'No longer needed'];

/** A number from 0 to below `range`, the same for the same index and salt on every seed. */
function pick(index: number, salt: number, range: number): number {
  let x = Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca77);
  x ^= x >>> 15;
  x = Math.imul(x, 0x2c1b3c6d);
  x ^= x >>> 12;
  x = Math.imul(x, 0x297a2d39);
  x ^= x >>> 15;
  return (x >>> 0) % range;
}

const pickFrom = <T>(list: readonly T[], index: number, salt: number): T =>
  list[pick(index, salt, list.length)] as T;

const minute = 60_000;
const hour = 60 * minute;

/** An instant at a wall-clock time in Singapore, minutes after its midnight (UTC+8 all year). */
const singaporeTime = (date: string, minutes: number) =>
  new Date(Date.parse(`${date}T00:00:00+08:00`) + minutes * minute);

type Person = LeavePerson & { email: string };

/** What a request becomes after it is sent. */
type Story =
  | 'approved'
  | 'rejected'
  | 'pending'
  /** Withdrawn by the person while it waited. */
  | 'withdrawn'
  /** Approved, then cancelled by the person before it began. */
  | 'cancelled'
  /** Recorded by an admin on the person's behalf: approved by them as it is written. */
  | 'recorded';

type Wish = {
  person: Person;
  type: LeaveTypeRecord;
  startDate: string;
  endDate: string;
  startPart: DayPart;
  endPart: DayPart;
  reason: string;
  child: LeaveChild | null;
  story: Story;
  /** The index the times and comments are drawn from. */
  draw: number;
};

type Moment = {
  kind: LeaveEventKind;
  at: Date;
  actor: string;
  level: number | null;
  comment: string | null;
};

type Planned = Wish & {
  id: string;
  dayList: LeaveDay[];
  /** The half days it takes, for the overlaps with the person's next requests. */
  halves: ReturnType<typeof halvesTaken>;
  status: LeaveStatus;
  events: Moment[];
};

const childcareRules: readonly string[] = ['childcare', 'extendedChildcare'];

type Setting = {
  adminAccountId: string;
  staffSignIns: ReadonlySet<string>;
  now: Date;
  today: string;
  leaveYear: LeaveYearKind;
  counting: Omit<DayCounting, 'countsRestDays' | 'countsPublicHolidays'>;
  daysPerWeek: number;
  typeOf: (code: Code) => LeaveTypeRecord;
  outpatientTypeId: string;
};

/** Types sent once the days are known: with an MC after being ill, or on a death in the family. */
const afterTheFact = (type: LeaveTypeRecord) =>
  type.documentRequired || type.code === compassionateLeave.code;

const counted = (request: Planned, status: LeaveStatus = request.status): CountedRequest => ({
  id: request.id,
  leaveTypeId: request.type.id,
  status,
  dayList: request.dayList,
});

/**
 * The requests written so far, and the checks the leave module makes before it takes another:
 * the type offered to the person, no half day taken twice, and a balance that lasts.
 */
class Ledger {
  readonly planned: Planned[] = [];
  private readonly byPerson = new Map<string, Planned[]>();

  constructor(private readonly setting: Setting) {}

  of(person: Person): Planned[] {
    return this.byPerson.get(person.id) ?? [];
  }

  add(wish: Wish): Planned | null {
    const { person, type } = wish;
    if (type.eligibleGenders.length > 0 && !type.eligibleGenders.includes(person.gender as never)) {
      return null;
    }
    if (wish.startDate < person.employmentStartDate) return null;
    if (wish.startDate < eligibleFrom(person, type.minServiceMonths)) return null;
    if (!type.halfDayAllowed && (wish.startPart !== 'full' || wish.endPart !== 'full')) return null;
    const dayList = this.daysOf(wish);
    if (dayList.length === 0) return null;
    const halves = halvesTaken(wish);
    if (this.of(person).some((other) => firstOverlap(halves, other.halves) !== null)) return null;
    const told = this.told(wish, dayList);
    if (!told) return null;
    const planned: Planned = { ...wish, id: randomUUID(), dayList, halves, ...told };
    // Refused or withdrawn requests were sent too: they had to fit when they were.
    const status = planned.status === 'approved' ? 'approved' : 'pending';
    if (!this.fits(planned, status)) return null;
    this.planned.push(planned);
    this.byPerson.set(person.id, [...this.of(person), planned]);
    return planned;
  }

  daysOf(wish: Pick<Wish, 'type' | 'startDate' | 'endDate' | 'startPart' | 'endPart'>) {
    return leaveDays(wish, {
      ...this.setting.counting,
      countsRestDays: wish.type.countsRestDays,
      countsPublicHolidays: wish.type.countsPublicHolidays,
    });
  }

  /**
   * The story as the leave module records it: who sent, decided and cancelled the request and
   * when, and the status it ends in. Nothing happens after `now`: a decision that would come later
   * is not taken yet, where the request can still wait (leave ahead, or an MC of the last days).
   */
  private told(wish: Wish, dayList: LeaveDay[]) {
    const { now, today, adminAccountId } = this.setting;
    const { person, type, draw } = wish;
    const latest = new Date(now.getTime() - 10 * minute);
    const mayWait =
      wish.startDate > today || (afterTheFact(type) && wish.endDate >= addDays(today, -10));
    const free = this.freeOfApproved(person, dayList);
    let story = wish.story;
    if ((story === 'approved' || story === 'recorded') && !free) {
      if (!mayWait) return null;
      story = 'pending';
    }

    let submitted: Date;
    if (afterTheFact(type)) {
      const sentOn = type.documentRequired ? addDays(wish.endDate, 1) : wish.startDate;
      submitted = singaporeTime(sentOn, 450 + pick(draw, 11, 150));
    } else {
      const lead =
        type.entitlementRule === 'maternity' ? 30 + pick(draw, 10, 20) : 2 + pick(draw, 10, 40);
      submitted = singaporeTime(addDays(wish.startDate, -lead), 540 + pick(draw, 11, 540));
      const recent = new Date(now.getTime() - (2 + pick(draw, 12, 140)) * hour);
      if (story === 'pending' || submitted > recent) submitted = recent;
      if (submitted >= singaporeTime(wish.startDate, 0)) return null;
    }
    if (submitted > latest) return null;

    const employee = person.accountId;
    const events: Moment[] = [];
    if (story === 'recorded') {
      events.push(
        {
          kind: 'submitted',
          at: submitted,
          actor: adminAccountId,
          level: null,
          comment: wish.reason,
        },
        { kind: 'approved', at: submitted, actor: adminAccountId, level: null, comment: null },
      );
      return { status: 'approved' as const, events };
    }
    events.push({
      kind: 'submitted',
      at: submitted,
      actor: employee,
      level: null,
      comment: wish.reason,
    });
    let last = submitted;
    if (pick(draw, 13, 9) === 0) {
      last = new Date(submitted.getTime() + (30 + pick(draw, 14, 60)) * minute);
      if (last > latest) return null;
      events.push({ kind: 'edited', at: last, actor: employee, level: null, comment: null });
    }
    const waiting = mayWait ? { status: 'pending' as const, events } : null;
    if (story === 'pending') return waiting;
    if (story === 'withdrawn') {
      const at = new Date(last.getTime() + (1 + pick(draw, 15, 30)) * hour);
      if (at > latest) return waiting;
      const comment = pickFrom(cancellations, draw, 16);
      events.push({ kind: 'cancelled', at, actor: employee, level: null, comment });
      return { status: 'cancelled' as const, events };
    }
    const decided = new Date(last.getTime() + (1 + pick(draw, 17, 30)) * hour);
    if (decided > latest) return waiting;
    const rejected = story === 'rejected';
    const comments = rejected ? rejections : afterTheFact(type) ? getWell : approvals;
    events.push({
      kind: rejected ? 'rejected' : 'approved',
      at: decided,
      // Whoever the request waits for: the reporting manager, or an admin for those without one.
      actor: person.managerAccountId ?? adminAccountId,
      level: 1,
      comment: pickFrom(comments, draw, 18),
    });
    if (rejected) return { status: 'rejected' as const, events };
    if (story === 'cancelled') {
      const at = new Date(decided.getTime() + (2 + pick(draw, 19, 96)) * hour);
      // Staff cancel approved leave only before it begins.
      if (at <= latest && at < singaporeTime(wish.startDate, 0)) {
        const comment = pickFrom(cancellations, draw, 20);
        events.push({ kind: 'cancelled', at, actor: employee, level: null, comment });
        return { status: 'cancelled' as const, events };
      }
    }
    return free ? { status: 'approved' as const, events } : null;
  }

  /**
   * Whether approved leave may fall on these days: not in the week ahead, when the demo has desks
   * and rooms booked for everyone else, nor, for the staff sign-ins, in the month the browser
   * tests book for them.
   */
  private freeOfApproved(person: Person, dayList: LeaveDay[]): boolean {
    const { today, staffSignIns } = this.setting;
    const staff = staffSignIns.has(person.email);
    const from = addDays(today, staff ? 0 : bookedWeek.from);
    const to = addDays(today, staff ? staffFreeDays : bookedWeek.to);
    return !dayList.some((day) => day.date >= from && day.date <= to);
  }

  /**
   * The leave module's balance check, made stricter so that no balance shown goes below zero:
   * what is left of each type the request draws on (hospitalisation leave counts outpatient
   * days too), pending days counted, on today and on the last day of each of the person's
   * requests in the years it touches. Sick leave grows with service, so a later request must
   * leave the balance whole on the days of the earlier ones.
   */
  private fits(candidate: Planned, status: 'pending' | 'approved'): boolean {
    const { setting } = this;
    const { person, type } = candidate;
    if (type.entitlementRule === 'unlimited') return true;
    const mine = this.of(person).filter(
      (request) => request.status === 'pending' || request.status === 'approved',
    );
    if (childLeaveRules.includes(type.entitlementRule)) return this.childFits(candidate, mine);
    const requests = [...mine.map((request) => counted(request)), counted(candidate, status)];
    const yearOf = (date: string) =>
      leaveYearOf(setting.leaveYear, person.employmentStartDate, date).start;
    const touched = new Set(candidate.dayList.map((day) => yearOf(day.date)));
    const dates = new Set<string>();
    if (touched.has(yearOf(setting.today))) dates.add(setting.today);
    for (const request of requests) {
      for (const [year, days] of groupedBy(request.dayList, (day) => yearOf(day.date))) {
        const lastDay = days.at(-1)?.date;
        if (lastDay && touched.has(year)) dates.add(lastDay);
      }
    }
    const checked = [type];
    if (type.entitlementRule === 'sickOutpatient') checked.push(setting.typeOf('HL'));
    for (const checkedType of checked) {
      const eligible = eligibleFrom(person, checkedType.minServiceMonths);
      for (const date of dates) {
        if (date < eligible) continue;
        const balance = balanceOn({
          type: checkedType,
          outpatientTypeId: setting.outpatientTypeId,
          person,
          leaveYear: setting.leaveYear,
          date,
          records: { requests, adjustments: [], carryForwards: [] },
        });
        if (balance.balance !== null && balance.balance - balance.pending < 0) return false;
      }
    }
    return true;
  }

  /**
   * The child's days of the type, as the leave module gives them, and childcare's six days a year
   * a parent shares between children and with extended childcare leave.
   */
  private childFits(candidate: Planned, mine: Planned[]): boolean {
    const { setting } = this;
    const { person, type, child } = candidate;
    if (!child || candidate.startDate < child.birthDate) return false;
    const perWeek = type.countsRestDays ? 7 : setting.daysPerWeek;
    const shared = childcareRules.includes(type.entitlementRule);
    const yearOf = (date: string) =>
      leaveYearOf(setting.leaveYear, person.employmentStartDate, date);
    const sharing = mine.filter((request) =>
      shared ? childcareRules.includes(request.type.entitlementRule) : request.type.id === type.id,
    );
    for (const [, days] of groupedBy(candidate.dayList, (day) => yearOf(day.date).start)) {
      const lastDay = days.at(-1)?.date ?? candidate.startDate;
      const given = childLeaveDays(type.entitlementRule, child, lastDay, perWeek);
      if (given.refusal) return false;
      const range = perChildLeaveRules.includes(type.entitlementRule)
        ? { start: '1900-01-01', end: '9999-12-31' }
        : yearOf(lastDay);
      const daysOf = (requests: Planned[]) =>
        requests.reduce(
          (sum, request) =>
            sum +
            totalTenths(
              request.dayList.filter((day) => day.date >= range.start && day.date <= range.end),
            ),
          0,
        );
      const asked = totalTenths(days);
      const forChild = sharing.filter(
        (request) => request.type.id === type.id && request.child?.birthDate === child.birthDate,
      );
      if (given.tenths - daysOf(forChild) - asked < 0) return false;
      if (shared && childcareTenthsPerYear - daysOf(sharing) - asked < 0) return false;
    }
    return true;
  }
}

/** The first day on or after `date` that a request of the type counts. */
function countedFrom(ledger: Ledger, type: LeaveTypeRecord, date: string): string {
  let day = date;
  for (let step = 0; step < 30; step += 1) {
    const one = { type, startDate: day, endDate: day, startPart: 'full', endPart: 'full' } as const;
    if (ledger.daysOf(one).length > 0) return day;
    day = addDays(day, 1);
  }
  return date;
}

/** The last day of a request of the type that counts `days` days from `start`. */
function endAfter(ledger: Ledger, type: LeaveTypeRecord, start: string, days: number): string {
  let end = start;
  let counted = 0;
  for (let step = 0; step < days * 3 + 30; step += 1) {
    const one = { type, startDate: end, endDate: end, startPart: 'full', endPart: 'full' } as const;
    if (ledger.daysOf(one).length > 0) counted += 1;
    if (counted >= days) return end;
    end = addDays(end, 1);
  }
  return end;
}

type Script = {
  email: string;
  code: Code;
  /** Days from today the request starts on or after (the first day it counts). */
  from: number;
  days: number;
  part?: DayPart;
  story: Story;
  reason: string;
  child?: LeaveChild;
};

/**
 * The requests the demo's sign-ins show whatever the draws: Tan Wei Ming's own history, leave of
 * Engineering waiting for Ng Kok Leong, a birth in Human Resources and one in Sales & Marketing,
 * and a stay in hospital recorded by an admin.
 */
function scripts(today: string): Script[] {
  const staff = 'employee@tembusu.example';
  const maternity = { birthDate: addDays(today, -births.maternity), citizen: true };
  const paternity = { birthDate: addDays(today, -births.paternity), citizen: true };
  // biome-ignore format: one request a line reads as the table it is
  return [
    { email: staff, code: 'AL', from: -290, days: 3, story: 'approved', reason: 'Family trip to Kuala Lumpur' },
    { email: staff, code: 'SL', from: -200, days: 1, story: 'approved', reason: 'Fever and sore throat' },
    { email: staff, code: 'AL', from: -160, days: 1, story: 'cancelled', reason: 'Helping a friend move house' },
    { email: staff, code: 'AL', from: -130, days: 1, part: 'AM', story: 'approved', reason: 'Renewing my passport' },
    { email: staff, code: 'AL', from: -80, days: 4, story: 'approved', reason: 'Holiday in Hokkaido' },
    { email: staff, code: 'AL', from: -45, days: 2, story: 'rejected', reason: 'Long weekend in Bintan' },
    { email: staff, code: 'AL', from: 38, days: 3, story: 'pending', reason: 'Year-end holiday with family' },
    { email: 'benjamin.pereira@tembusu.example', code: 'AL', from: 16, days: 2, story: 'pending', reason: 'Visiting family in Perth' },
    { email: 'anand.sharma@tembusu.example', code: 'AL', from: 9, days: 1, part: 'PM', story: 'pending', reason: 'Appointment at the embassy' },
    { email: 'somchai.wongsakul@tembusu.example', code: 'AL', from: 23, days: 3, story: 'pending', reason: 'Trip home to Chiang Mai' },
    { email: 'farah.nadia@tembusu.example', code: 'ML', from: -births.maternity, days: 80, story: 'approved', reason: 'Maternity leave', child: maternity },
    { email: 'hafiz.abdullah@tembusu.example', code: 'PL', from: -births.paternity, days: 10, story: 'approved', reason: 'Paternity leave for our newborn', child: paternity },
    { email: 'lim.ahkow@tembusu.example', code: 'HL', from: -220, days: 5, story: 'recorded', reason: 'Knee surgery and recovery' },
  ];
}

/**
 * The k-th request the draws ask for: mostly annual leave, then sick leave with an MC, a stay in
 * hospital now and then, childcare for parents, no-pay and compassionate leave; a day, half a
 * day or a week; in the past year or the two months ahead, its status by when it falls.
 */
function drawn(
  k: number,
  person: Person,
  ledger: Ledger,
  setting: Setting,
  child: LeaveChild | undefined,
): Wish | null {
  const { today, typeOf } = setting;
  const roll = pick(k, 1, 100);
  let code: keyof typeof reasons = 'AL';
  if (child && roll < 14) code = 'CCL';
  else if (roll < 27) code = 'SL';
  else if (roll < 29) code = 'HL';
  else if (roll < 31) code = 'CPL';
  else if (roll < 41 && noPayTakers.has(person.email)) code = 'NPL';
  const past = afterTheFact(typeOf(code));
  const offset = past ? -(3 + pick(k, 2, 360)) : -362 + pick(k, 2, 422);
  const startDate = countedFrom(ledger, typeOf(code), addDays(today, offset));
  // A child past childcare leave's age (under 7) may have extended childcare leave (7 to 12).
  if (child && code === 'CCL' && childLeaveDays('childcare', child, startDate, 5).refusal) {
    code = 'ECL';
  }
  const type = typeOf(code);
  const size = pick(k, 3, 20);
  let days = 1;
  let startPart: DayPart = 'full';
  let endPart: DayPart = 'full';
  if (code === 'AL') {
    if (size >= 6 && size <= 8) startPart = size === 7 ? 'PM' : 'AM';
    else if (size >= 9) days = size >= 19 ? 7 + pick(k, 4, 3) : size >= 17 ? 5 : 2 + (size % 3);
    if (days > 1 && pick(k, 5, 8) === 0) endPart = 'AM';
  } else if (code === 'SL') days = size < 13 ? 1 : size < 18 ? 2 : 3;
  else if (code === 'HL') days = 3 + (size % 6);
  else if (code === 'CCL' || code === 'ECL') startPart = size < 6 ? 'AM' : 'full';
  else if (code === 'NPL') days = 1 + (size % 5);
  else if (code === 'CPL') days = 1 + (size % 3);
  const endDate = endAfter(ledger, type, startDate, days);
  if (past && endDate > addDays(today, -2)) return null;
  if (days === 1) endPart = startPart;

  const chance = pick(k, 6, 100);
  let story: Story;
  if (startDate > today) {
    if (chance < 40) story = 'approved';
    else if (chance < 80) story = 'pending';
    else if (chance < 88) story = 'rejected';
    else story = chance < 94 ? 'cancelled' : 'withdrawn';
  } else if (endDate >= today) story = 'approved';
  else if (past) story = endDate >= addDays(today, -8) && chance < 60 ? 'pending' : 'approved';
  else if (chance < 76) story = 'approved';
  else if (chance < 84) story = 'rejected';
  else story = chance < 91 ? 'cancelled' : 'withdrawn';
  // Work-permit holders, without a computer at work, and now and then anyone have HR record it.
  const byHr = person.residency === 'WorkPermit' || pick(k, 7, 12) === 0;
  if (story === 'approved' && startDate <= today && byHr) story = 'recorded';
  return {
    person,
    type,
    startDate,
    endDate,
    startPart,
    endPart,
    reason: pickFrom(reasons[code], k, 8),
    child: childLeaveRules.includes(type.entitlementRule) ? (child ?? null) : null,
    story,
    draw: k,
  };
}

const clinics = [
  ['Tembusu Family Clinic', '1 Raffles Place, #B1-12, Singapore 048616'],
  ['Jurong Gateway Medical Centre', '50 Jurong Gateway Road, #02-31, Singapore 608549'],
  ['Tampines Central Clinic', '4 Tampines Central 5, #01-40, Singapore 529510'],
  ['Tanjong Pagar Family Practice', '7 Wallich Street, #B2-05, Singapore 078884'],
] as const;
const hospital = ['Kallang River General Hospital', '20 Kallang Avenue, Singapore 339411'] as const;
const doctors = ['Dr Lim Siew Hoon', 'Dr Rajan Pillai', 'Dr Nor Azlina Hassan', 'Dr Daniel Koh'];

const mcDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const mcDateText = (date: string) => mcDate.format(new Date(`${date}T00:00:00Z`));

/** Text as a PDF string: printable ASCII, with its delimiters escaped. */
const pdfString = (text: string) =>
  `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A one-page PDF (A5, landscape) of lines of text, bold or regular, from the top down. */
function textPdf(lines: readonly { text: string; size: number; bold?: boolean; gap: number }[]) {
  let y = 400;
  const content = lines
    .map(({ text, size, bold, gap }) => {
      y -= gap;
      return `BT /${bold ? 'F2' : 'F1'} ${size} Tf 48 ${y} Td ${pdfString(text)} Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 420] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** The medical certificate a sick or hospitalisation request is sent with. */
function medicalCertificate(request: Planned, serial: number): Buffer {
  const inHospital = request.type.entitlementRule === 'sickHospitalisation';
  const [clinic, address] = inHospital ? hospital : pickFrom(clinics, request.draw, 30);
  const calendarDays = [...datesFrom(request.startDate, request.endDate)].length;
  const period =
    calendarDays === 1
      ? `on ${mcDateText(request.startDate)} (1 day).`
      : `from ${mcDateText(request.startDate)} to ${mcDateText(request.endDate)} inclusive (${calendarDays} days).`;
  return textPdf([
    { text: clinic, size: 16, bold: true, gap: 0 },
    { text: address, size: 9, gap: 16 },
    { text: 'MEDICAL CERTIFICATE', size: 14, bold: true, gap: 40 },
    {
      text: `MC No. ${request.startDate.slice(0, 4)}-${String(serial).padStart(5, '0')}`,
      size: 10,
      gap: 20,
    },
    { text: `Patient: ${request.person.name}`, size: 11, gap: 30 },
    {
      text: inHospital
        ? 'This is to certify that the above-named patient was admitted and is unfit for duty'
        : 'This is to certify that the above-named patient is unfit for duty',
      size: 11,
      gap: 22,
    },
    { text: period, size: 11, gap: 16 },
    { text: pickFrom(doctors, request.draw, 31), size: 11, gap: 60 },
    { text: `MCR M${String(10_000 + pick(request.draw, 32, 89_999))}`, size: 9, gap: 14 },
    { text: `Issued on ${mcDateText(request.startDate)}`, size: 9, gap: 14 },
  ]);
}

/**
 * The demo's year of leave (see the top of this file), then the year-end carry-forward, as the
 * nightly job would have run it. With a data folder, sick and hospitalisation leave carry their
 * medical certificates as PDF files, as the people who sent them attached them; without one (the
 * tests' seed) there is nowhere to keep the files, and the requests are written without them.
 */
export async function seedDemoLeave(
  tx: Db,
  options: {
    organizationId: string;
    adminAccountId: string;
    /** The staff sign-ins' emails: the browser tests book desks and rooms for them. */
    staffSignIns: ReadonlySet<string>;
    /** The demo people's employee ids by email. */
    employeeIds: ReadonlyMap<string, string>;
    now: Date;
    dataDir?: string;
  },
) {
  const { organizationId, now } = options;
  const today = demoDateAfter(now, 0);
  await insertLeaveType(tx, organizationId, compassionateLeave);
  const types = await leaveTypesIn(tx, organizationId);
  const settings = await leaveSettingsIn(tx, organizationId);
  const schedule = await workingHoursIn(tx, organizationId);
  const from = addDays(today, -400);
  const holidays = await publicHolidayDates(tx, organizationId, from, addDays(today, 120));
  const { rows } = await leavePeople(tx, organizationId, {});
  const byId = new Map(rows.map((row) => [row.id, row]));
  const people: Person[] = demoPeople.flatMap((demo) => {
    const row = byId.get(options.employeeIds.get(demo.email) ?? '');
    return row ? [{ ...row, email: demo.email }] : [];
  });
  const typeOf = (code: Code) => {
    const type = types.find((candidate) => candidate.code === code);
    if (!type) throw new Error(`The demo has no leave type ${code}`);
    return type;
  };
  const setting: Setting = {
    adminAccountId: options.adminAccountId,
    staffSignIns: options.staffSignIns,
    now,
    today,
    leaveYear: settings.leaveYear,
    counting: { schedule, holidays },
    daysPerWeek: workingDaysPerWeek(schedule),
    typeOf,
    outpatientTypeId: typeOf('SL').id,
  };
  const ledger = new Ledger(setting);
  const byEmail = new Map(people.map((person) => [person.email, person]));

  for (const [index, script] of scripts(today).entries()) {
    const person = byEmail.get(script.email);
    if (!person) continue;
    const type = typeOf(script.code);
    const startDate = countedFrom(ledger, type, addDays(today, script.from));
    const part = script.part ?? 'full';
    ledger.add({
      person,
      type,
      startDate,
      endDate: script.days === 1 ? startDate : endAfter(ledger, type, startDate, script.days),
      startPart: part,
      endPart: part,
      reason: script.reason,
      child: script.child ?? null,
      story: script.story,
      draw: 10_000 + index,
    });
  }
  const children = childrenOf(today);
  for (let k = 0; ledger.planned.length < requestsWanted && k < requestsWanted * 8; k += 1) {
    const person = people[k % people.length];
    if (!person) break;
    const wish = drawn(k, person, ledger, setting, children.get(person.email));
    if (wish) ledger.add(wish);
  }

  const sick = options.dataDir
    ? ledger.planned.filter((request) => request.type.documentRequired)
    : [];
  const attachments = new Map(sick.map((request) => [request.id, randomUUID()]));
  if (options.dataDir && sick.length > 0) {
    const { dataDir } = options;
    const files = sick.map((request, serial) => {
      const id = attachments.get(request.id) as string;
      const path = uploadFilePath(dataDir, organizationId, id);
      return { request, id, path, bytes: medicalCertificate(request, serial + 1) };
    });
    await mkdir(dirname(files[0]?.path ?? dataDir), { recursive: true });
    await Promise.all(files.map((file) => writeFile(file.path, file.bytes)));
    await insertUploads(
      tx,
      files.map(({ request, id, bytes }) => {
        const sent = request.events[0];
        return {
          id,
          organizationId,
          name: `mc-${request.startDate}.pdf`,
          contentType: 'application/pdf',
          size: bytes.length,
          uploadedBy: sent?.actor ?? null,
          createdAt: sent?.at ?? now,
        };
      }),
    );
  }

  await insertLeaveRequests(
    tx,
    ledger.planned.map((request) => {
      const first = request.events[0];
      const last = request.events.at(-1);
      const decision = request.events.find(
        (event) => event.kind === 'approved' || event.kind === 'rejected',
      );
      return {
        id: request.id,
        organizationId,
        employeeId: request.person.id,
        leaveTypeId: request.type.id,
        startDate: request.startDate,
        endDate: request.endDate,
        startPart: request.startPart,
        endPart: request.endPart,
        days: daysText(totalTenths(request.dayList)),
        dayList: request.dayList,
        reason: request.reason,
        attachmentId: attachments.get(request.id) ?? null,
        child: request.child,
        status: request.status,
        pendingLevel: request.status === 'pending' ? 1 : null,
        createdBy: first?.actor ?? null,
        decidedBy: decision?.actor ?? null,
        decidedAt: decision?.at ?? null,
        createdAt: first?.at ?? now,
        updatedAt: last?.at ?? now,
      };
    }),
  );
  await insertLeaveEvents(
    tx,
    ledger.planned.flatMap((request) =>
      request.events.map((event) => ({
        organizationId,
        requestId: request.id,
        kind: event.kind,
        level: event.level,
        actorAccountId: event.actor,
        comment: event.comment,
        at: event.at,
      })),
    ),
  );
  await carryForwardDue(tx, organizationId, today, now);
}
