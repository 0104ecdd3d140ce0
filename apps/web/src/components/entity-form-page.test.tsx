import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http';
import { renderWithTheme } from '../test/render';
import {
  EntityForm,
  EntityFormPage,
  type EntityFormProps,
  type Load,
  listPathOf,
} from './entity-form-page';

interface Fruit {
  id: string;
  name: string;
}

const settled: Load = { isPending: false, error: null };
const pending: Load = { isPending: true, error: null };

function renderPage(
  id: string | undefined,
  record: Load & { data: Fruit | undefined },
  needs?: Load[],
) {
  const form = vi.fn((fruit: Fruit | undefined) => <p>Form for {fruit?.name ?? 'a new fruit'}</p>);
  renderWithTheme(
    <MemoryRouter initialEntries={[id ? `/fruits/${id}/edit` : '/fruits/create']}>
      <EntityFormPage
        header={<h1>Fruit</h1>}
        id={id}
        record={record}
        needs={needs}
        notFoundMessage="Fruit not found"
        what="fruit"
      >
        {form}
      </EntityFormPage>
    </MemoryRouter>,
  );
  return form;
}

describe('EntityFormPage', () => {
  it('shows the empty form at once when adding', () => {
    renderPage(undefined, { ...pending, data: undefined });
    expect(screen.getByRole('heading', { name: 'Fruit' })).toBeInTheDocument();
    expect(screen.getByText('Form for a new fruit')).toBeInTheDocument();
  });

  it('waits for what the form needs when adding too', () => {
    renderPage(undefined, { ...settled, data: undefined }, [pending]);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText(/Form for/)).not.toBeInTheDocument();
  });

  it('shows a spinner until the record has loaded, then the form with it', () => {
    renderPage('1', { ...pending, data: undefined });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText(/Form for/)).not.toBeInTheDocument();
  });

  it('fills the form with the loaded record', () => {
    const form = renderPage('1', { ...settled, data: { id: '1', name: 'Apple' } });
    expect(screen.getByText('Form for Apple')).toBeInTheDocument();
    expect(form).toHaveBeenCalledWith({ id: '1', name: 'Apple' });
  });

  it('shows why the record could not be loaded', () => {
    renderPage('1', { isPending: false, error: new Error('Fruit is gone'), data: undefined });
    expect(screen.getByText('Fruit is gone')).toBeInTheDocument();
    expect(screen.queryByText(/Form for/)).not.toBeInTheDocument();
  });

  it('shows why something else the form needs could not be loaded', () => {
    renderPage(undefined, { ...settled, data: undefined }, [
      { isPending: false, error: new Error('No baskets') },
    ]);
    expect(screen.getByText('No baskets')).toBeInTheDocument();
  });

  it('says so when the record is not there, with the way back to the list', () => {
    renderPage('9', { ...settled, data: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Fruit not found');
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/fruits',
    );
  });

  it('says so when the server finds no such record (404)', () => {
    renderPage('9', {
      isPending: false,
      error: new ApiError(404, 'Fruit not found', null, null),
      data: undefined,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Fruit not found');
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/fruits',
    );
  });

  it("shows a plain message, never the server's validation text, for a link that is not valid", () => {
    renderPage('not-an-id', {
      isPending: false,
      error: new ApiError(400, 'id: not a valid id', null, 'id'),
      data: undefined,
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This fruit link is not valid');
    expect(alert).not.toHaveTextContent('not a valid id');
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/fruits',
    );
    expect(screen.queryByText(/Form for/)).not.toBeInTheDocument();
  });
});

describe('listPathOf', () => {
  it.each([
    ['/organization/branches-outlets/7', '7', '/organization/branches-outlets'],
    ['/room-booking/manage-room/7/edit', '7', '/room-booking/manage-room'],
    ['/desk-booking/workspace/edit/7', '7', '/desk-booking/workspace'],
    ['/payroll/pay-items/a%20b', 'a b', '/payroll/pay-items'],
    ['/fruits/7/', '7', '/fruits'],
  ])('%s is in the list %s', (pathname, id, list) => {
    expect(listPathOf(pathname, id)).toBe(list);
  });
});

type FormOptions = Partial<Omit<EntityFormProps<{ name: string }, Fruit>, 'form'>>;

function FruitForm({ children, ...options }: FormOptions) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: { name: (name) => (name ? null : 'Name is required') },
  });
  return (
    <EntityForm
      form={form}
      save={async ({ name }) => ({ id: '7', name })}
      backTo="/fruits"
      savedMessage="The fruit has been added."
      {...options}
    >
      {children ?? <TextInput label="Name" {...form.getInputProps('name')} />}
    </EntityForm>
  );
}

function renderForm(options: FormOptions = {}) {
  renderWithTheme(
    <MemoryRouter initialEntries={['/fruits/create']}>
      <Routes>
        <Route path="/fruits/create" element={<FruitForm {...options} />} />
        <Route path="/fruits" element={<p>The list of fruit</p>} />
        <Route path="/fruits/:id" element={<p>One fruit</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('EntityForm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves the values, says so, then goes back to the list', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    renderForm({ save });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Apple');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(save).toHaveBeenCalledWith({ name: 'Apple' });
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'The fruit has been added.',
    );
    expect(await screen.findByText('The list of fruit')).toBeInTheDocument();
  });

  it('goes where savedTo says, given what was saved', async () => {
    renderForm({ savedTo: (fruit) => `/fruits/${fruit.id}` });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Apple');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('One fruit')).toBeInTheDocument();
  });

  it('does not save values that fail validation', async () => {
    const save = vi.fn();
    const onInvalid = vi.fn();
    renderForm({ save, onInvalid });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(onInvalid.mock.calls[0]?.[0]).toEqual({ name: 'Name is required' });
    expect(save).not.toHaveBeenCalled();
  });

  it('shows why saving failed and stays on the form', async () => {
    renderForm({ save: vi.fn().mockRejectedValue(new Error('Name is taken')) });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Apple');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const failure = await screen.findByRole('dialog', { name: 'Error!' });
    expect(failure).toHaveTextContent('Name is taken');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Apple');
  });

  it('links Cancel back to the list and takes another label for Save', () => {
    renderForm({ saveLabel: 'Publish' });
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/fruits');
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveAttribute('type', 'submit');
  });

  it('hands the buttons to a page that places them itself', () => {
    renderForm({
      sections: true,
      children: (buttons) => <fieldset aria-label="Top">{buttons}</fieldset>,
    });
    expect(screen.getByRole('group', { name: 'Top' })).toContainElement(
      screen.getByRole('button', { name: 'Save' }),
    );
  });
});
