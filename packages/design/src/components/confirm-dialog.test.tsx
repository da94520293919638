import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { ConfirmDialog } from './confirm-dialog';

function DeleteUser({ onDelete, loading = false }: { onDelete: () => void; loading?: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Delete user</Button>
      <ConfirmDialog
        opened={opened}
        onClose={() => setOpened(false)}
        onConfirm={() => {
          onDelete();
          setOpened(false);
        }}
        message="Delete Jane Doe? This cannot be undone."
        confirmLabel="Delete"
        loading={loading}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('runs the action only after Confirm', async () => {
    const onDelete = vi.fn();
    const { user } = renderWithProviders(<DeleteUser onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Delete Jane Doe? This cannot be undone.');
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Cancel and Escape close without acting; focus starts on Cancel', async () => {
    const onDelete = vi.fn();
    const { user } = renderWithProviders(<DeleteUser onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('blocks closing and shows progress while loading', async () => {
    const { user } = renderWithProviders(<DeleteUser onDelete={vi.fn()} loading />);
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-loading', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is translated', async () => {
    const { user } = renderWithProviders(<DeleteUser onDelete={vi.fn()} />, {
      preferences: { language: 'es' },
    });
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByRole('dialog', { name: '¿Está seguro?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});
