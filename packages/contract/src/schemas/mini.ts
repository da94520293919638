// zod/mini building blocks of the answers the frame and the dashboards parse (no classic zod).
import { z } from 'zod/mini';

/** A count of things: a whole number, never negative. */
export const countSchema = z.int().check(z.nonnegative());
