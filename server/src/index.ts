export { createApp } from './app';
export type { AppDeps, AppEnv } from './context';
export { loadConfig, ConfigError, type ServerConfig } from './config/env';
export { openPostgres, openSqlite, type DatabaseHandle } from './db/connect';
export type { Database } from './db/database';
export { migrateToLatest, isMigrated } from './db/migrate';
export {
  seedDatabase,
  createSeedDb,
  DEFAULT_SEED_OPTIONS,
  type SeedData,
  type SeedOptions,
} from './db/seed';
export { fixedClock, systemClock, type Clock } from './lib/clock';
