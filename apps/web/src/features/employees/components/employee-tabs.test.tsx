import type {
  Employee,
  EmployeeEmploymentPayInput,
  EmployeePersonalInput,
} from '@tembusu/contracts/employees';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { EmploymentPayTab, PersonalDetailsTab } from './employee-tabs';

const employee: Employee = {
  id: 'emp-1',
  organizationId: 'org-1',
  personal: {
    name: 'Lee Jia Hui',
    email: 'lee.jiahui@tembusu.example',
    idType: 'NRIC',
    idNumber: 'S8195028H',
    race: 'Chinese',
    religion: 'Christian',
    gender: 'Female',
    maritalStatus: 'Single',
    nationality: 'SG',
    residency: 'Citizen',
    prStartDate: null,
    dateOfBirth: '1995-02-08',
    educationLevel: null,
    phone: null,
    address: null,
    postalCode: null,
    emergencyContactName: null,
    emergencyContactRelationship: null,
    emergencyContactPhone: null,
    photoId: null,
  },
  employment: {
    employeeNumber: 'EMP-0013',
    roleTitle: 'Marketing Executive',
    departmentId: null,
    branchId: null,
    employmentType: 'fullTime',
    workMode: 'onsite',
    employmentStartDate: '2021-01-04',
    employmentEndDate: null,
    workPassExpiryDate: null,
    managerId: null,
    timeZone: 'Asia/Singapore',
    countryOfWork: 'SG',
    isActive: true,
    salaryBasis: 'Monthly',
    salaryAmount: '4200.00',
    paySchemeTemplateId: null,
    paySchemeTemplateName: null,
    paymentMode: 'cash',
    bankCode: null,
    bankAccountNumber: null,
    excludeCPFContributions: false,
    isTurnOnAttendLog: false,
    prCpfScheme: 'graduated',
    communityFundOverride: false,
    communityFunds: ['CDAC'],
  },
  departmentName: null,
  branchName: null,
  managerName: null,
  age: 31,
};

/** The personal details tab against an API that saves what it is sent, kept to check. */
function renderTab() {
  const sent: EmployeePersonalInput[] = [];
  renderApp(<PersonalDetailsTab employee={employee} />, {
    session: 'admin',
    handlers: [
      apiRoute.put('/employees/emp-1/personal-details', async ({ request }) => {
        const personal = (await request.json()) as EmployeePersonalInput;
        sent.push(personal);
        return envelope({ ...employee, personal });
      }),
    ],
  });
  return sent;
}

/** Replaces the ID number, pasted in one go (the form redraws at every key), and saves. */
async function saveIdNumber(value: string) {
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: 'ID number' });
  await user.clear(field);
  await user.paste(value);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return field;
}

describe('the ID number on the personal details tab', () => {
  it('says under the field that the check letter is wrong, and sends nothing', async () => {
    const sent = renderTab();
    const field = await saveIdNumber('s8195028a');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      'S8195028A is not a valid NRIC; check the last letter',
    );
    expect(sent).toEqual([]);
  });

  it('says under the field what an NRIC looks like', async () => {
    const sent = renderTab();
    const field = await saveIdNumber('S819502H');
    expect(field).toHaveAccessibleDescription(
      'An NRIC starts with S or T, then 7 digits and a letter',
    );
    expect(sent).toEqual([]);
  });

  it('sends a valid number typed in small letters in capitals', async () => {
    const sent = renderTab();
    await saveIdNumber(' s8195028h ');
    expect(await screen.findByText('Employee updated')).toBeVisible();
    expect(sent.map((personal) => personal.idNumber)).toEqual(['S8195028H']);
  });
});

/** The employment and pay tab of `shown` against an API that keeps what it is sent. */
function renderEmploymentTab(shown: Employee) {
  const sent: EmployeeEmploymentPayInput[] = [];
  renderApp(<EmploymentPayTab employee={shown} />, {
    session: 'admin',
    handlers: [
      apiRoute.get('/organization/departments', () => envelope([])),
      apiRoute.get('/organization/branches', () => envelope([])),
      apiRoute.get('/payroll/pay-scheme-templates/options', () => envelope([])),
      apiRoute.get('/employee', () => envelope([])),
      apiRoute.put('/employees/emp-1/employment-pay-details', async ({ request }) => {
        const employment = (await request.json()) as EmployeeEmploymentPayInput;
        sent.push(employment);
        return envelope({ ...shown, employment: { ...shown.employment, ...employment } });
      }),
    ],
  });
  return sent;
}

const permanentResident: Employee = {
  ...employee,
  personal: { ...employee.personal, residency: 'PermanentResident', prStartDate: '2026-03-15' },
};

describe('the CPF rates of a permanent resident on the employment and pay tab', () => {
  it('offers the three schemes to a PR and sends the one chosen', async () => {
    const sent = renderEmploymentTab(permanentResident);
    const user = userEvent.setup();
    const rates = await screen.findByRole('combobox', { name: 'CPF rates for a PR' });
    expect(rates).toHaveValue('Graduated rates (1st and 2nd year)');
    await user.click(rates);
    expect(
      screen.getByRole('option', { name: 'Full employer rate, graduated employee rate (F/G)' }),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('option', { name: 'Full rates for both (joint application)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Employee updated')).toBeVisible();
    expect(sent.map((employment) => employment.prCpfScheme)).toEqual(['full']);
  });

  it('shows no choice to a citizen, and sends the graduated rates', async () => {
    const sent = renderEmploymentTab({
      ...employee,
      employment: { ...employee.employment, prCpfScheme: 'fullEmployer' },
    });
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Salary amount' });
    expect(screen.queryByRole('combobox', { name: 'CPF rates for a PR' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Employee updated')).toBeVisible();
    expect(sent.map((employment) => employment.prCpfScheme)).toEqual(['graduated']);
  });
});
