import { defaultCommunityFunds } from '@tembusu/contracts/employees';
import { type NricFinKind, nricFinCheckLetter } from '@tembusu/contracts/nric-fin';
import type { Db } from '../db/client.js';
import { insertEmployee, updateEmployee } from '../modules/employees/employees.repository.js';
import {
  findOrganizationByCode,
  insertAccount,
  insertOrganization,
} from '../modules/identity/identity.repository.js';
import { hashPassword } from '../modules/identity/passwords.js';
import {
  insertBranch,
  insertDepartment,
  preloadPublicHolidays,
  updateDepartment,
} from '../modules/organization/organization.repository.js';
import { seedDemoAttendance } from './demo-attendance.js';
import { seedDemoClaims } from './demo-claims.js';
import { seedDemoDesks } from './demo-desks.js';
import { seedDemoLeave } from './demo-leave.js';
import { seedDemoPayroll } from './demo-payroll.js';
import { type DemoPerson, demoBranches, demoDepartments, demoPeople } from './demo-people.js';
import { seedDemoRooms } from './demo-rooms.js';

export const demoPassword = 'Demo@2026';

export const demoAccounts = {
  admin: { email: 'admin@tembusu.example', name: 'Aisha Rahman', role: 'admin' },
  employee: { email: 'employee@tembusu.example', name: 'Tan Wei Ming', role: 'employee' },
  employee2: { email: 'employee2@tembusu.example', name: 'Priya Nair', role: 'employee' },
  superAdmin: { email: 'super@tembusu.example', name: 'Daniel Ong', role: 'superadmin' },
} as const;

/**
 * The demo organisation, DEMO, with an admin, its people, payroll set-up, rooms, desks and a
 * week of bookings after `now`, a year of leave around `now`, four weeks of shifts and attendance
 * and four months of expense claims before it, and a super admin; pictures, floor
 * plans and medical certificates go under `dataDir`. Only for the embedded database or when asked
 * for: the password is published in the README. Answers whether it wrote anything.
 */
export async function seedDemo(
  db: Db,
  options: { now?: Date; dataDir?: string } = {},
): Promise<boolean> {
  if (await findOrganizationByCode(db, 'DEMO')) return false;
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const organization = await insertOrganization(tx, {
      code: 'DEMO',
      name: 'Tembusu Demo Pte Ltd',
      uen: '202612345K',
      registrationType: 'UEN',
      address: '1 Raffles Place, #20-01, Singapore 048616',
      industry: 'Information Technology',
      currency: 'SGD',
      timeZone: 'Asia/Singapore',
    });
    await preloadPublicHolidays(tx, organization.id);
    const admin = await insertAccount(tx, {
      ...demoAccounts.admin,
      organizationId: organization.id,
      passwordHash,
    });
    const { templateIds, payItemIds } = await seedDemoPayroll(tx, organization.id);
    const people = await seedDemoPeople(tx, organization.id, passwordHash, templateIds);
    await seedDemoRooms(tx, {
      organizationId: organization.id,
      branchIds: [...people.branchIds.values()],
      employeeIds: [...people.employeeIds.values()],
      bookedByAccountId: admin.id,
      now: options.now ?? new Date(),
      dataDir: options.dataDir,
    });
    // The two demo staff sign-ins start with no desk of their own, free to try booking one.
    const demoStaff = new Set<string>([demoAccounts.employee.email, demoAccounts.employee2.email]);
    await seedDemoDesks(tx, {
      organizationId: organization.id,
      branches: [...people.branchIds].map(([name, id]) => ({ id, name })),
      employeeIds: [...people.employeeIds]
        .filter(([email]) => !demoStaff.has(email))
        .map(([, id]) => id),
      bookedByAccountId: admin.id,
      now: options.now ?? new Date(),
      dataDir: options.dataDir,
    });
    await seedDemoLeave(tx, {
      organizationId: organization.id,
      adminAccountId: admin.id,
      staffSignIns: demoStaff,
      employeeIds: people.employeeIds,
      now: options.now ?? new Date(),
      dataDir: options.dataDir,
    });
    await seedDemoAttendance(tx, {
      organizationId: organization.id,
      adminAccountId: admin.id,
      branchIds: people.branchIds,
      employeeIds: people.employeeIds,
      staffSignIns: demoStaff,
      now: options.now ?? new Date(),
    });
    await seedDemoClaims(tx, {
      organizationId: organization.id,
      adminAccountId: admin.id,
      payItemIds,
      employeeIds: people.employeeIds,
      staffSignIns: demoStaff,
      now: options.now ?? new Date(),
    });
    await insertAccount(tx, { ...demoAccounts.superAdmin, organizationId: null, passwordHash });
  });
  return true;
}

