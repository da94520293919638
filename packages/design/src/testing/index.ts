export {
  ADMIN_SESSION,
  CLIENT_SESSION,
  createTestQueryClient,
  renderWithProviders,
  signInTestBrowser,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render-with-providers';
export { withMockServer } from './with-mock-server';
export {
  createRenderRoute,
  describeRouteTable,
  sessionFor,
  type DemoAccount,
} from './remote-route-table';
export { FakeEventSource } from './fake-event-source';
export { mockMediaQuery } from './media-query';
export { pickDays } from './date-picker';
export { timeLimit } from './time-limit';
