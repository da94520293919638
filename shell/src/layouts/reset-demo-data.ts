/** Wipes the demo database and reloads. MSW's browser code is loaded only when asked for. */
export async function resetDemoData() {
  const { resetMockDb } = await import('@portal/mock-api/browser');
  resetMockDb();
  window.location.reload();
}
