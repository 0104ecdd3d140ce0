import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../lib/theme';
import { ImportEmployeesModal } from './import-employees-modal';

function renderModal(onImported = vi.fn()) {
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={new QueryClient()}>
        <ImportEmployeesModal opened onClose={() => {}} onImported={onImported} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onImported;
}

function serverAnswers(status: number, body: object) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
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
  afterEach(() => vi.unstubAllGlobals());

  it('lists the problems of a refused file, row by row', async () => {
    serverAnswers(400, {
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
    const onImported = renderModal();
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
    serverAnswers(400, {
      statusCode: 400,
      message: 'file: the header row lacks the column(s) email',
      field: 'file',
      data: null,
    });
    renderModal();
    const dialog = await chooseAndImport('people.xlsx');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The header row lacks the column(s) email',
    );
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends the file as multipart and reports how many were imported', async () => {
    const fetch = serverAnswers(201, {
      statusCode: 201,
      message: '3 employees imported',
      data: { imported: 3 },
    });
    const onImported = renderModal();
    await chooseAndImport('people.csv');
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith(3));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/employees/import');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('refuses a file that is not CSV or XLSX without sending it', async () => {
    const fetch = serverAnswers(201, { statusCode: 201, message: '', data: { imported: 1 } });
    renderModal();
    const dialog = await chooseAndImport('people.pdf');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a .csv or .xlsx file.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
