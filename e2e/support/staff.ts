import { type StaffAccount, uniqueId } from './accounts.js';
import type { ApiClient } from './api.js';

/** An employee a test makes for itself, who signs in as staff of the demo organisation. */
export type StaffEmployee = { id: string; name: string; account: StaffAccount };

/**
 * A full-time citizen employee of the demo organisation from June 2026, with a sign-in: `surname`
 * starts the name, `prefix` the e-mail and password, `code` the employee number, and `employment`
 * changes the record's employment details (department, end date, manager, pay).
 */
export async function addStaffEmployee(
  api: ApiClient,
  who: { surname: string; prefix: string; code: string; roleTitle: string },
  employment: Record<string, unknown> = {},
): Promise<StaffEmployee> {
  const { surname, prefix, code, roleTitle } = who;
  const id = uniqueId();
  const name = `${surname} ${id}`;
  const email = `${prefix}-${id.toLowerCase()}@${prefix}.example`;
  const password = `${prefix[0]?.toUpperCase()}${prefix.slice(1)}@2026`;
  const employee = await api.data<{ id: string }>('POST', '/employees', {
    personal: {
      name,
      email,
      idType: 'NRIC',
      idNumber: 'S8512345I',
      race: 'Chinese',
      religion: 'None',
      gender: 'Female',
      maritalStatus: 'Single',
      nationality: 'SG',
      residency: 'Citizen',
      prStartDate: null,
      dateOfBirth: '1992-03-09',
      educationLevel: null,
      phone: '',
      address: '',
      postalCode: '',
      emergencyContactName: '',
      emergencyContactRelationship: '',
      emergencyContactPhone: '',
      photoId: null,
    },
    employment: {
      employeeNumber: `${code}-${id}`,
      roleTitle,
      departmentId: null,
      branchId: null,
      employmentType: 'fullTime',
      workMode: 'onsite',
      employmentStartDate: '2026-06-01',
      employmentEndDate: null,
      workPassExpiryDate: null,
      managerId: null,
      timeZone: 'Asia/Singapore',
      countryOfWork: 'SG',
      isActive: true,
      salaryBasis: 'Monthly',
      salaryAmount: '2600.00',
      paySchemeTemplateId: null,
      paymentMode: 'cash',
      bankCode: null,
      bankAccountNumber: '',
      excludeCPFContributions: false,
      prCpfScheme: 'graduated',
      communityFundOverride: false,
      communityFunds: ['CDAC'],
      ...employment,
    },
    password,
  });
  return { id: employee.id, name, account: { email, password, organizationId: 'DEMO' } };
}
