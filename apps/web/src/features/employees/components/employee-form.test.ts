import {
  type Employee,
  zCreateEmployee,
  zEmployeeEmploymentPayInput,
} from '@tembusu/contracts/employees';
import { describe, expect, it } from 'vitest';
import {
  communityFundsToSend,
  type EmployeeFormValues,
  employeeFormValues,
  settledValues,
  validateWith,
} from './employee-form';

function filledIn(change: (values: EmployeeFormValues) => void = () => {}): EmployeeFormValues {
  const values = employeeFormValues();
  Object.assign(values.personal, {
    name: 'Tan Ah Kow',
    email: 'ahkow@example.com',
    idNumber: 'S1234567D',
    race: 'Chinese',
    religion: 'Buddhist',
    gender: 'Male',
    maritalStatus: 'Single',
    dateOfBirth: '1990-01-31',
  });
  Object.assign(values.employment, {
    employeeNumber: 'EMP-0100',
    employmentStartDate: '2024-02-01',
    salaryAmount: '4200.00',
    bankCode: 'DBSSSGSG',
    bankAccountNumber: '123-45678-9',
  });
  values.password = 'Welcome@2026';
  change(values);
  return values;
}

describe('the community funds an employee form sends', () => {
  it('follows race, religion and residency when not overridden', () => {
    expect(communityFundsToSend(filledIn())).toEqual(['CDAC']);
    const malayMuslim = filledIn((v) => {
      v.personal.race = 'Malay';
      v.personal.religion = 'Muslim';
    });
    expect(communityFundsToSend(malayMuslim)).toEqual(['MBMF']);
    const foreignChinese = filledIn((v) => {
      v.personal.residency = 'SPass';
    });
    expect(communityFundsToSend(foreignChinese)).toEqual([]);
  });

  it('ignores a stale choice until the admin overrides, then sends the choice', () => {
    const stale = filledIn((v) => {
      v.employment.communityFunds = ['SINDA'];
    });
    expect(communityFundsToSend(stale)).toEqual(['CDAC']);
    stale.employment.communityFundOverride = true;
    expect(communityFundsToSend(stale)).toEqual(['SINDA']);
    stale.employment.communityFunds = [];
    expect(communityFundsToSend(stale)).toEqual([]);
  });

  it('has no default until race, religion and residency are all chosen', () => {
    expect(communityFundsToSend(employeeFormValues())).toEqual([]);
  });
});

describe('settled employee form values', () => {
  it('clears what is hidden: PR date, PR CPF rates, pass expiry and bank when not used', () => {
    const values = filledIn((v) => {
      v.personal.prStartDate = '2020-01-01';
      v.employment.prCpfScheme = 'full';
      v.employment.workPassExpiryDate = '2027-01-01';
      v.employment.paymentMode = 'cash';
    });
    const { personal, employment } = settledValues(values);
    expect(personal.prStartDate).toBeNull();
    expect(employment.prCpfScheme).toBe('graduated');
    expect(employment.workPassExpiryDate).toBeNull();
    expect(employment.bankCode).toBeNull();
    expect(employment.bankAccountNumber).toBe('');
  });

  it('keeps them for a PR paid by GIRO', () => {
    const values = filledIn((v) => {
      v.personal.residency = 'PermanentResident';
      v.personal.prStartDate = '2025-06-01';
      v.employment.prCpfScheme = 'fullEmployer';
    });
    const settled = settledValues(values);
    expect(settled.personal.prStartDate).toBe('2025-06-01');
    expect(settled.employment.prCpfScheme).toBe('fullEmployer');
    expect(settled.employment.bankCode).toBe('DBSSSGSG');
    expect(zCreateEmployee.safeParse(settled).success).toBe(true);
  });
});

