/**
 * A test's time limit of `ms`, as long as that here and four times as long on CI, where the
 * project sets `TIME_LIMIT_FACTOR` (`timeLimit` in vitest.shared.ts). Limits catch a hang; speed
 * is the benchmarks' to measure.
 */
export function timeLimit(ms: number): number {
  return ms * Number(process.env.TIME_LIMIT_FACTOR ?? 1);
}
