import { describe, expect, it } from 'vitest';
import {
  type CreateEmployee,
  type EmployeePersonalInput,
  prCpfSchemeLabels,
  prCpfSchemes,
  zCreateEmployee,
  zEmployeeEmploymentSection,
  zEmployeePersonalInput,
} from './employees.js';

function personal(change: Partial<EmployeePersonalInput> = {}): EmployeePersonalInput {
  return {
    name: 'Tan Ah Kow',
    email: 'ahkow@example.com',
    idType: 'NRIC',
    idNumber: 'S1234567D',
    race: 'Chinese',
    religion: 'Buddhist',
    gender: 'Male',
    maritalStatus: 'Single',
    nationality: 'SG',
    residency: 'Citizen',
    prStartDate: null,
    dateOfBirth: '1990-01-31',
    educationLevel: null,
    phone: null,
    address: null,
    postalCode: null,
    emergencyContactName: null,
    emergencyContactRelationship: null,
    emergencyContactPhone: null,
    photoId: null,
    ...change,
  };
}

/** Each problem of the input as `field: message`. */
function problems(input: EmployeePersonalInput): string[] {
  const result = zEmployeePersonalInput.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe("an employee's ID number", () => {
  it('takes a valid NRIC or FIN in any case, with spaces, and keeps it in capitals', () => {
    const parsed = (idType: EmployeePersonalInput['idType'], idNumber: string) =>
      zEmployeePersonalInput.parse(personal({ idType, idNumber })).idNumber;
    expect(parsed('NRIC', ' s1234567d ')).toBe('S1234567D');
    expect(parsed('NRIC', 'T1234567J')).toBe('T1234567J');
    expect(parsed('FIN', 'f1234567n')).toBe('F1234567N');
    expect(parsed('FIN', 'G1234567X')).toBe('G1234567X');
    expect(parsed('FIN', 'M1234567K')).toBe('M1234567K');
  });

  it('says which letter to check when the check letter is wrong', () => {
    expect(problems(personal({ idNumber: 's1234567a' }))).toEqual([
      'idNumber: S1234567A is not a valid NRIC; check the last letter',
    ]);
    expect(problems(personal({ idType: 'FIN', idNumber: 'G1234567N' }))).toEqual([
      'idNumber: G1234567N is not a valid FIN; check the last letter',
    ]);
  });

  it("says what an NRIC or FIN looks like when the number is not one of the ID type's", () => {
    expect(problems(personal({ idNumber: 'G1234567X' }))).toEqual([
      'idNumber: An NRIC starts with S or T, then 7 digits and a letter',
    ]);
    expect(problems(personal({ idNumber: 'S123456D' }))).toEqual([
      'idNumber: An NRIC starts with S or T, then 7 digits and a letter',
    ]);
    expect(problems(personal({ idType: 'FIN', idNumber: 'S1234567D' }))).toEqual([
      'idNumber: A FIN starts with F, G or M, then 7 digits and a letter',
    ]);
  });

  it('asks for a number before checking it', () => {
    expect(problems(personal({ idNumber: '  ' }))).toEqual(['idNumber: ID number is required']);
  });

  it('is checked beside the problems of other fields', () => {
    expect(problems(personal({ name: '', idNumber: 'S1234567A' }))).toEqual([
      'name: Name is required',
      'idNumber: S1234567A is not a valid NRIC; check the last letter',
    ]);
  });

  it('is not looked for in an input that is no object', () => {
    expect(zEmployeePersonalInput.safeParse(null).error?.issues).toHaveLength(1);
  });

  it('keeps other kinds of ID as they are written', () => {
    const passport = zEmployeePersonalInput.parse(
      personal({ idType: 'PassportNo1', idNumber: ' e1234567x ', residency: 'EmploymentPass' }),
    );
    expect(passport.idNumber).toBe('e1234567x');
    expect(problems(personal({ idType: 'WorkPermitNo', idNumber: '0 12345678' }))).toEqual([]);
  });
});

describe("a permanent resident's CPF rates", () => {
  const employee = (
    residency: EmployeePersonalInput['residency'],
    prCpfScheme: string,
    change: Partial<EmployeePersonalInput> = {},
  ): CreateEmployee => ({
    personal: personal({
      residency,
      prStartDate: residency === 'PermanentResident' ? '2025-03-15' : null,
      ...change,
    }),
    employment: {
      employeeNumber: 'E-1',
      roleTitle: null,
      departmentId: null,
      branchId: null,
      employmentType: 'fullTime',
      workMode: 'onsite',
      employmentStartDate: '2020-01-01',
      employmentEndDate: null,
      workPassExpiryDate: null,
      managerId: null,
      timeZone: 'Asia/Singapore',
      countryOfWork: 'SG',
      isActive: true,
      salaryBasis: 'Monthly',
      salaryAmount: '5000',
      paymentMode: 'cash',
      bankCode: null,
      bankAccountNumber: null,
      excludeCPFContributions: false,
      prCpfScheme: prCpfScheme as CreateEmployee['employment']['prCpfScheme'],
      communityFundOverride: false,
      communityFunds: [],
    },
    password: 'Correct-Horse-9!',
  });
  const problemsOf = (input: CreateEmployee) =>
    (zCreateEmployee.safeParse(input).error?.issues ?? []).map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );

  it('lets a permanent resident have any of the three, each with its label', () => {
    for (const scheme of prCpfSchemes) {
      expect(problemsOf(employee('PermanentResident', scheme))).toEqual([]);
    }
    expect(prCpfSchemeLabels).toEqual({
      graduated: 'Graduated rates (1st and 2nd year)',
      fullEmployer: 'Full employer rate, graduated employee rate (F/G)',
      full: 'Full rates for both (joint application)',
    });
  });

  it('refuses full employer or full rates for anyone but a permanent resident, naming the field', () => {
    expect(problemsOf(employee('Citizen', 'full'))).toEqual([
      'employment.prCpfScheme: Only a permanent resident can have CPF rates other than the graduated rates',
    ]);
    expect(problemsOf(employee('EmploymentPass', 'fullEmployer'))).toEqual([
      'employment.prCpfScheme: Only a permanent resident can have CPF rates other than the graduated rates',
    ]);
    expect(problemsOf(employee('Citizen', 'graduated'))).toEqual([]);
  });

  it('is checked beside the problems of other fields', () => {
    expect(problemsOf(employee('Citizen', 'full', { name: '' }))).toEqual([
      'personal.name: Name is required',
      'employment.prCpfScheme: Only a permanent resident can have CPF rates other than the graduated rates',
    ]);
    expect(problemsOf({ ...employee('Citizen', 'full'), password: 'short' })).toEqual([
      expect.stringMatching(/^password: /),
      'employment.prCpfScheme: Only a permanent resident can have CPF rates other than the graduated rates',
    ]);
  });

  it('names an unknown scheme, and asks for none beyond it', () => {
    expect(problemsOf(employee('PermanentResident', 'half'))).toEqual([
      'employment.prCpfScheme: Choose the CPF rates from the list',
    ]);
    expect(
      zEmployeeEmploymentSection.safeParse({ employment: employee('Citizen', 'x').employment })
        .error?.issues[0]?.path,
    ).toEqual(['employment', 'prCpfScheme']);
  });
});
