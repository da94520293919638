import { z } from 'zod/mini';

const envSchema = z.object({
  /** Where the runtime remote configuration lives. Default: `/remotes.json` next to the shell. */
  PUBLIC_REMOTES_CONFIG_URL: z._default(z.string().check(z.minLength(1)), '/remotes.json'),
  /** How long a remote's route table may take before its area shows the error panel. */
  PUBLIC_REMOTE_TIMEOUT_MS: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.positive())),
    10_000,
  ),
});

function readEnv() {
  const source: Record<string, unknown> = {
    PUBLIC_REMOTES_CONFIG_URL: import.meta.env.PUBLIC_REMOTES_CONFIG_URL,
    PUBLIC_REMOTE_TIMEOUT_MS: import.meta.env.PUBLIC_REMOTE_TIMEOUT_MS,
  };
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid shell environment:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/**
 * The only reader of the environment in the shell, but for the page's first script, which asks for
 * `PUBLIC_REMOTES_CONFIG_URL` (same default) early (`login/index.ts`).
 */
export const env = readEnv();
