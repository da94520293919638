import type { RemoteRouteTable } from '@portal/design';

/** The ui-demo remote's contribution to the portal. Empty until its issue fills it. */
const routeTable: RemoteRouteTable = {
  namespace: 'ui-demo',
  loadMessages: async (language) => {
    const messages = (await import(`./locales/${language}.json`)) as {
      default: Record<string, unknown>;
    };
    return messages.default;
  },
  routes: [],
  menu: [],
};

export default routeTable;
