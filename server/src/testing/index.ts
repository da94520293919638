export {
  call,
  currentTestApp,
  seedData,
  setCurrentTestApp,
  freshTestApp,
  signIn,
  testClock,
  testDb,
  useTestApp,
  TEST_TWO_STEP_CODE,
  type CallOptions,
  type CallResult,
  type TestApp,
} from './app';
export { freshTestDatabase, testDialect, type TestDatabase } from './databases';
export {
  insertTestRecoveryCodes,
  insertTestSession,
  totpCode,
  updateTestProfile,
} from './sessions';
export { storedInvoice } from './stored';
export { outboxMessages, resetTokenFromOutbox } from './mail';
