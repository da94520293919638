import { Button, TextInput } from '@mantine/core';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import {
  createMemoryStorage,
  draftStorageKey,
  isAuthenticated,
  sessionStore,
  setSessionStorageBackend,
  useSession,
} from '@portal/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CLIENT_SESSION, renderWithProviders } from '../testing';
import { useApiForm } from './use-api-form';
import { useFormDraft } from './use-form-draft';

const schema = z.object({ note: z.string().min(1) });

function NoteForm() {
  const api = useApiForm({
    schema,
    initialValues: { note: '' },
    submit: () => Promise.resolve({}),
    draft: 'test-note',
  });
  return (
    <form aria-label="Note" onSubmit={api.onSubmit}>
      {api.draft.restored ? <p>Unsaved draft restored</p> : null}
      <TextInput label="Note" {...api.form.getInputProps('note')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

function SignedInOnly() {
  const signedIn = useSession(isAuthenticated);
  return signedIn ? <NoteForm /> : <p>Signed out</p>;
}

const draftKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('HostDesk-draft'));
const isNote = (value: unknown): value is { note: string } =>
  typeof value === 'object' && value !== null && 'note' in value;
const storedNote = (note: string) =>
  JSON.stringify({ savedAt: new Date().toISOString(), values: { note } });

// Unmount first: closing a form writes its pending draft.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useFormDraft: a draft is the signed-in account’s own', () => {
  it('keeps the draft under the account’s key and restores it for that account', async () => {
    const first = renderWithProviders(<NoteForm />);
    await first.user.type(screen.getByRole('textbox', { name: 'Note' }), 'SECRET admin draft');
    first.unmount();
    expect(draftKeys()).toEqual(['HostDesk-draft-1-test-note']);

    renderWithProviders(<NoteForm />);
    expect(await screen.findByText('Unsaved draft restored')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('SECRET admin draft');
  });

  it('does not restore a draft typed as one account for another on the same browser', async () => {
    const first = renderWithProviders(<NoteForm />);
    await first.user.type(screen.getByRole('textbox', { name: 'Note' }), 'SECRET admin draft');
    first.unmount();

    renderWithProviders(<NoteForm />, { session: CLIENT_SESSION });
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect(screen.queryByText('Unsaved draft restored')).not.toBeInTheDocument();
    // Signing in as the client removed the admin's draft too.
    expect(draftKeys()).toEqual([]);
  });

  it('after a reload, restores the draft once the API has named the account', () => {
    localStorage.setItem(draftStorageKey(2, 'test-note'), storedNote('typed before the reload'));
    localStorage.setItem(draftStorageKey(1, 'test-note'), storedNote('another account'));
    // As a reload finds it: the signed-in hint, nobody known until the API answers.
    setSessionStorageBackend(createMemoryStorage({ signedIn: '1' }));
    const form = renderHook(() => useFormDraft('test-note', isNote));
    expect(form.result.current.restored).toBeNull();
    act(() =>
      sessionStore.getState().setVerifiedSession({
        userData: CLIENT_SESSION.userData,
        userAbilityRules: CLIENT_SESSION.userAbilityRules,
      }),
    );
    expect(form.result.current.restored?.values).toEqual({ note: 'typed before the reload' });
    expect(form.result.current.key).toBe('HostDesk-draft-2-test-note');
  });

  it('reads only the signed-in account’s key, even when another account’s draft is there', () => {
    setSessionStorageBackend(createMemoryStorage());
    sessionStore.getState().signIn(CLIENT_SESSION);
    localStorage.setItem(draftStorageKey(1, 'test-note'), storedNote('SECRET admin draft'));
    localStorage.setItem('HostDesk-draft-test-note', storedNote('typed before accounts'));

    const { result } = renderHook(() => useFormDraft('test-note', isNote));
    expect(result.current.restored).toBeNull();
    expect(result.current.key).toBe('HostDesk-draft-2-test-note');
  });

  it('sign-out removes the drafts, and the form it closes writes none back', async () => {
    localStorage.setItem(draftStorageKey(5, 'tickets.create'), storedNote('left by the agent'));
    // As in the portal: signing out replaces the page (the guard), so the form closes at once.
    const { user } = renderWithProviders(<SignedInOnly />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'SECRET admin draft');
    await waitFor(() => expect(draftKeys()).toEqual(['HostDesk-draft-1-test-note']));
    // Typed just before signing out: the autosave is still pending when the form closes.
    await user.type(screen.getByRole('textbox', { name: 'Note' }), ', 12 Customer Street');

    act(() => sessionStore.getState().signOut());
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(draftKeys()).toEqual([]);
  });

  it('keeps no draft for a form with no one signed in', async () => {
    localStorage.setItem('HostDesk-draft-test-note', storedNote('typed before accounts'));
    const { user, unmount } = renderWithProviders(<NoteForm />, { session: null });
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'anonymous');
    unmount();
    expect(draftKeys()).toEqual([]);
  });

  it('keeps none either once the account that opened the form has changed', async () => {
    const { user, unmount } = renderWithProviders(<NoteForm />);
    act(() => {
      sessionStore.getState().signOut();
      sessionStore.getState().signIn(CLIENT_SESSION);
    });
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'typed on the admin’s form');
    unmount();
    expect(draftKeys()).toEqual([]);
  });
});
