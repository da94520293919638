import { Button, TextInput } from '@mantine/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../testing';
import { ApiForm } from './api-form';
import { ReasonModal } from './reason-modal';
import { useApiForm } from './use-api-form';

const schema = z.object({ name: z.string().trim().min(1).max(20), email: z.email() });

function CustomerForm({
  submit,
}: {
  submit: (values: { name: string; email: string }) => Promise<unknown>;
}) {
  const api = useApiForm({
    schema,
    initialValues: { name: '', email: '' },
    submit,
    draft: 'test-customer',
  });
  return (
    <ApiForm form={api} label="Customer">
      <TextInput label="Name" {...api.form.getInputProps('name')} />
      <TextInput label="Email" {...api.form.getInputProps('email')} />
      <Button type="submit">Save</Button>
    </ApiForm>
  );
}

// Unmount first: closing a form writes its pending draft.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useApiForm + ApiForm', () => {
  it('checks the schema with translated messages before sending anything', async () => {
    const submit = vi.fn(() => Promise.resolve({}));
    const { user } = renderWithProviders(<CustomerForm submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x'.repeat(25));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at most 20 characters')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('puts a 400 answer beside its fields and keeps what was typed', async () => {
    const submit = vi.fn(() =>
      Promise.reject(
        new ApiError(400, { errors: { email: ['This email is already registered'] } }),
      ),
    );
    const { user } = renderWithProviders(<CustomerForm submit={submit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  });

  it('shows other failures as one translated message and keeps the values', async () => {
    const submit = vi.fn(() => Promise.reject(new ApiError(507, { message: 'Storage full' })));
    const { user } = renderWithProviders(<CustomerForm submit={submit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Customer' });
    expect(
      await within(form).findByText(
        'The change could not be saved: storage is full. Nothing was changed.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });

  it('restores an unsaved draft after a remount, and Discard empties the form', async () => {
    const first = renderWithProviders(<CustomerForm submit={() => Promise.resolve({})} />);
    await first.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace');
    await waitFor(() =>
      expect(localStorage.getItem('HostDesk-draft-1-test-customer')).toContain('Grace'),
    );
    first.unmount();
    const second = renderWithProviders(<CustomerForm submit={() => Promise.resolve({})} />);
    expect(await screen.findByText('Unsaved draft restored')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace');
    await second.user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(localStorage.getItem('HostDesk-draft-1-test-customer')).toBeNull();
  });

  it('keeps the last keystrokes in the draft when the form closes at once', async () => {
    const { user, unmount } = renderWithProviders(
      <CustomerForm submit={() => Promise.resolve({})} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace');
    unmount();
    expect(localStorage.getItem('HostDesk-draft-1-test-customer')).toContain('Grace');
  });

  it('clears the draft after a successful save', async () => {
    const submit = vi.fn(() => Promise.resolve({ id: 1 }));
    const { user } = renderWithProviders(<CustomerForm submit={submit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        { name: 'Ada', email: 'ada@example.com' },
        // No `conflict` option: no precondition.
        { ifMatch: null },
      ),
    );
    await waitFor(() => expect(localStorage.getItem('HostDesk-draft-1-test-customer')).toBeNull());
  });
});

describe('ReasonModal', () => {
  it('needs a reason of 3 characters, sends it trimmed, and keeps it when the API refuses', async () => {
    const onConfirm = vi
      .fn<(reason: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, { message: 'This invoice is already paid' }))
      .mockResolvedValueOnce({});
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ReasonModal
        opened
        onClose={onClose}
        onConfirm={onConfirm}
        title="Void invoice"
        confirmLabel="Void"
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Void invoice' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(
      await within(dialog).findByText('Give a reason of at least 3 characters'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' way ');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await within(dialog).findByText('This invoice is already paid')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('no way ');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenLastCalledWith('no way');
  });
});
