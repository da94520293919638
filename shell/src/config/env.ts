import { z } from 'zod';

const envSchema = z.object({
  /** Where the runtime remote configuration lives. Default: `/remotes.json` next to the shell. */
  PUBLIC_REMOTES_CONFIG_URL: z.string().min(1).default('/remotes.json'),
  /** How long a remote's route table may take before its area shows the error panel. */
  PUBLIC_REMOTE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
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

/** The only reader of the environment in the shell. */
export const env = readEnv();
