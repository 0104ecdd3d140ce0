import { describe, expect, it } from 'vitest';
import { annualLeave, childcareLeave, sickLeave } from '../leave-request-test-data';
import {
  dayPartsOf,
  leaveRequestFormValues,
  toLeaveRequestInput,
  validateLeaveRequest,
} from './leave-request-values';

const oneDay = { startDate: '2026-03-02', endDate: '2026-03-02' };
const threeDays = { startDate: '2026-03-02', endDate: '2026-03-04' };

describe('the day parts a request is sent with', () => {
  it('sends one part for both ends of a one-day request', () => {
    expect(dayPartsOf({ ...oneDay, startPart: 'AM', endPart: 'full' }, annualLeave)).toEqual({
      startPart: 'AM',
      endPart: 'AM',
    });
  });

  it('keeps only an afternoon start and a morning end over several days', () => {
    expect(dayPartsOf({ ...threeDays, startPart: 'AM', endPart: 'PM' }, annualLeave)).toEqual({
      startPart: 'full',
      endPart: 'full',
    });
    expect(dayPartsOf({ ...threeDays, startPart: 'PM', endPart: 'AM' }, annualLeave)).toEqual({
      startPart: 'PM',
      endPart: 'AM',
    });
  });

  it('sends whole days for a type without half days', () => {
    expect(dayPartsOf({ ...oneDay, startPart: 'PM', endPart: 'PM' }, sickLeave)).toEqual({
      startPart: 'full',
      endPart: 'full',
    });
  });
});

describe('the request the values make', () => {
  it('sends a child only for leave that is for one', () => {
    const values = {
      ...leaveRequestFormValues(),
      ...threeDays,
      childBirthDate: '2022-05-10',
      childCitizen: true,
    };
    expect(toLeaveRequestInput(values, childcareLeave)?.child).toEqual({
      birthDate: '2022-05-10',
      citizen: true,
    });
    expect(toLeaveRequestInput(values, annualLeave)?.child).toBeNull();
    expect(toLeaveRequestInput({ ...values, endDate: null }, annualLeave)).toBeNull();
  });

  it('names what is missing', () => {
    expect(validateLeaveRequest(leaveRequestFormValues(), undefined, true)).toEqual({
      employeeId: 'Choose an employee',
      leaveTypeId: 'Choose a leave type',
      startDate: 'Choose the first day of leave',
      endDate: 'Choose the last day of leave',
    });
    const backwards = {
      ...leaveRequestFormValues(),
      leaveTypeId: sickLeave.id,
      startDate: '2026-03-04',
      endDate: '2026-03-02',
    };
    expect(validateLeaveRequest(backwards, sickLeave, false)).toEqual({
      endDate: 'Choose a date on or after the start date',
      attachment: 'Attach a document: this leave type needs one',
    });
  });
});
