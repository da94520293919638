import { Button, TextInput } from '@mantine/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../testing';
import { ApiForm } from './api-form';
import { useApiForm, type SubmitContext } from './use-api-form';

const schema = z.object({ name: z.string().min(1), city: z.string(), note: z.string() });
type Values = z.infer<typeof schema>;

/** The API's detail shape of the record (the form maps it to its values). */
const detail = (values: Values) => ({ customer: values });

const staleAnswer = (theirs: Values) =>
  new ApiError(
    412,
    {
      message: 'This record was changed by someone else',
      current: detail(theirs),
      changedBy: { id: 7, fullName: 'Ana Torres' },
      changedAt: '2026-11-25T10:42:00.000Z',
    },
    new Headers({ ETag: '"8"' }),
  );

function CustomerEdit({
  submit,
  version = '"7"',
}: {
  submit: (values: Values, context: SubmitContext) => Promise<unknown>;
  /** The version of the record as the page loaded it. */
  version?: string;
}) {
  const api = useApiForm({
    schema,
    initialValues: { name: 'Ada', city: 'London', note: '' },
    submit,
    draft: 'conflict-test',
    conflict: {
      version,
      toValues: (current) => z.object({ customer: schema }).parse(current).customer,
      labels: { name: 'Name', city: 'City', note: 'Note' },
    },
  });
  return (
    <ApiForm form={api} label="Customer">
      <TextInput label="Name" {...api.form.getInputProps('name')} />
      <TextInput label="City" {...api.form.getInputProps('city')} />
      <TextInput label="Note" {...api.form.getInputProps('note')} />
      <Button type="submit">Save</Button>
    </ApiForm>
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function editAndSave(submit: (values: Values, context: SubmitContext) => Promise<unknown>) {
  const rendered = renderWithProviders(<CustomerEdit submit={submit} />);
  const { user } = rendered;
  await user.clear(screen.getByRole('textbox', { name: 'City' }));
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Paris');
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'mine');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
  return { user, dialog };
}

const theirs: Values = { name: 'Ada Lovelace', city: 'London', note: 'theirs' };

describe('the conflict dialog (412)', () => {
  it('names who changed the record and lists each differing field, theirs beside yours', async () => {
    const submit = vi.fn((_values: Values, _context: SubmitContext) =>
      Promise.reject(staleAnswer(theirs)),
    );
    const { dialog } = await editAndSave(submit);
    expect(submit).toHaveBeenCalledWith(
      { name: 'Ada', city: 'Paris', note: 'mine' },
      { ifMatch: '"7"' },
    );
    expect(within(dialog).getByText(/Ana Torres saved a change on/)).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Fields that differ' });
    const rows = within(table).getAllByRole('row').slice(1);
    const shown = rows.map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    ]);
    expect(shown).toEqual([
      ['Name', 'Ada Lovelace', 'Ada'],
      ['City', 'London', 'Paris'],
      ['Note', 'theirs', 'mine'],
    ]);
    // Nothing the user typed is lost while the dialog is open.
    expect(screen.getByRole('textbox', { name: 'City', hidden: true })).toHaveValue('Paris');
  });

  it('"Take theirs" fills the form with the saved record and sends nothing', async () => {
    const submit = vi.fn(() => Promise.reject(staleAnswer(theirs)));
    const { user, dialog } = await editAndSave(submit);
    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('London');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('theirs');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('"Keep mine" resubmits the form as typed with the new version', async () => {
    const submit = vi
      .fn<(values: Values, context: SubmitContext) => Promise<unknown>>()
      .mockRejectedValueOnce(staleAnswer(theirs))
      .mockResolvedValueOnce({});
    const { user, dialog } = await editAndSave(submit);
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit).toHaveBeenLastCalledWith(
      { name: 'Ada', city: 'Paris', note: 'mine' },
      { ifMatch: '"8"' },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('field by field: their name, my city and note, sent with the new version', async () => {
    const submit = vi
      .fn<(values: Values, context: SubmitContext) => Promise<unknown>>()
      .mockRejectedValueOnce(staleAnswer(theirs))
      .mockResolvedValueOnce({});
    const { user, dialog } = await editAndSave(submit);
    const nameChoice = within(dialog).getByRole('radiogroup', { name: 'Keep for Name' });
    await user.click(within(nameChoice).getByRole('radio', { name: 'Theirs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit).toHaveBeenLastCalledWith(
      { name: 'Ada Lovelace', city: 'Paris', note: 'mine' },
      { ifMatch: '"8"' },
    );
  });

  it('Escape closes the dialog and keeps the draft; the next save asks again', async () => {
    const submit = vi.fn(() => Promise.reject(staleAnswer(theirs)));
    const { user } = await editAndSave(submit);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Paris');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(submit).toHaveBeenLastCalledWith(expect.anything(), { ifMatch: '"7"' });
  });

  it('a draft restored later still sends the version it was typed against', async () => {
    const submit = vi.fn((_values: Values, _context: SubmitContext) => Promise.resolve({}));
    const first = renderWithProviders(<CustomerEdit submit={submit} />);
    await first.user.type(screen.getByRole('textbox', { name: 'Note' }), 'typed on 7');
    await waitFor(() =>
      expect(localStorage.getItem('HostDesk-draft-1-conflict-test')).toContain('typed on 7'),
    );
    first.unmount();
    // Meanwhile the record moved on to version 9: the page loads it anew.
    const second = renderWithProviders(<CustomerEdit submit={submit} version={'"9"'} />);
    expect(await screen.findByText('Unsaved draft restored')).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        { name: 'Ada', city: 'London', note: 'typed on 7' },
        { ifMatch: '"7"' },
      ),
    );
  });
});