describe('validating an employee form', () => {
  const validate = validateWith(zCreateEmployee);

  it('accepts a filled-in form', () => {
    expect(validate(filledIn())).toEqual({});
  });

  it('asks for empty choices in words, not enum lists', () => {
    const errors = validate(employeeFormValues());
    expect(errors).toMatchObject({
      'personal.name': 'Name is required',
      'personal.race': 'Choose a race',
      'personal.gender': 'Choose a gender',
      'personal.dateOfBirth': 'Enter the date of birth',
      'employment.employeeNumber': 'Employee number is required',
      'employment.employmentStartDate': 'Enter the start date',
      'employment.salaryAmount': 'Enter the salary amount',
    });
  });

  it("keeps the contract's message for a wrong value", () => {
    const errors = validate(
      filledIn((v) => {
        v.personal.email = 'not-an-email';
        v.employment.salaryAmount = '12.345';
      }),
    );
    expect(errors['personal.email']).toBe('Enter a valid e-mail address');
    expect(errors['employment.salaryAmount']).toBe('Enter an amount with at most 2 decimal places');
  });

  it('needs a bank for GIRO only', () => {
    const giro = filledIn((v) => {
      v.employment.bankCode = null;
      v.employment.bankAccountNumber = '';
    });
    expect(validate(giro)).toMatchObject({
      'employment.bankCode': 'GIRO needs a bank',
      'employment.bankAccountNumber': 'GIRO needs a bank account number',
    });
    giro.employment.paymentMode = 'cheque';
    expect(validate(giro)).toEqual({});
  });

  it('needs the PR start date of a permanent resident', () => {
    const pr = filledIn((v) => {
      v.personal.residency = 'PermanentResident';
    });
    expect(validate(pr)).toEqual({
      'personal.prStartDate': 'Enter the date permanent residency began',
    });
  });
});

describe('the pay scheme on an employee form', () => {
  const templateId = '5b0f9c1e-3a57-4d2b-9f43-2d6c1f0a7e11';

  /** An employee's record as the server answers it, from what a filled-in form sends. */
  function recordOf(values: EmployeeFormValues, templateName: string | null): Employee {
    const { personal, employment } = zCreateEmployee.parse(settledValues(values));
    return {
      id: '0d4c7a0e-0c1f-4c43-9f44-5c6a1e2b3d4f',
      organizationId: 'b3a1f0d2-7c55-4e1a-8d2b-6f4e3c2a1b00',
      personal,
      employment: { ...employment, paySchemeTemplateName: templateName },
      departmentName: null,
      branchName: null,
      managerName: null,
      age: 36,
    };
  }

  it('starts empty for a new employee and is sent as null', () => {
    const values = filledIn();
    expect(values.employment.paySchemeTemplateId).toBeNull();
    expect(zCreateEmployee.parse(settledValues(values)).employment.paySchemeTemplateId).toBeNull();
  });

  it("round-trips: the record's template is the form's, and the form sends it back", () => {
    const chosen = filledIn((v) => {
      v.employment.paySchemeTemplateId = templateId;
    });
    const record = recordOf(chosen, 'Monthly Staff');
    expect(record.employment.paySchemeTemplateId).toBe(templateId);

    const reopened = employeeFormValues(record);
    expect(reopened.employment.paySchemeTemplateId).toBe(templateId);
    const sent = zEmployeeEmploymentPayInput.parse(settledValues(reopened).employment);
    expect(sent.paySchemeTemplateId).toBe(templateId);
  });

  it('sends null once the choice is cleared', () => {
    const reopened = employeeFormValues(
      recordOf(
        filledIn((v) => {
          v.employment.paySchemeTemplateId = templateId;
        }),
        'Monthly Staff',
      ),
    );
    reopened.employment.paySchemeTemplateId = null;
    const sent = zEmployeeEmploymentPayInput.parse(settledValues(reopened).employment);
    expect(sent.paySchemeTemplateId).toBeNull();
  });

  it('is not required, but must be a template id', () => {
    const validate = validateWith(zCreateEmployee);
    expect(validate(filledIn())).toEqual({});
    expect(
      validate(
        filledIn((v) => {
          v.employment.paySchemeTemplateId = 'Monthly Staff';
        }),
      ),
    ).toEqual({
      'employment.paySchemeTemplateId': 'Choose a pay scheme template from the list',
    });
  });
});