// Each department's head manages its people; the heads report to nobody in the demo.
const departmentHeads: Record<string, string> = {
  'Human Resources': 'wong.meiling@tembusu.example',
  Finance: 'chua.boonhuat@tembusu.example',
  Engineering: 'ng.kokleong@tembusu.example',
  'Sales & Marketing': 'rosalind.desouza@tembusu.example',
  Operations: 'ahmad.ismail@tembusu.example',
  'Customer Service': 'kavitha.ramasamy@tembusu.example',
};

const demoBanks = ['DBSSSGSG', 'OCBCSGSG', 'UOVBSGSG', 'SCBLSG22', 'HSBCSGS2'];

/**
 * A demo person's NRIC (citizens and permanent residents) or G-series FIN (everyone else): made
 * from their place in the list, so every seed gives the same numbers, and ending in the right
 * check letter, so the records pass the checks an admin's changes to them go through.
 */
function demoIdentity(
  person: DemoPerson,
  index: number,
): { idType: NricFinKind; idNumber: string } {
  const resident = person.residency === 'Citizen' || person.residency === 'PermanentResident';
  const prefix = resident ? 'S' : 'G';
  const digits = String(8_100_000 + index * 7_919);
  return {
    idType: resident ? 'NRIC' : 'FIN',
    idNumber: `${prefix}${digits}${nricFinCheckLetter(prefix, digits)}`,
  };
}

/** Three branches, six departments and forty employees (the two demo staff among them). */
async function seedDemoPeople(
  tx: Db,
  organizationId: string,
  passwordHash: string,
  templateIds: Map<string, string>,
) {
  const branchIds = new Map<string, string>();
  for (const branch of demoBranches) {
    const row = await insertBranch(tx, { ...branch, organizationId, phone: '+65 6123 4567' });
    branchIds.set(branch.name, row.id);
  }
  const departmentIds = new Map<string, string>();
  for (const department of demoDepartments) {
    const parentId = department.parent ? departmentIds.get(department.parent) : null;
    const row = await insertDepartment(tx, { name: department.name, parentId, organizationId });
    departmentIds.set(department.name, row.id);
  }
  const employeeIds = new Map<string, string>();
  for (const [index, person] of demoPeople.entries()) {
    const account = await insertAccount(tx, {
      organizationId,
      role: 'employee',
      name: person.name,
      email: person.email,
      passwordHash,
    });
    const giro = person.paymentMode === 'giro';
    const row = await insertEmployee(tx, {
      organizationId,
      accountId: account.id,
      employeeNumber: `EMP-${String(index + 1).padStart(4, '0')}`,
      ...demoIdentity(person, index),
      race: person.race,
      religion: person.religion,
      gender: person.gender,
      maritalStatus: index % 3 === 0 ? 'Single' : 'Married',
      nationality: person.nationality,
      residency: person.residency,
      prStartDate: person.prStartDate ?? null,
      dateOfBirth: person.dateOfBirth,
      educationLevel: index % 2 === 0 ? '19' : '12',
      phone: `+65 9${String(1_000_000 + index * 104_729).slice(0, 7)}`,
      roleTitle: person.roleTitle,
      departmentId: departmentIds.get(person.department) ?? null,
      branchId: branchIds.get(person.branch) ?? null,
      employmentType: person.employmentType,
      workMode: person.department === 'Engineering' ? 'hybrid' : 'onsite',
      employmentStartDate: person.employmentStartDate,
      workPassExpiryDate: person.workPassExpiryDate ?? null,
      timeZone: 'Asia/Singapore',
      countryOfWork: 'SG',
      salaryBasis: person.salaryBasis,
      salaryAmount: person.salaryAmount,
      paySchemeTemplateId: templateIds.get(person.salaryBasis) ?? null,
      paymentMode: person.paymentMode,
      bankCode: giro ? (demoBanks[index % demoBanks.length] ?? null) : null,
      bankAccountNumber: giro
        ? `${100 + index}-${String(234_567 + index * 811).padStart(6, '0')}-${index % 10}`
        : null,
      communityFunds: defaultCommunityFunds(person.race, person.religion, person.residency),
    });
    employeeIds.set(person.email, row.id);
  }
  for (const [department, headEmail] of Object.entries(departmentHeads)) {
    const departmentId = departmentIds.get(department);
    const headEmployeeId = employeeIds.get(headEmail);
    if (!departmentId || !headEmployeeId) continue;
    await updateDepartment(tx, organizationId, departmentId, { headEmployeeId });
  }
  for (const person of demoPeople) {
    const head = employeeIds.get(departmentHeads[person.department] ?? '');
    const id = employeeIds.get(person.email);
    if (id && head && head !== id) {
      await updateEmployee(tx, organizationId, id, { managerId: head });
    }
  }
  return { branchIds, employeeIds };
}
