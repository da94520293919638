import { z } from 'zod';
import { abilityRuleSchema } from '@portal/contract';
import { permissionSchema } from '@portal/contract';
import { userDetailSchema } from '@portal/contract';
import { invoiceClientSchema, invoiceSchema } from '@portal/contract';
import {
  cambioSchema,
  customerSchema,
  facturaSchema,
  habilitacionSchema,
  notaSchema,
  sofonoLineSchema,
} from '@portal/contract';
import { contactBodySchema, salesRowSchema } from '@portal/contract';

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
  /** The ui-demo data-table's sales rows (spec 3 "Sales row"). */
  salesRows: z.array(salesRowSchema),
  /** Messages sent from the public landing page's contact form. */
  contactMessages: z.array(contactBodySchema.extend({ id: z.number(), receivedAt: z.string() })),
  /** How this database was seeded (see `SeedOptions`). */
  seedOptions: z.object({ facturaCount: z.number().int().min(0) }),
  /** access token -> session */
  sessions: z.record(z.string(), z.object({ accountId: z.number(), createdAt: z.number() })),
  /** two-step token -> pending sign-in; `attempts` counts wrong codes */
  twoStepChallenges: z.record(
    z.string(),
    expiringGrantSchema.extend({ attempts: z.number().default(0) }),
  ),
  /** reset token -> password reset grant */
  resetTokens: z.record(z.string(), expiringGrantSchema),
});
export type Db = z.infer<typeof dbSchema>;
