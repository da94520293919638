import type {
  ProfileConnection,
  ProfileHeader,
  ProfileProject,
  ProfileProjectsQuery,
  ProfileTabData,
  ProfileTeam,
} from '@portal/contract';
import { toMajor } from '@portal/contract/money';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import { containsText, fromJson, toBool } from '../db/dialect';
import { countRows, onePage } from '../db/paging';

/** The user-profile page (spec 3): its person, teams, projects and connections. */

type Member = ProfileTeam['members'][number];
type Chip = ProfileTeam['chips'][number];

/** Child rows (`owner`, position, ...) grouped by owner, in position order. */
function groupBy<R, T>(rows: readonly R[], owner: (row: R) => number, map: (row: R) => T) {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(owner(row)) ?? [];
    list.push(map(row));
    groups.set(owner(row), list);
  }
  return groups;
}

/** The page's person: the header fields. */
export async function findHeader(db: Kysely<Database>): Promise<ProfileHeader | undefined> {
  const row = await db
    .selectFrom('profile_page')
    .select(['full_name', 'location', 'joining_date', 'designation', 'profile_img', 'cover_img'])
    .orderBy('id')
    .executeTakeFirst();
  return (
    row && {
      fullName: row.full_name,
      location: row.location,
      joiningDate: row.joining_date,
      designation: row.designation,
      profileImg: row.profile_img,
      coverImg: row.cover_img,
    }
  );
}

export type ProfileAbout = Omit<ProfileTabData, 'connections' | 'teamsTech'>;

/** The profile tab's about / contacts / teams / overview / activity document. */
export async function findAbout(db: Kysely<Database>): Promise<ProfileAbout | undefined> {
  const row = await db.selectFrom('profile_page').select('about').orderBy('id').executeTakeFirst();
  return row && fromJson<ProfileAbout>(row.about);
}

/** Teams in id order (the first `limit` when given), with members and chips. */
export async function listTeams(db: Kysely<Database>, limit?: number): Promise<ProfileTeam[]> {
  let query = db.selectFrom('profile_page_teams').selectAll().orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  const teams = await query.execute();
  const ids = teams.map((team) => team.id);
  if (ids.length === 0) return [];
  const [members, chips] = await Promise.all([
    db
      .selectFrom('profile_page_team_members')
      .selectAll()
      .where('team_id', 'in', ids)
      .orderBy('team_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('profile_page_team_chips')
      .selectAll()
      .where('team_id', 'in', ids)
      .orderBy('team_id')
      .orderBy('position')
      .execute(),
  ]);
  const membersOf = groupBy(
    members,
    (row) => row.team_id,
    (row): Member => ({ name: row.name, avatar: row.avatar }),
  );
  const chipsOf = groupBy(
    chips,
    (row) => row.team_id,
    (row): Chip => ({ title: row.title, color: row.color }),
  );
  return teams.map((team) => ({
    id: team.id,
    title: team.title,
    avatar: team.avatar,
    description: team.description,
    members: membersOf.get(team.id) ?? [],
    extraMembers: team.extra_members,
    chips: chipsOf.get(team.id) ?? [],
  }));
}

type ProjectRow = Selectable<Database['profile_page_projects']>;

async function withMembers(db: Kysely<Database>, rows: ProjectRow[]): Promise<ProfileProject[]> {
  const ids = rows.map((row) => row.id);
  const members =
    ids.length === 0
      ? []
      : await db
          .selectFrom('profile_page_project_members')
          .selectAll()
          .where('project_id', 'in', ids)
          .orderBy('project_id')
          .orderBy('position')
          .execute();
  const membersOf = groupBy(
    members,
    (row) => row.project_id,
    (row): Member => ({ name: row.name, avatar: row.avatar }),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    client: row.client,
    avatar: row.avatar,
    description: row.description,
    startDate: row.start_date,
    deadline: row.deadline,
    budget: toMajor(row.budget_minor),
    budgetSpent: toMajor(row.budget_spent_minor),
    progress: row.progress,
    hours: row.hours,
    totalTask: row.total_task,
    completedTask: row.completed_task,
    comments: row.comments,
    leader: row.leader,
    members: membersOf.get(row.id) ?? [],
  }));
}

/** Every project, in id order. */
export async function listAllProjects(db: Kysely<Database>): Promise<ProfileProject[]> {
  return withMembers(
    db,
    await db.selectFrom('profile_page_projects').selectAll().orderBy('id').execute(),
  );
}

const PROJECT_SORT_COLUMNS = {
  title: 'title_key',
  leader: 'leader_key',
  progress: 'progress',
  // ISO dates: text order is date order.
  deadline: 'deadline',
} as const;

/** The project table: q in the title or the leader; sort; ties (and no sort) by id. */
export async function listProjects(db: Kysely<Database>, query: ProfileProjectsQuery) {
  const q = query.q.trim();
  let filtered = db.selectFrom('profile_page_projects');
  if (q !== '')
    filtered = filtered.where((eb) =>
      eb.or([containsText(eb.ref('title'), q), containsText(eb.ref('leader'), q)]),
    );
  let rows = filtered.selectAll();
  if (query.sortBy !== undefined)
    rows = rows.orderBy(
      PROJECT_SORT_COLUMNS[query.sortBy],
      query.orderBy === 'desc' ? 'desc' : 'asc',
    );
  rows = rows.orderBy('id', 'asc');
  const [total, page] = await Promise.all([
    countRows(db, filtered),
    onePage(rows, query).execute(),
  ]);
  return { projects: await withMembers(db, page), total };
}

type ConnectionRow = Selectable<Database['profile_page_connections']>;

async function withChips(
  db: Kysely<Database>,
  rows: ConnectionRow[],
): Promise<ProfileConnection[]> {
  const ids = rows.map((row) => row.id);
  const chips =
    ids.length === 0
      ? []
      : await db
          .selectFrom('profile_page_connection_chips')
          .selectAll()
          .where('connection_id', 'in', ids)
          .orderBy('connection_id')
          .orderBy('position')
          .execute();
  const chipsOf = groupBy(
    chips,
    (row) => row.connection_id,
    (row): Chip => ({ title: row.title, color: row.color }),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    designation: row.designation,
    isConnected: toBool(row.is_connected),
    connections: row.connections,
    projects: row.projects,
    tasks: row.tasks,
    chips: chipsOf.get(row.id) ?? [],
  }));
}

/** Connections in id order (the first `limit` when given). */
export async function listConnections(
  db: Kysely<Database>,
  limit?: number,
): Promise<ProfileConnection[]> {
  let query = db.selectFrom('profile_page_connections').selectAll().orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  return withChips(db, await query.execute());
}

export async function findConnection(
  db: Kysely<Database>,
  id: number,
): Promise<ProfileConnection | undefined> {
  const row = await db
    .selectFrom('profile_page_connections')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && (await withChips(db, [row]))[0];
}

/** Connects or disconnects; false when the connection is gone. */
export async function setConnected(
  db: Kysely<Database>,
  id: number,
  isConnected: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('profile_page_connections')
    .set({ is_connected: isConnected })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
