import type { CreateEmployee } from '@tembusu/contracts/employees';
import { expect } from 'vitest';
import type { apiCaller } from './app.js';

/**
 * A complete, valid new employee as the create form sends it; tests override what they are
 * about. No department or branch unless given, so it fits any organisation.
 */
export function newEmployeeInput(
  overrides: {
    personal?: Partial<CreateEmployee['personal']>;
    employment?: Partial<CreateEmployee['employment']>;
    password?: string;
  } = {},
): CreateEmployee {
  return {
    personal: {
      name: 'Yeo Kai Xin',
      email: 'yeo.kaixin@tembusu.example',
      idType: 'NRIC',
      idNumber: 'S9512345G',
      race: 'Chinese',
      religion: 'Buddhist',
      gender: 'Female',
      maritalStatus: 'Single',
      nationality: 'SG',
      residency: 'Citizen',
      prStartDate: null,
      dateOfBirth: '1995-05-20',
      educationLevel: '19',
      phone: '+65 9123 4567',
      address: '10 Bishan Street 13',
      postalCode: '579795',
      emergencyContactName: 'Yeo Boon Keng',
      emergencyContactRelationship: 'Father',
      emergencyContactPhone: '+65 9765 4321',
      photoId: null,
      ...overrides.personal,
    },
    employment: {
      employeeNumber: 'EMP-9001',
      roleTitle: 'Payroll Analyst',
      departmentId: null,
      branchId: null,
      employmentType: 'fullTime',
      workMode: 'onsite',
      employmentStartDate: '2026-11-02',
      employmentEndDate: null,
      workPassExpiryDate: null,
      managerId: null,
      timeZone: 'Asia/Singapore',
      countryOfWork: 'SG',
      isActive: true,
      salaryBasis: 'Monthly',
      salaryAmount: '4850.50',
      paymentMode: 'giro',
      bankCode: 'DBSSSGSG',
      bankAccountNumber: '123-456789-0',
      excludeCPFContributions: false,
      prCpfScheme: 'graduated',
      communityFundOverride: false,
      communityFunds: [],
      ...overrides.employment,
    },
    password: overrides.password ?? 'Welcome@2026',
  };
}

/** Creates an employee through the API (`newEmployeeInput` with the overrides) and answers its id. */
export async function createdEmployee(
  call: ReturnType<typeof apiCaller>,
  overrides: Parameters<typeof newEmployeeInput>[0] = {},
): Promise<string> {
  const created = await call('POST', '/employees', newEmployeeInput(overrides));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id;
}
