import type { LeavePreview, LeaveRequest, LeaveType } from '@tembusu/contracts/leave';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiRoute, envelope, renderApp } from '../../../test/render-app';
import {
  annualLeave,
  childcareLeave,
  leaveRequest,
  retiredLeave,
  sickLeave,
} from '../leave-request-test-data';
import { LeaveRequestForm } from './leave-request-form';

const counted: LeavePreview = { days: '3.0', dayList: [], balanceAfter: '11.0', problem: null };

function renderForm({
  types = [annualLeave, sickLeave, childcareLeave, retiredLeave],
  preview = vi.fn(async () => counted),
  request,
}: {
  types?: LeaveType[];
  preview?: (input: unknown) => Promise<LeavePreview>;
  request?: LeaveRequest;
} = {}) {
  const submit = vi.fn(async () => leaveRequest);
  renderApp(
    <LeaveRequestForm
      types={types}
      request={request}
      preview={preview}
      submit={submit}
      backTo="/staff-leaves"
      savedMessage="Leave request has been submitted"
    />,
    { route: '/staff-leaves/create', session: 'employee' },
  );
  return { submit, preview };
}

async function chooseType(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Leave type' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function typeDate(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.tab();
}

const radioNames = (group: string) =>
  within(screen.getByRole('radiogroup', { name: group }))
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));

describe('LeaveRequestForm', () => {
  it('offers the active types only', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('combobox', { name: 'Leave type' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Annual Leave', 'Sick Leave', 'Childcare Leave']);
  });

  it('offers the half days a type and the dates allow', async () => {
    renderForm();
    await chooseType('Annual Leave');
    expect(screen.queryByRole('radiogroup')).toBeNull();

    // One day: the whole day, the morning or the afternoon. The end date follows the start.
    await typeDate('Start date', '03/02/2026');
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('03/02/2026');
    expect(radioNames('Day part')).toEqual(['full', 'AM', 'PM']);
    expect(screen.getByRole('radio', { name: 'Morning (AM)' })).toBeVisible();

    // Several days: start in the afternoon, end at noon.
    await typeDate('End date', '03/04/2026');
    expect(screen.queryByRole('radiogroup', { name: 'Day part' })).toBeNull();
    expect(radioNames('First day')).toEqual(['full', 'PM']);
    expect(radioNames('Last day')).toEqual(['full', 'AM']);

    // A type without half days offers none.
    await chooseType('Sick Leave');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('previews the days counted and the balance left, then a problem', async () => {
    const preview = vi.fn(async (input: unknown) =>
      (input as { startPart: string }).startPart === 'PM'
        ? {
            ...counted,
            days: '2.5',
            balanceAfter: '-0.5',
            problem: 'Only 2 days of Annual Leave are left',
          }
        : counted,
    );
    renderForm({ preview });
    const box = screen.getByRole('status', { name: 'Preview' });
    expect(box).toHaveTextContent('Choose a leave type and the dates to see the days this counts.');
    await chooseType('Annual Leave');
    await typeDate('Start date', '03/02/2026');
    await typeDate('End date', '03/04/2026');
    await waitFor(() =>
      expect(preview).toHaveBeenLastCalledWith({
        leaveTypeId: annualLeave.id,
        startDate: '2026-03-02',
        endDate: '2026-03-04',
        startPart: 'full',
        endPart: 'full',
        reason: null,
        attachmentId: null,
        child: null,
      }),
    );
    // An earlier answer stays up, dimmed, while the box is busy with the next one.
    await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
    expect(box).toHaveTextContent('Counts 3 daysBalance after: 11 days');

    await userEvent.click(screen.getByRole('radio', { name: 'Afternoon (PM)' }));
    await waitFor(() => expect(box).toHaveTextContent('Only 2 days of Annual Leave are left'));
    expect(box).toHaveTextContent('Counts 2.5 daysBalance after: -0.5 days');
  });

  it("asks for the child's date of birth and citizenship for childcare leave", async () => {
    const { submit } = renderForm();
    await chooseType('Annual Leave');
    expect(screen.queryByRole('textbox', { name: "Child's date of birth" })).toBeNull();

    await chooseType('Childcare Leave');
    await typeDate('Start date', '03/02/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText("Enter the child's date of birth")).toBeVisible();
    expect(submit).not.toHaveBeenCalled();

    await typeDate("Child's date of birth", '05/10/2022');
    await userEvent.click(screen.getByRole('switch', { name: 'The child is a Singapore citizen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Leave request has been submitted')).toBeVisible();
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        leaveTypeId: childcareLeave.id,
        child: { birthDate: '2022-05-10', citizen: false },
      }),
    );
  });

  it('needs a document for a type that asks for one, and refuses a file the rules do not allow', async () => {
    const { submit } = renderForm();
    await chooseType('Sick Leave');
    await typeDate('Start date', '03/02/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Attach a document: this leave type needs one')).toBeVisible();
    expect(submit).not.toHaveBeenCalled();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(
      await screen.findByText(
        'File upload failed. Please upload file in jpg, png, pdf, jpeg, gif, svg format.',
      ),
    ).toBeVisible();
  });

  it('picks the employee for an admin, and sends them with the preview', async () => {
    const preview = vi.fn(async () => counted);
    renderApp(
      <LeaveRequestForm
        pickEmployee
        types={[annualLeave]}
        preview={preview}
        submit={async () => leaveRequest}
        backTo="/leaves/leaves-summary"
        savedMessage="Leave request has been submitted"
      />,
      {
        route: '/leaves/leaves-summary/create',
        session: 'admin',
        handlers: [
          apiRoute.get('/employee', () =>
            envelope([
              {
                id: leaveRequest.employee.id,
                name: 'Tan Wei Ming',
                timezone: 'Asia/Singapore',
                employeeTimezone: 'Asia/Singapore',
                isActive: true,
                departmentId: null,
                branchId: null,
              },
            ]),
          ),
        ],
      },
    );
    expect(screen.getByRole('status', { name: 'Preview' })).toHaveTextContent(
      'Choose an employee, a leave type and the dates to see the days this counts.',
    );
    await chooseType('Annual Leave');
    await typeDate('Start date', '03/02/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose an employee')).toBeVisible();

    await userEvent.click(screen.getByRole('combobox', { name: 'Employee' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tan Wei Ming' }));
    await waitFor(() =>
      expect(preview).toHaveBeenCalledWith(
        expect.objectContaining({ employeeId: leaveRequest.employee.id, startDate: '2026-03-02' }),
      ),
    );
  });
});
