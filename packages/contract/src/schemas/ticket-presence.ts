import { z } from 'zod';

// ----- Who else is on a ticket (README, "Live updates": presence) -----

/** What a viewer is doing on the ticket: reading it, writing a reply, or writing a note. */
export const PRESENCE_ACTIVITIES = ['viewing', 'replying', 'noting'] as const;
export type PresenceActivity = (typeof PRESENCE_ACTIVITIES)[number];

/** PUT /api/tickets/:id/presence: the heartbeat (every few seconds while the ticket is open). */
export const ticketPresenceBodySchema = z.object({ activity: z.enum(PRESENCE_ACTIVITIES) });
export type TicketPresenceBody = z.input<typeof ticketPresenceBodySchema>;

/** One other staff member on the ticket. `since`: when their current activity began. */
export const ticketViewerSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  activity: z.enum(PRESENCE_ACTIVITIES),
  since: z.string(),
});
export type TicketViewer = z.infer<typeof ticketViewerSchema>;

/** GET /api/tickets/:id/presence: everyone on it but the caller, first arrived first. */
export const ticketPresenceResponseSchema = z.object({ viewers: z.array(ticketViewerSchema) });
export type TicketPresenceResponse = z.infer<typeof ticketPresenceResponseSchema>;
