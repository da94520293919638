import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { VersionedTable } from '../db/database';
import { readVersion } from '../repositories/versions.repository';
import { Precondition, StaleVersion } from '../services/versions';
import { fieldErrors, HttpError } from './errors';

/** The 412 answer's message (the portal shows its own translated text beside it). */
export const STALE_VERSION_MESSAGE = 'This record was changed by someone else';
export const BAD_IF_MATCH_MESSAGE = 'Send the ETag of the record you read (e.g. "3") or *';

/** A strong entity tag of a version: `"3"`. */
export const etagOf = (version: number) => `"${version}"`;

/** `"3"` (or the weak `W/"3"`, taken alike: the version is the whole tag). */
const ONE_TAG = /^(?:W\/)?"(\d{1,15})"$/;

/**
 * The request's `If-Match` as a precondition: none or `*` expects nothing (today's behaviour for
 * API clients that send none); one tag `"<version>"` expects that version; anything else (a
 * list, an unquoted or non-numeric tag) is a 400 with a field error on `If-Match`.
 */
export function ifMatch(c: Context<AppEnv>): Precondition {
  const header = c.req.header('If-Match')?.trim();
  if (header === undefined || header === '' || header === '*') return new Precondition();
  const match = ONE_TAG.exec(header);
  if (!match?.[1]) throw fieldErrors({ 'If-Match': [BAD_IF_MATCH_MESSAGE] });
  return new Precondition(Number(match[1]));
}

/** Sets `ETag` on the answer (and lets a cross-origin caller read it). */
export function setVersion(c: Context<AppEnv>, version: number | null | undefined): void {
  if (version === null || version === undefined) return;
  c.header('ETag', etagOf(version));
  c.header('Access-Control-Expose-Headers', 'ETag');
}

/**
 * A detail answer's body with its version as `ETag`. The version is read before the body: a
 * change landing in between leaves the tag older than the body (the next write gets a harmless
 * 412), never newer (which would let that write overwrite a change unseen).
 */
export async function readVersioned<T>(
  c: Context<AppEnv>,
  table: VersionedTable,
  id: number | null,
  read: () => Promise<T>,
  /** The version of a record not stored yet but read as its defaults (a profile: 1). */
  unstored?: number,
): Promise<T> {
  const version = id === null ? undefined : await readVersion(c.var.deps.db, table, id);
  const body = await read();
  setVersion(c, version?.version ?? unstored);
  return body;
}

/**
 * Runs a change of one versioned record under the request's `If-Match`: the service claims the
 * version inside its transaction (`claim`), the answer carries the version it wrote as `ETag`.
 * A stale version answers 412 `{ message, current, changedBy, changedAt }` with the current
 * record in its detail shape (from `current`) and its version as `ETag`.
 */
export async function writeVersioned<T>(
  c: Context<AppEnv>,
  table: VersionedTable,
  id: number,
  current: () => Promise<unknown>,
  write: (precondition: Precondition) => Promise<T>,
): Promise<T> {
  const precondition = ifMatch(c);
  try {
    const result = await write(precondition);
    setVersion(c, precondition.written);
    return result;
  } catch (error) {
    if (!(error instanceof StaleVersion)) throw error;
    const version = await readVersion(c.var.deps.db, table, id);
    const body = await current();
    throw new HttpError(
      412,
      {
        message: STALE_VERSION_MESSAGE,
        current: body,
        changedBy:
          version?.changedById != null && version.changedByName != null
            ? { id: version.changedById, fullName: version.changedByName }
            : null,
        changedAt: version?.changedAt ?? null,
      },
      version ? { ETag: etagOf(version.version), 'Access-Control-Expose-Headers': 'ETag' } : {},
    );
  }
}
