import { createRandom } from './prng';
import type { SeedData } from './schema';
import { seedAccounts } from './seed-accounts';
import { seedCustomers } from './seed-customers';
import { seedFacturacion } from './seed-facturacion';
import { seedHabilitaciones } from './seed-habilitaciones';
import { seedInvoices } from './seed-invoices';
import { seedKanban } from './seed-kanban';
import { seedCalendar } from './seed-calendar';
import { seedEmails } from './seed-email';
import { seedChat } from './seed-chat';
import { seedPermissions } from './seed-permissions';
import { seedSales } from './seed-sales';
import { seedUsers } from './seed-users';
import { seedTickets, staffOf } from './seed-tickets';
import { seedAcademy } from './seed-academy';
import { seedVehicles } from './seed-logistics';
import { seedProfile } from './seed-pages-profile';
import { seedHelpCenter } from './seed-help-center';
import { DEFAULT_SEED_OPTIONS, type SeedOptions } from './seed-options';

export { DEFAULT_SEED_OPTIONS, type SeedOptions };

/**
 * Bump whenever the shape or the content of the seed changes: browsers holding an older
 * stored database then get a fresh seed instead of data the handlers no longer understand.
 */
export const SEED_VERSION = 10;
const SEED = 20_240_414;

/** A fresh database, identical on every call with the same options. */
export function createSeedDb(options: Partial<SeedOptions> = {}): SeedData {
  const seedOptions = { ...DEFAULT_SEED_OPTIONS, ...options };
  const random = createRandom(SEED);
  const users = seedUsers(random);
  const customers = seedCustomers(createRandom(SEED + 1));
  const { invoices, invoiceClients } = seedInvoices(createRandom(SEED + 2));
  const { facturas, notas } = seedFacturacion(createRandom(SEED + 3), customers, seedOptions);
  const { habilitaciones, cambios, sofonoLines } = seedHabilitaciones(
    createRandom(SEED + 4),
    customers,
  );
  const accounts = seedAccounts();
  const tickets = seedTickets(createRandom(SEED + 5), {
    count: seedOptions.ticketCount,
    customers,
    habilitaciones,
    staff: staffOf(accounts, users),
  });
  const { courses, courseDetails } = seedAcademy();
  const profile = seedProfile();
  const help = seedHelpCenter();
  return {
    version: SEED_VERSION,
    accounts,
    users,
    permissions: seedPermissions(),
    invoices,
    invoiceClients,
    customers,
    facturas,
    notas,
    habilitaciones,
    cambios,
    sofonoLines,
    tickets,
    ...seedKanban(),
    calendarEvents: seedCalendar(),
    emails: seedEmails(),
    ...seedChat(),
    courses,
    courseDetails,
    vehicles: seedVehicles(),
    profileHeader: profile.header,
    profileAbout: profile.profile,
    profileTeams: profile.teams,
    profileProjects: profile.projects,
    profileConnections: profile.connections,
    helpCards: { popularArticles: help.popularArticles, keepLearning: help.keepLearning },
    helpCategories: help.categories,
    helpArticles: help.articles,
    helpTranslations: help.translations,
    salesRows: seedSales(createRandom(SEED + 14)),
    contactMessages: [],
    seedOptions,
    sessions: {},
    twoStepChallenges: {},
    resetTokens: {},
    profiles: [],
    apiKeys: [],
    notifications: [],
  };
}
