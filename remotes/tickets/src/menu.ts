import type { RequiredAbility } from '@portal/auth';
import type { MenuEntry } from '@portal/design/base';
import { RiCustomerService2Line } from '@remixicon/react';
import { paths } from './config/paths';

const readTickets: RequiredAbility = { action: 'read', subject: 'Ticket' };

/** The tickets menu: plain data, written to `menu.json` by the build for the shell. */
const menu: MenuEntry[] = [
  {
    titleKey: 'tickets:menu.tickets',
    section: 'support',
    icon: RiCustomerService2Line,
    ability: readTickets,
    order: 10,
    children: [
      { titleKey: 'tickets:menu.list', to: paths.list.href(), ability: readTickets, order: 10 },
      {
        titleKey: 'tickets:menu.create',
        to: paths.create.href(),
        ability: { action: 'create', subject: 'Ticket' },
        order: 20,
      },
    ],
  },
];

export default menu;
