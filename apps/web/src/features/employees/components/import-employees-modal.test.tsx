import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiRoute, renderApp } from '../../../test/render-app';
import { ImportEmployeesModal } from './import-employees-modal';

/** Answers the import with `body`, and keeps each request it answers to check. */
function serverAnswers(status: number, body: object) {
  const requests: Request[] = [];
  const handler = apiRoute.post('/employees/import', ({ request }) => {
    requests.push(request);
    return HttpResponse.json(body, { status });
  });
  return { handler, requests };
}

function renderModal(answer: ReturnType<typeof serverAnswers>, onImported = vi.fn()) {
  renderApp(<ImportEmployeesModal opened onClose={() => {}} onImported={onImported} />, {
    handlers: [answer.handler],
  });
  return onImported;
}

async function chooseAndImport(name: string) {
  const user = userEvent.setup({ applyAccept: false });
  const dialog = screen.getByRole('dialog', { name: 'Import employees' });
  const input = dialog.querySelector('input[type=file]');
  if (!(input instanceof HTMLInputElement)) throw new Error('The file input is missing');
  await user.upload(input, new File(['name,email\n'], name));
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  return dialog;
}

describe('ImportEmployeesModal', () => {
  it('lists the problems of a refused file, row by row', async () => {
    const answer = serverAnswers(400, {
      statusCode: 400,
      message: 'file: the file has 2 problems; nothing was imported',
      field: 'file',
      data: {
        problems: [
          { row: 5, field: 'department', message: 'No department called "Nowhere"' },
          { row: 3, field: 'email', message: 'Enter a valid e-mail address' },
        ],
      },
    });
    const onImported = renderModal(answer);
    const dialog = await chooseAndImport('people.csv');

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported');
    expect(alert).toHaveTextContent(
      'The file has 2 problems. Fix the rows below and import the file again.',
    );
    const rows = within(within(dialog).getByRole('table', { name: 'Import problems' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '3emailEnter a valid e-mail address',
      '5departmentNo department called "Nowhere"',
    ]);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('shows a refusal without problems in words, without the field name', async () => {
    const answer = serverAnswers(400, {
      statusCode: 400,
      message: 'file: the header row lacks the column(s) email',
      field: 'file',
      data: null,
    });
    renderModal(answer);
    const dialog = await chooseAndImport('people.xlsx');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The header row lacks the column(s) email',
    );
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends the file as multipart and reports how many were imported', async () => {
    const answer = serverAnswers(201, {
      statusCode: 201,
      message: '3 employees imported',
      data: { imported: 3 },
    });
    const onImported = renderModal(answer);
    await chooseAndImport('people.csv');
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith(3));
    const [request] = answer.requests;
    if (!request) throw new Error('The file was not sent');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    // A file, not text; Vitest's bridge from jsdom's FormData to Node's fetch loses its name and
    // content (vitest-dev/vitest#11294), so neither is checked here.
    expect((await request.formData()).get('file')).not.toBeTypeOf('string');
  });

  it('refuses a file that is not CSV or XLSX without sending it', async () => {
    const answer = serverAnswers(201, { statusCode: 201, message: '', data: { imported: 1 } });
    renderModal(answer);
    const dialog = await chooseAndImport('people.pdf');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a .csv or .xlsx file.');
    expect(answer.requests).toEqual([]);
  });
});
