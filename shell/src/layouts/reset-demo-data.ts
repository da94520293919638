import { apiFetch } from '@portal/auth';

/** Restores the demo database through the mock API, then reloads (the session is kept). */
export async function resetDemoData() {
  await apiFetch('/api/demo/reset', { method: 'POST' });
  window.location.reload();
}
