import { cleanup, screen } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import routeTable from './routes';
import { renderRoute } from './testing/render-route';

withMockServer();

/** Every route of the table renders its page: a level-1 heading, translated (no raw key). */
describe('every ui-demo route', () => {
  it.each(routeTable.routes.map((route) => route.path))('%s renders', async (path) => {
    await renderRoute(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toMatch(/^[\w-]+(\.[\w-]+)+$/);
    cleanup();
  });
});
