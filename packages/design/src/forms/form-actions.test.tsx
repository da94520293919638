import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { FormActions } from './form-actions';

afterEach(cleanup);

describe('FormActions', () => {
  it('submits the form and cancels through its own button', async () => {
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const cancel = vi.fn();
    renderWithProviders(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <FormActions submitLabel="Save" onCancel={cancel} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('has no Cancel without onCancel, and disables it while submitting', () => {
    renderWithProviders(<FormActions submitLabel="Send" />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    cleanup();
    renderWithProviders(<FormActions submitLabel="Send" onCancel={() => undefined} submitting />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
