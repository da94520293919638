import { Button, Textarea, TextInput } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../testing';
import { ApiForm } from './api-form';
import { isOverLimit, useCharacterLimit } from './character-limit';
import { useApiForm } from './use-api-form';

const schema = z.object({ note: z.string().max(2000) });

function NoteForm({ submit }: { submit: (values: { note: string }) => Promise<unknown> }) {
  const limit = useCharacterLimit();
  const api = useApiForm({ schema, initialValues: { note: '' }, submit, guardLeave: false });
  return (
    <ApiForm form={api} label="Note">
      <Textarea label="Note" {...limit(api.form.getInputProps('note'), 2000)} />
      <Button type="submit">Save</Button>
    </ApiForm>
  );
}

function CodeField() {
  const limit = useCharacterLimit();
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Code"
      {...limit({ value, description: 'Six digits' }, 6, { counter: false })}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useCharacterLimit', () => {
  it('keeps a paste over the limit whole, says so, and the form refuses to send it', async () => {
    const submit = vi.fn(() => Promise.resolve({}));
    const { user } = renderWithProviders(<NoteForm submit={submit} />);
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.paste('a'.repeat(5000));
    expect(note).toHaveValue('a'.repeat(5000));
    expect(note).not.toHaveAttribute('maxlength');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining('5,000 / 2,000 characters') as string,
    );
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining('Enter at most 2,000 characters') as string,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).not.toHaveBeenCalled();
    expect(note).toHaveValue('a'.repeat(5000));

    await user.clear(note);
    await user.paste('b'.repeat(2000));
    expect(note).not.toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription('2,000 / 2,000 characters');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledWith({ note: 'b'.repeat(2000) }, expect.anything());
  });

  it('shows the counter only from 90 % of the limit', async () => {
    const { user } = renderWithProviders(<NoteForm submit={() => Promise.resolve({})} />);
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.paste('a'.repeat(1799));
    expect(note).not.toHaveAccessibleDescription(expect.stringContaining('/') as string);
    await user.type(note, 'a');
    expect(note).toHaveAccessibleDescription('1,800 / 2,000 characters');
  });

  it('counts in the page language, with its plural forms', async () => {
    const { user } = renderWithProviders(<NoteForm submit={() => Promise.resolve({})} />, {
      preferences: { language: 'ar' },
    });
    const note = await screen.findByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.paste('a'.repeat(2001));
    const arabic = (n: number) => new Intl.NumberFormat('ar').format(n);
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining(`${arabic(2001)} / ${arabic(2000)} حرف`) as string,
    );
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining(`أدخل ${arabic(2000)} حرف على الأكثر`) as string,
    );
  });

  it('without a counter, keeps the description and adds only the error', async () => {
    const { user } = renderWithProviders(<CodeField />);
    const code = screen.getByRole('textbox', { name: 'Code' });
    await user.type(code, '123456');
    expect(code).toHaveAccessibleDescription('Six digits');
    await user.type(code, '7');
    expect(code).toHaveValue('1234567');
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('Enter at most 6 characters') as string,
    );
  });

  it('counts as the contract does', () => {
    expect(isOverLimit('abc', 3)).toBe(false);
    expect(isOverLimit('abcd', 3)).toBe(true);
    expect(isOverLimit(undefined, 3)).toBe(false);
  });
});
