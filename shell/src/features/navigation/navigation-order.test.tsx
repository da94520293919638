import { screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { buildAbility, type AbilityRuleInput } from '@portal/auth';
import { CLIENT_SESSION, renderWithProviders } from '@portal/design/testing';
import type { MenuSection } from '@portal/design/base';
import en from '../../locales/en.json';
import { buildMenu, type MenuSource, type SourceEntry } from './build-menu';
import { HorizontalNav } from './horizontal-nav';
import { VerticalNav } from './vertical-nav';

/**
 * The remotes' menus as their `src/menu.ts` declare them (sections, order, abilities), with the
 * English titles: the shell cannot import a remote, each remote's own test checks its sections.
 */
const read = (subject: string) => ({ action: 'read' as const, subject });
const link = (title: string, to: string, order: number, extra: Partial<SourceEntry> = {}) => ({
  titleKey: title,
  to,
  order,
  ...extra,
});
const group = (
  title: string,
  section: MenuSection,
  order: number,
  children: SourceEntry[],
  extra: Partial<SourceEntry> = {},
): SourceEntry => ({ titleKey: title, section, order, children, ...extra });

const sources: MenuSource[] = [
  {
    remote: 'apps_demo',
    translate: (key) => key,
    entries: [
      link('CRM', '/dashboards/crm', 10, { section: 'dashboards' }),
      link('Analytics', '/dashboards/analytics', 20, { section: 'dashboards' }),
      group('Dashboards', 'template', 5, [
        link('Academy', '/dashboards/academy', 10),
        link('Logistics', '/dashboards/logistics', 20),
      ]),
      group('Users', 'customers', 10, [link('User list', '/apps/user/list', 10)], {
        ability: read('User'),
      }),
      group(
        'Roles & Permissions',
        'customers',
        20,
        [
          link('Roles', '/apps/roles', 5, { ability: read('Permission') }),
          link('Permissions', '/apps/permissions', 10, { ability: read('Permission') }),
        ],
        { ability: read('Permission') },
      ),
      link('Access Control', '/access-control', 90, {
        section: 'template',
        ability: read('AclDemo'),
      }),
      link('Email', '/apps/email', 10, { section: 'communication' }),
      link('Chat', '/apps/chat', 20, { section: 'communication' }),
      link('Calendar', '/apps/calendar', 30, { section: 'communication' }),
      link('Kanban', '/apps/kanban', 40, { section: 'communication' }),
      group('Academy', 'template', 10, [link('Dashboard', '/apps/academy/dashboard', 10)]),
      link('Help center', '/pages/help-center', 85, { section: 'template' }),
    ],
  },
  {
    remote: 'billing',
    translate: (key) => key,
    entries: [
      link('Invoicing', '/Facturacion', 10, { section: 'billing', ability: read('Factura') }),
      link('Billing notes', '/notasCobro/list', 20, {
        section: 'billing',
        ability: read('NotaCobro'),
      }),
      group(
        'Enablements',
        'billing',
        30,
        [
          link('All enablements', '/habilitaciones', 10, { ability: read('Habilitacion') }),
          link('Change requests', '/habilitaciones/cambios', 20, { ability: read('Cambio') }),
        ],
        { ability: read('Habilitacion') },
      ),
      link('Phone lines', '/sofono', 40, { section: 'billing', ability: read('Sofono') }),
      group(
        'Simple invoices',
        'billing',
        50,
        [
          link('Invoice list', '/apps/invoice/list', 10, { ability: read('Invoice') }),
          link('Add', '/apps/invoice/add', 20, {
            ability: { action: 'create', subject: 'Invoice' },
          }),
        ],
        { ability: read('Invoice') },
      ),
    ],
  },
  {
    remote: 'tickets',
    translate: (key) => key,
    entries: [
      group('Tickets', 'support', 10, [link('Ticket list', '/ticket', 10)], {
        ability: read('Ticket'),
      }),
    ],
  },
  {
    remote: 'profile',
    translate: (key) => key,
    entries: [link('My profile', '/perfilClient/account', 30, { section: 'customers' })],
  },
  {
    remote: 'ui_demo',
    translate: (key) => key,
    entries: [
      group('Forms & tables', 'template', 35, [link('Select', '/forms/select', 0)]),
      group('Charts', 'template', 40, [link('Chart gallery', '/charts/apex-chart', 0)]),
    ],
  },
];

const ADMIN: AbilityRuleInput[] = [{ action: 'manage', subject: 'all' }];
const CLIENT: AbilityRuleInput[] = [{ action: 'read', subject: 'AclDemo' }];
const menuFor = (rules: AbilityRuleInput[]) =>
  buildMenu(sources, buildAbility(rules), (section) => en.nav.sections[section]);

describe('the order of the navigation', () => {
  it('puts the sections in the staff order for the admin, the template last', () => {
    expect(menuFor(ADMIN).map((section) => section.title)).toEqual([
      'Dashboards',
      'Billing',
      'Support',
      'Customers and users',
      'Communication',
      'Template',
    ]);
    expect(menuFor(ADMIN).map((section) => section.items.map((item) => item.title))).toEqual([
      ['CRM', 'Analytics'],
      ['Invoicing', 'Billing notes', 'Enablements', 'Phone lines', 'Simple invoices'],
      ['Tickets'],
      ['Users', 'Roles & Permissions', 'My profile'],
      ['Email', 'Chat', 'Calendar', 'Kanban'],
      ['Dashboards', 'Academy', 'Forms & tables', 'Charts', 'Help center', 'Access Control'],
    ]);
  });

  it('gives the client no Billing section (nor anything else it may not open)', () => {
    const sections = menuFor(CLIENT);
    expect(sections.map((section) => section.title)).toEqual([
      'Dashboards',
      'Customers and users',
      'Communication',
      'Template',
    ]);
    expect(sections.find((s) => s.id === 'customers')?.items.map((i) => i.title)).toEqual([
      'My profile',
    ]);
  });

  it('shows the vertical sections in that order, the Template section collapsed', async () => {
    const { user } = renderWithProviders(
      <nav aria-label="Main">
        <VerticalNav sections={menuFor(ADMIN)} />
      </nav>,
      { route: '/dashboards/crm' },
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const headings = [...nav.querySelectorAll('.hd-nav-heading')].map((h) => h.textContent);
    expect(headings).toEqual([
      'Dashboards',
      'Billing',
      'Support',
      'Customers and users',
      'Communication',
    ]);
    const template = within(nav).getByRole('button', { name: 'Template' });
    expect(template).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Access Control' })).not.toBeInTheDocument();
    // Billing's links come in the Billing order, before anything of the template.
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links.slice(0, 5)).toEqual([
      '/dashboards/crm',
      '/dashboards/analytics',
      '/Facturacion',
      '/notasCobro/list',
      '/sofono',
    ]);

    await user.click(template);
    expect(template).toHaveAttribute('aria-expanded', 'true');
    expect(await within(nav).findByRole('link', { name: 'Access Control' })).toBeVisible();

    await user.click(template);
    expect(template).toHaveAttribute('aria-expanded', 'false');
    template.focus();
    await user.keyboard('{Enter}');
    expect(template).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the Template section when the current page is in it', async () => {
    renderWithProviders(<VerticalNav sections={menuFor(ADMIN)} />, { route: '/access-control' });
    expect(screen.getByRole('button', { name: 'Template' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const current = await screen.findByRole('link', { name: 'Access Control' });
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it('makes each group a button that Enter and Space open, its links rendered only while open', async () => {
    const { user } = renderWithProviders(<VerticalNav sections={menuFor(ADMIN)} />, {
      route: '/dashboards/crm',
    });
    const enablements = screen.getByRole('button', { name: 'Enablements' });
    expect(enablements).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Change requests' })).not.toBeInTheDocument();
    enablements.focus();
    await user.keyboard('{Enter}');
    expect(enablements).toHaveAttribute('aria-expanded', 'true');
    const requests = await screen.findByRole('link', { name: 'Change requests' });
    expect(
      document.getElementById(enablements.getAttribute('aria-controls') ?? ''),
    ).toContainElement(requests);
    await user.keyboard(' ');
    expect(enablements).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Change requests' })).not.toBeInTheDocument();
  });

  it('opens the group of the current page, and the group a navigation moves into', async () => {
    const { user } = renderWithProviders(
      <>
        <VerticalNav sections={menuFor(ADMIN)} />
        {/* A way in from outside the menu, as the search or Back is. */}
        <Link to="/ticket">Open the tickets</Link>
      </>,
      { route: '/habilitaciones/cambios' },
    );
    expect(screen.getByRole('button', { name: 'Enablements' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Change requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const tickets = screen.getByRole('button', { name: 'Tickets' });
    expect(tickets).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('link', { name: 'Open the tickets' }));
    expect(tickets).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Ticket list' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lays the horizontal navigation out in the same order', () => {
    renderWithProviders(<HorizontalNav sections={menuFor(ADMIN)} />, { route: '/dashboards/crm' });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Dashboards',
      'Billing',
      'Support',
      'Customers and users',
      'Communication',
      'Template',
    ]);
  });

  it('shows the client no Billing drop-down', () => {
    renderWithProviders(<HorizontalNav sections={menuFor(CLIENT)} />, {
      route: '/dashboards/crm',
      session: CLIENT_SESSION,
    });
    expect(screen.queryByRole('button', { name: 'Billing' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Template' })).toBeInTheDocument();
  });
});
