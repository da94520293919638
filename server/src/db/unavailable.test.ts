import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStorageRefusingWrites } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a timed-out socket', withCode('connect ETIMEDOUT 10.0.0.9:5432', 'ETIMEDOUT')],
    ['an unknown host', withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['PostgreSQL shutting down (57P01)', withCode('terminating connection', '57P01')],
    ['PostgreSQL starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['a connection that ended mid-query', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ["the pool's wait for a connection", new Error('timeout exceeded when trying to connect')],
    [
      'a failed client reused',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['the database closed as the process stops', new Error('driver has already been destroyed')],
    [
      'every address of localhost refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
    ['a cause', new Error('query failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') })],
  ])('%s is unavailable (503)', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a unique violation (23505)', withCode('duplicate key value', '23505')],
    ['a missing table (42P01)', withCode('relation "sessions" does not exist', '42P01')],
    ['a busy SQLite database', withCode('database is locked', 'SQLITE_BUSY')],
    ['a serialization failure (40001)', withCode('could not serialize access', '40001')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s is not (500)', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isStorageRefusingWrites', () => {
  it.each([
    ['a full SQLite database', withCode('database or disk is full', 'SQLITE_FULL')],
    [
      'a read-only SQLite database',
      withCode('attempt to write a readonly database', 'SQLITE_READONLY'),
    ],
    [
      'a moved SQLite file',
      withCode('attempt to write a readonly database', 'SQLITE_READONLY_DBMOVED'),
    ],
    ['a full PostgreSQL disk (53100)', withCode('could not extend file', '53100')],
    [
      'a read-only transaction (25006)',
      withCode('cannot execute INSERT in a read-only transaction', '25006'),
    ],
    ['a cause', new Error('insert failed', { cause: withCode('disk full', 'SQLITE_FULL') })],
  ])('%s is refused storage (507)', (_case, error) => {
    expect(isStorageRefusingWrites(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it.each([
    ['a busy SQLite database', withCode('database is locked', 'SQLITE_BUSY')],
    ['a unique violation (23505)', withCode('duplicate key value', '23505')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a bug', new TypeError('x is undefined')],
  ])('%s is not', (_case, error) => {
    expect(isStorageRefusingWrites(error)).toBe(false);
  });
});
