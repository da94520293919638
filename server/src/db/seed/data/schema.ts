import { z } from 'zod';
import { abilityRuleSchema } from '@portal/contract';
import { permissionSchema } from '@portal/contract';
import { userDetailSchema } from '@portal/contract';
import { invoiceClientSchema, invoiceSchema } from '@portal/contract';
import {
  profileRecordSchema,
  apiKeyRecordSchema,
  notificationRecordSchema,
} from './profile-schema';
import {
  cambioSchema,
  customerSchema,
  facturaSchema,
  habilitacionSchema,
  notaSchema,
  sofonoLineSchema,
} from '@portal/contract';
import { ticketSchema } from '@portal/contract';
import { kanbanBoardSchema, kanbanItemSchema } from '@portal/contract';
import { calendarEventSchema } from '@portal/contract';
import { emailMessageSchema } from '@portal/contract';
import { chatContactSchema, chatProfileUserSchema, chatSchema } from '@portal/contract';
import {
  courseDetailsSchema,
  courseSchema,
  helpCenterCardSchema,
  helpCenterCategorySchema,
  profileConnectionSchema,
  profileHeaderSchema,
  profileProjectSchema,
  profileTabSchema,
  profileTeamSchema,
  vehicleSchema,
} from '@portal/contract';
import { FAQ_LANGUAGES, contactBodySchema, salesRowSchema } from '@portal/contract';

/** A help-center article with its "Was this helpful?" counts. */
export const helpArticleRecordSchema = z.object({
  slug: z.string(),
  category: z.string(),
  title: z.string(),
  lastUpdated: z.string(),
  productContent: z.string(),
  checkoutContent: z.string(),
  checkoutImg: z.string(),
  productImg: z.string(),
  helpfulYes: z.number(),
  helpfulNo: z.number(),
});

/** A sign-in account (spec 3 "Login user"). Passwords are plain text: this is demo data. */
export const accountSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  password: z.string(),
  avatar: z.string().nullable(),
  email: z.string(),
  role: z.string(),
  abilityRules: z.array(abilityRuleSchema),
  /** Phone that receives the two-step code; null = two-step sign-in off. */
  twoStepPhone: z.string().nullable(),
  /** Set by "Deactivate account" (profile); an admin clears it. Absent = active. */
  deactivated: z.boolean().optional(),
});
export type Account = z.infer<typeof accountSchema>;

const expiringGrantSchema = z.object({ accountId: z.number(), expiresAt: z.number() });

/**
 * The whole mock database: a plain serialisable object. To add a collection (billing,
 * tickets...): add it here, seed it in `seed.ts`, bump `SEED_VERSION` there.
 * Stored data that no longer matches this schema is replaced by a fresh seed.
 */
export const dbSchema = z.object({
  version: z.number(),
  accounts: z.array(accountSchema),
  users: z.array(userDetailSchema),
  permissions: z.array(permissionSchema),
  /** The template invoice app (spec 7): ids 4987..5036 in the seed. */
  invoices: z.array(invoiceSchema),
  /** The template invoice app's clients; GET /api/apps/invoice/clients answers the first 5. */
  invoiceClients: z.array(invoiceClientSchema),
  /** The product's billing (README, "Billing model"). */
  customers: z.array(customerSchema),
  facturas: z.array(facturaSchema),
  notas: z.array(notaSchema),
  habilitaciones: z.array(habilitacionSchema),
  cambios: z.array(cambioSchema),
  /** Stored plan/status are refreshed from the line's enablement when read. */
  sofonoLines: z.array(sofonoLineSchema),
  /** The helpdesk (remotes/tickets/README.md). */
  tickets: z.array(ticketSchema),
  /** Kanban app: boards in display order, each listing its items in order. */
  kanbanBoards: z.array(kanbanBoardSchema),
  kanbanItems: z.array(kanbanItemSchema),
  /** Calendar app events; a new id is the last one's plus one. */
  calendarEvents: z.array(calendarEventSchema),
  /** E-mail app mailbox (of the demo admin). */
  emails: z.array(emailMessageSchema),
  /** Chat app: the signed-in user's chat profile, contacts and conversations. */
  chatProfile: chatProfileUserSchema,
  chatContacts: z.array(chatContactSchema),
  chats: z.array(chatSchema),
  /** Academy (spec 3 "Course"); details hold the topics whose completion sets the progress. */
  courses: z.array(courseSchema),
  courseDetails: z.array(courseDetailsSchema),
  /** Logistics: the 25 sample vehicles (spec 9). */
  vehicles: z.array(vehicleSchema),
  /** User profile page (spec 3 "Profile header" and tabs). */
  profileHeader: profileHeaderSchema,
  profileAbout: profileTabSchema.omit({ connections: true, teamsTech: true }),
  profileTeams: z.array(profileTeamSchema),
  profileProjects: z.array(profileProjectSchema),
  profileConnections: z.array(profileConnectionSchema),
  /** Help center (spec 3). */
  helpCards: z.object({
    popularArticles: z.array(helpCenterCardSchema),
    keepLearning: z.array(helpCenterCardSchema),
  }),
  helpCategories: z.array(helpCenterCategorySchema),
  helpArticles: z.array(helpArticleRecordSchema),
  /** The help center's French, Spanish and Arabic text (the records above are English). */
  helpTranslations: z.object({
    categories: z.array(
      z.object({ category: z.string(), lang: z.enum(FAQ_LANGUAGES), title: z.string() }),
    ),
    articles: z.array(
      z.object({
        slug: z.string(),
        lang: z.enum(FAQ_LANGUAGES),
        title: z.string(),
        productContent: z.string(),
        checkoutContent: z.string(),
        subtitle: z.string().nullable(),
      }),
    ),
  }),
  /** The ui-demo data-table's sales rows (spec 3 "Sales row"). */
  salesRows: z.array(salesRowSchema),
  /** Messages sent from the public landing page's contact form. */
  contactMessages: z.array(contactBodySchema.extend({ id: z.number(), receivedAt: z.string() })),
  /** How this database was seeded (see `SeedOptions`). */
  seedOptions: z.object({
    facturaCount: z.number().int().min(0),
    ticketCount: z.number().int().min(0),
  }),
  /** access token -> session */
  sessions: z.record(
    z.string(),
    z.object({
      accountId: z.number(),
      createdAt: z.number(),
      /** Public id of the session (the token is never shown); user agent and last call: profile. */
      id: z.string().optional(),
      userAgent: z.string().optional(),
      lastActiveAt: z.number().optional(),
    }),
  ),
  /** two-step token -> pending sign-in; `attempts` counts wrong codes */
  twoStepChallenges: z.record(
    z.string(),
    expiringGrantSchema.extend({ attempts: z.number().default(0) }),
  ),
  /** reset token -> password reset grant */
  resetTokens: z.record(z.string(), expiringGrantSchema),
  /** Self-service profile data of sign-in accounts (remotes/profile/README.md). */
  profiles: z.array(profileRecordSchema),
  apiKeys: z.array(apiKeyRecordSchema),
  notifications: z.array(notificationRecordSchema),
});
/** The sample data as one object (what `createSeedDb` generates and the seed inserts). */
export type SeedData = z.infer<typeof dbSchema>;
