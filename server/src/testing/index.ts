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
export {
  arrangeAccountRule,
  arrangeCalendarEvents,
  arrangeCourseCompletedTasks,
  storedCalendarEvents,
  storedCalendarGuestNames,
  storedChatIds,
  storedChatMessageRows,
  storedChatUnseenMsgs,
  storedCourse,
  storedCourseDetails,
  storedEmail,
  storedEmailFiles,
  storedEvents,
  storedFile,
  storedInvoice,
  storedKanbanItemMembers,
  storedRowCount,
  writeKanbanBoards,
} from './stored';
export { outboxMessages, resetTokenFromOutbox } from './mail';
