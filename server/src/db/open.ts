import { mkdirSync } from 'node:fs';
import type { ServerConfig } from '../config/env';
import { openPostgres, openSqlite, type DatabaseHandle } from './connect';

/** The configured database: PostgreSQL when DATABASE_URL is set, else the SQLite file under DATA_DIR. */
export function openConfiguredDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'sqliteFile'> &
    Partial<Pick<ServerConfig, 'processes' | 'poolSize' | 'preparedStatements'>>,
  onIdleError?: (error: Error) => void,
): DatabaseHandle {
  if (config.databaseUrl !== null)
    return openPostgres(config.databaseUrl, {
      ...(onIdleError ? { onIdleError } : {}),
      ...(config.poolSize === undefined ? {} : { max: config.poolSize }),
      ...(config.preparedStatements === undefined ? {} : { prepare: config.preparedStatements }),
    });
  mkdirSync(config.dataDir, { recursive: true });
  return openSqlite(config.sqliteFile, { shared: (config.processes ?? 1) > 1 });
}
