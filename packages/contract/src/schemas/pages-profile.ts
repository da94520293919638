import { z } from 'zod';
import { pagingQuerySchema } from './common';

export const PROFILE_TABS = ['profile', 'teams', 'projects', 'connections'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** GET /api/pages/profile/header (spec 3). */
export const profileHeaderSchema = z.object({
  fullName: z.string(),
  location: z.string(),
  joiningDate: z.string(),
  designation: z.string(),
  profileImg: z.string(),
  coverImg: z.string(),
});
export type ProfileHeader = z.infer<typeof profileHeaderSchema>;

const memberSchema = z.object({ name: z.string(), avatar: z.string() });

export const profileTeamSchema = z.object({
  id: z.number(),
  title: z.string(),
  avatar: z.string(),
  description: z.string(),
  members: z.array(memberSchema),
  extraMembers: z.number(),
  chips: z.array(z.object({ title: z.string(), color: z.string() })),
});
export type ProfileTeam = z.infer<typeof profileTeamSchema>;

export const profileProjectSchema = z.object({
  id: z.number(),
  title: z.string(),
  client: z.string(),
  avatar: z.string(),
  description: z.string(),
  /** ISO dates. */
  startDate: z.string(),
  deadline: z.string(),
  /** Whole dollars. */
  budget: z.number(),
  budgetSpent: z.number(),
  /** Percent 0-100. */
  progress: z.number().int().min(0).max(100),
  hours: z.number(),
  totalTask: z.number(),
  completedTask: z.number(),
  comments: z.number(),
  leader: z.string(),
  members: z.array(memberSchema),
});
export type ProfileProject = z.infer<typeof profileProjectSchema>;

export const profileConnectionSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.string(),
  designation: z.string(),
  isConnected: z.boolean(),
  connections: z.number(),
  projects: z.number(),
  tasks: z.number(),
  chips: z.array(z.object({ title: z.string(), color: z.string() })),
});
export type ProfileConnection = z.infer<typeof profileConnectionSchema>;

export const profileActivitySchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** ISO date-time. */
  time: z.string(),
  color: z.string(),
});

export const profileTabSchema = z.object({
  about: z.object({
    fullName: z.string(),
    status: z.string(),
    role: z.string(),
    country: z.string(),
    language: z.string(),
  }),
  contacts: z.object({ contact: z.string(), skype: z.string(), email: z.string() }),
  teams: z.array(z.object({ name: z.string(), members: z.number() })),
  overview: z.object({
    tasksCompiled: z.number(),
    projectsCompiled: z.number(),
    connections: z.number(),
  }),
  activity: z.array(profileActivitySchema),
  connections: z.array(profileConnectionSchema),
  teamsTech: z.array(profileTeamSchema),
});
export type ProfileTabData = z.infer<typeof profileTabSchema>;

/**
 * GET /api/pages/profile?tab=... (default profile) answers the tab's data itself, as the
 * template does: an object for "profile", a list for the other tabs.
 */
export const profileTabResponseSchemas = {
  profile: profileTabSchema,
  teams: z.array(profileTeamSchema),
  projects: z.array(profileProjectSchema),
  connections: z.array(profileConnectionSchema),
} as const;
export type ProfileTabResponse<T extends ProfileTab> = z.infer<
  (typeof profileTabResponseSchemas)[T]
>;

export const profileQuerySchema = z.object({ tab: z.enum(PROFILE_TABS).default('profile') });

export const PROFILE_PROJECT_SORT_KEYS = ['title', 'leader', 'progress', 'deadline'] as const;

/** GET /api/pages/profile/projects: the profile tab's project table. */
export const profileProjectsQuerySchema = pagingQuerySchema.extend({
  q: z.string().max(100).default(''),
  sortBy: z.enum(PROFILE_PROJECT_SORT_KEYS).optional(),
});
export type ProfileProjectsQuery = z.infer<typeof profileProjectsQuerySchema>;

export const profileProjectsResponseSchema = z.object({
  projects: z.array(profileProjectSchema),
  totalProjects: z.number(),
});
export type ProfileProjectsResponse = z.infer<typeof profileProjectsResponseSchema>;

/** PUT /api/pages/profile/connections/{id}: connect or disconnect. */
export const profileConnectionBodySchema = z.object({ isConnected: z.boolean() });

export const PROFILE_MESSAGES = { connectionNotFound: 'Connection not found' } as const;
