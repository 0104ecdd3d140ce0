import type { Employee, EmployeePersonalInput } from '@tembusu/contracts/employees';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import { PersonalDetailsTab } from './employee-tabs';

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
    allowFullEmployerCPF: false,
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
