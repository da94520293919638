import { apiFetch } from '@portal/auth';

/** Restores the demo database (POST /api/demo/reset on the server), then reloads; the session is kept. */
export async function resetDemoData() {
  await apiFetch('/api/demo/reset', { method: 'POST' });
  window.location.reload();
}
