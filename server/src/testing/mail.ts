import { currentTestApp, testDb } from './app';

/** Every e-mail of the current test app so far, oldest first (after the mailer is idle). */
export async function outboxMessages() {
  await currentTestApp().deps.mailer.idle();
  return testDb().selectFrom('outbox').selectAll().orderBy('id').execute();
}

/**
 * The reset token of the newest reset e-mail in the outbox for `email` (as a person would take it
 * from the link), or null when none was sent.
 */
export async function resetTokenFromOutbox(email: string): Promise<string | null> {
  const mine = (await outboxMessages()).filter(
    (row) => row.recipient.toLowerCase() === email.toLowerCase(),
  );
  const body = mine.at(-1)?.body ?? '';
  const link = /https?:\/\/\S+\/authentication\/reset-password\?token=\S+/.exec(body)?.[0];
  return link === undefined ? null : new URL(link).searchParams.get('token');
}
