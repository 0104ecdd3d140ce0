import type { Profile } from '@tembusu/contracts/identity';
import type { OwnContactInput, OwnEmployee } from '@tembusu/contracts/staff-profile';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';

const profile: Profile = {
  id: 'a1',
  name: 'Tan Wei Ming',
  email: 'employee@tembusu.example',
  role: 'employee',
  isAdmin: false,
  organizationId: 'o1',
  organization: { id: 'o1', code: 'DEMO', organizationName: 'Tembusu Demo Pte Ltd' },
  preventAccess: [],
  lastLoginAt: null,
  employeeId: 'e1',
};

const record: OwnEmployee = {
  id: 'e1',
  organizationId: 'o1',
  organizationName: 'Tembusu Demo Pte Ltd',
  personal: {
    name: 'Tan Wei Ming',
    email: 'employee@tembusu.example',
    idType: 'NRIC',
    idNumber: '•••••000A',
    gender: 'Male',
    dateOfBirth: '1990-04-12',
    age: 36,
    nationality: 'SG',
    residency: 'Citizen',
    prStartDate: null,
    race: 'Chinese',
    religion: 'Buddhist',
    maritalStatus: 'Single',
    educationLevel: '19',
  },
  contact: {
    phone: '+65 9100 0000',
    address: null,
    postalCode: null,
    emergencyContactName: null,
    emergencyContactRelationship: null,
    emergencyContactPhone: null,
  },
  employment: {
    employeeNumber: 'EMP-0001',
    roleTitle: 'Software Engineer',
    departmentName: 'Engineering',
    branchName: 'Raffles Place HQ',
    employmentType: 'fullTime',
    workMode: 'hybrid',
    employmentStartDate: '2019-03-01',
    employmentEndDate: null,
    workPassExpiryDate: null,
    countryOfWork: 'SG',
    timeZone: 'Asia/Singapore',
  },
  pay: {
    salaryBasis: 'Monthly',
    salaryAmount: '5800.00',
    paymentMode: 'giro',
    bankCode: 'DBSSSGSG',
    bankAccountNumber: '100-234567-0',
    communityFunds: ['CDAC'],
  },
  editable: { contact: true, bankAccount: true },
};

const asStaff = { session: 'employee' } as const;
const profileHandler = apiRoute.get('/account/profile/me', () => envelope(profile));

describe('the staff profile', () => {
  it("shows the employee's own record, read only where the organisation keeps it", async () => {
    renderApp('/pages/employee-profile', {
      ...asStaff,
      handlers: [profileHandler, apiRoute.get('/profile/me/employee', () => envelope(record))],
    });
    const personal = await screen.findByRole('region', { name: 'Personal details' });
    expect(personal).toHaveTextContent('Read only');
    expect(personal).toHaveTextContent('•••••000A');
    expect(personal).toHaveTextContent('04/12/1990 (36 years)');
    expect(within(personal).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Employment' })).toHaveTextContent(
      'Software Engineer',
    );
    const pay = screen.getByRole('region', { name: 'Pay' });
    expect(pay).toHaveTextContent('$5,800.00 a month');
    expect(pay).toHaveTextContent('CDAC');
    const contact = screen.getByRole('region', { name: 'Contact details' });
    expect(contact).toHaveTextContent('+65 9100 0000');
    expect(contact).toHaveTextContent('DBS Bank Ltd, account ending 5670');
    expect(contact).not.toHaveTextContent('100-234567-0');
  });

  it('saves the contact details and says so in the success dialog', async () => {
    let sent: OwnContactInput | undefined;
    renderApp('/pages/employee-profile', {
      ...asStaff,
      handlers: [
        profileHandler,
        apiRoute.get('/profile/me/employee', () => envelope(record)),
        apiRoute.put('/profile/me/contact', async ({ request }) => {
          sent = (await request.json()) as OwnContactInput;
          return envelope({ ...record, contact: { ...record.contact, phone: sent.phone } });
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Contact details' });
    const phone = within(form).getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, 'not a phone');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/Phone may hold only digits/)).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await userEvent.clear(phone);
    await userEvent.type(phone, '+65 8123 4567');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(success).toHaveTextContent('Your details have been updated.');
    expect(within(success).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(sent).toMatchObject({
      phone: '+65 8123 4567',
      bankCode: 'DBSSSGSG',
      bankAccountNumber: '100-234567-0',
    });
    expect(await screen.findByRole('region', { name: 'Contact details' })).toHaveTextContent(
      '+65 8123 4567',
    );
  });

  it("shows the server's refusal beside the field it names, in plain words", async () => {
    renderApp('/pages/employee-profile', {
      ...asStaff,
      handlers: [
        profileHandler,
        apiRoute.get('/profile/me/employee', () => envelope(record)),
        apiRoute.put('/profile/me/contact', () =>
          HttpResponse.json(
            {
              statusCode: 400,
              message: 'bankAccountNumber: GIRO needs a bank account number',
              data: null,
              field: 'bankAccountNumber',
            },
            { status: 400 },
          ),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Contact details' });
    await userEvent.clear(within(form).getByLabelText(/Account number/));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(error).toHaveTextContent('GIRO needs a bank account number');
    expect(error).not.toHaveTextContent('bankAccountNumber');
    expect(within(form).getByText('GIRO needs a bank account number')).toBeInTheDocument();
  });

  it('offers no bank account to someone not paid by GIRO', async () => {
    renderApp('/pages/employee-profile', {
      ...asStaff,
      handlers: [
        profileHandler,
        apiRoute.get('/profile/me/employee', () =>
          envelope({
            ...record,
            pay: { ...record.pay, paymentMode: 'cheque', bankCode: null, bankAccountNumber: null },
            editable: { contact: true, bankAccount: false },
          }),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Contact details' });
    expect(within(form).queryByLabelText(/Account number/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pay' })).toHaveTextContent('Cheque');
  });
});
