import { z } from 'zod';
import { visibleText } from './common';

/** The calendars an event belongs to (spec 3). */
export const CALENDARS = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const;
export type CalendarName = (typeof CALENDARS)[number];

/** Text of the 400 for an update or delete of an unknown id (spec 8), sent as plain text. */
export const CALENDAR_UNKNOWN_ID_TEXT = 'Something Went Wrong';
export const CALENDAR_MESSAGES = {
  endBeforeStart: 'The end must not be before the start',
  /** GET /api/apps/calendar/{id} of an unknown id (404). */
  notFound: 'Event not found',
} as const;

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm[:ss[.sss]][Z|±HH:mm]`, as FullCalendar reads them. */
const dateTimeSchema = z
  .string()
  .max(40)
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/,
    'Enter a date such as 2026-05-01 or 2026-05-01T09:30',
  )
  .refine((value) => !Number.isNaN(new Date(value).getTime()), 'Enter a real date');

const guestsSchema = z.array(visibleText(1, 120)).max(50);
const locationSchema = z.string().trim().max(200);
const descriptionSchema = z.string().max(2000);

export const calendarExtendedPropsSchema = z.object({
  calendar: z.enum(CALENDARS),
  guests: guestsSchema.default([]),
  location: locationSchema.default(''),
  description: descriptionSchema.default(''),
});

const eventFields = {
  url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]).default(''),
  title: visibleText(1, 200),
  start: dateTimeSchema,
  end: dateTimeSchema,
  allDay: z.boolean().default(false),
  extendedProps: calendarExtendedPropsSchema,
};

export const calendarEventSchema = z.object({ id: z.number().int(), ...eventFields });
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

const endNotBeforeStart = (event: { start?: string; end?: string }) =>
  !event.start || !event.end || new Date(event.end).getTime() >= new Date(event.start).getTime();

/** POST /api/apps/calendar: a new event (its id is given by the API). */
export const calendarEventBodySchema = z
  .object(eventFields)
  .refine(endNotBeforeStart, { message: CALENDAR_MESSAGES.endBeforeStart, path: ['end'] });
export type CalendarEventBody = z.input<typeof calendarEventBodySchema>;

/** PUT /api/apps/calendar/{id}: the fields to merge into the event. */
export const calendarEventPatchSchema = z.object({
  url: eventFields.url.optional(),
  title: eventFields.title.optional(),
  start: dateTimeSchema.optional(),
  end: dateTimeSchema.optional(),
  allDay: z.boolean().optional(),
  extendedProps: z
    .object({
      calendar: z.enum(CALENDARS).optional(),
      guests: guestsSchema.optional(),
      location: locationSchema.optional(),
      description: descriptionSchema.optional(),
    })
    .optional(),
});
export type CalendarEventPatch = z.input<typeof calendarEventPatchSchema>;

/** GET /api/apps/calendar?calendars=Business&calendars=Family */
export const calendarQuerySchema = z.object({
  calendars: z
    .union([z.enum(CALENDARS), z.array(z.enum(CALENDARS)).max(CALENDARS.length * 2)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
});

export const calendarEventsSchema = z.array(calendarEventSchema);
