import { sql } from 'kysely';
import { index, sortKeyColumn, tableWithId, uniqueLower, type MigrationDb } from './ddl';

/** A child row `(owner_id, position, ...)` of `owner`, gone with it. */
function childTable(db: MigrationDb, name: string, ownerColumn: string, owner: string) {
  return db.schema
    .createTable(name)
    .addColumn(ownerColumn, 'integer', (c) =>
      c.notNull().references(`${owner}.id`).onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, [ownerColumn, 'position']);
}

/**
 * Template content: permissions and their roles; academy courses with their details, sections
 * and topics; logistics vehicles; the user-profile page (person, teams, projects, connections);
 * help-center groups and articles; the data table's sales rows; contact messages.
 * An index for each filter and sort of the lists.
 */
export async function up(db: MigrationDb): Promise<void> {
  // Permissions (the permissions app, the roles cards and the analytics dashboard).
  await tableWithId(db, 'permissions')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('created_date', 'text', (c) => c.notNull())
    .execute();
  await uniqueLower(db, 'permissions', 'name');
  await index(db, 'permissions', ['name_key']);
  await db.schema
    .createTable('permission_roles')
    .addColumn('permission_id', 'integer', (c) =>
      c.notNull().references('permissions.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('permission_roles_pk', ['permission_id', 'position'])
    .addUniqueConstraint('permission_roles_permission_id_role_key', ['permission_id', 'role'])
    .execute();
  await index(db, 'permission_roles', ['role']);

  // Academy.
  await tableWithId(db, 'courses')
    .addColumn('course_title', 'text', (c) => c.notNull())
    .addColumn('course_title_key', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('tutor', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('tutor_img', 'text', (c) => c.notNull())
    .addColumn('completed_tasks', 'integer', (c) => c.notNull())
    .addColumn('total_tasks', 'integer', (c) => c.notNull())
    .addColumn('user_count', 'integer', (c) => c.notNull())
    .addColumn('note', 'integer', (c) => c.notNull())
    .addColumn('view', 'integer', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('rating_count', 'integer', (c) => c.notNull())
    .addCheckConstraint(
      'courses_tasks_check',
      sql`total_tasks > 0 and completed_tasks between 0 and total_tasks`,
    )
    .execute();
  await index(db, 'courses', ['tags']);
  await index(db, 'courses', ['course_title_key']);
  // The sort by progress (completed / total): the repository orders by this same expression.
  await db.schema
    .createIndex('courses_progress_idx')
    .on('courses')
    .expression(sql`(cast(completed_tasks as double precision) / total_tasks)`)
    .execute();
  await db.schema
    .createTable('course_details')
    .addColumn('course_id', 'integer', (c) =>
      c.primaryKey().references('courses.id').onDelete('cascade'),
    )
    .addColumn('about', 'text', (c) => c.notNull())
    .addColumn('instructor_position', 'text', (c) => c.notNull())
    .addColumn('skill_level', 'text', (c) => c.notNull())
    .addColumn('total_students', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('is_captions', 'boolean', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  await tableWithId(db, 'course_sections')
    .addColumn('course_id', 'integer', (c) =>
      c.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('section_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addUniqueConstraint('course_sections_course_id_section_key_key', ['course_id', 'section_key'])
    .addUniqueConstraint('course_sections_course_id_position_key', ['course_id', 'position'])
    .execute();
  await tableWithId(db, 'course_topics')
    .addColumn('section_id', 'integer', (c) =>
      c.notNull().references('course_sections.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('is_completed', 'boolean', (c) => c.notNull())
    .addUniqueConstraint('course_topics_section_id_position_key', ['section_id', 'position'])
    .execute();

  // Logistics.
  await tableWithId(db, 'vehicles')
    .addColumn('location', 'integer', (c) => c.notNull())
    .addColumn('start_city', 'text', (c) => c.notNull())
    .addColumn('start_city_key', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('start_country', 'text', (c) => c.notNull())
    .addColumn('end_city', 'text', (c) => c.notNull())
    .addColumn('end_city_key', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('end_country', 'text', (c) => c.notNull())
    .addColumn('warnings', 'text', (c) => c.notNull())
    .addColumn('warnings_key', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull())
    .execute();
  for (const column of ['location', 'start_city_key', 'end_city_key', 'warnings_key', 'progress'])
    await index(db, 'vehicles', [column]);

  // The user-profile page.
  await db.schema
    .createTable('profile_page')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('joining_date', 'text', (c) => c.notNull())
    .addColumn('designation', 'text', (c) => c.notNull())
    .addColumn('profile_img', 'text', (c) => c.notNull())
    .addColumn('cover_img', 'text', (c) => c.notNull())
    .addColumn('about', 'text', (c) => c.notNull())
    .execute();
  await tableWithId(db, 'profile_page_teams')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('extra_members', 'integer', (c) => c.notNull())
    .execute();
  await childTable(db, 'profile_page_team_members', 'team_id', 'profile_page_teams')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .execute();
  await childTable(db, 'profile_page_team_chips', 'team_id', 'profile_page_teams')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .execute();
  await tableWithId(db, 'profile_page_projects')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_key', sortKeyColumn(db), (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('deadline', 'text', (c) => c.notNull())
    .addColumn('budget_minor', 'integer', (c) => c.notNull())
    .addColumn('budget_spent_minor', 'integer', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull())
    .addColumn('hours', 'integer', (c) => c.notNull())
    .addColumn('total_task', 'integer', (c) => c.notNull())
    .addColumn('completed_task', 'integer', (c) => c.notNull())
    .addColumn('comments', 'integer', (c) => c.notNull())
    .addColumn('leader', 'text', (c) => c.notNull())
    .addColumn('leader_key', sortKeyColumn(db), (c) => c.notNull())
    .execute();
  for (const column of ['title_key', 'leader_key', 'progress', 'deadline'])
    await index(db, 'profile_page_projects', [column]);
  await childTable(db, 'profile_page_project_members', 'project_id', 'profile_page_projects')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .execute();
  await tableWithId(db, 'profile_page_connections')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('designation', 'text', (c) => c.notNull())
    .addColumn('is_connected', 'boolean', (c) => c.notNull())
    .addColumn('connections', 'integer', (c) => c.notNull())
    .addColumn('projects', 'integer', (c) => c.notNull())
    .addColumn('tasks', 'integer', (c) => c.notNull())
    .execute();
  await childTable(db, 'profile_page_connection_chips', 'connection_id', 'profile_page_connections')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .execute();

  // Help center.
  await tableWithId(db, 'help_categories')
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await index(db, 'help_categories', ['kind', 'position']);
  await tableWithId(db, 'help_articles')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('help_categories.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('last_updated', 'text', (c) => c.notNull())
    .addColumn('product_content', 'text', (c) => c.notNull())
    .addColumn('checkout_content', 'text', (c) => c.notNull())
    .addColumn('product_img', 'text', (c) => c.notNull())
    .addColumn('checkout_img', 'text', (c) => c.notNull())
    .addColumn('card_subtitle', 'text')
    .addColumn('card_img', 'text')
    .addColumn('helpful_yes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('helpful_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('help_articles_category_id_position_key', ['category_id', 'position'])
    .execute();

  // The data-table demo.
  await tableWithId(db, 'sales_rows')
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('product_slug', 'text', (c) => c.notNull())
    .addColumn('product_brand', 'text', (c) => c.notNull())
    .addColumn('product_category', 'text', (c) => c.notNull())
    .addColumn('product_price_minor', 'integer', (c) => c.notNull())
    .addColumn('product_image', 'text', (c) => c.notNull())
    .addColumn('product_has_free_shipping', 'boolean', (c) => c.notNull())
    .addColumn('product_rating', 'integer', (c) => c.notNull())
    .addColumn('product_description', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('buyer_avatar', 'text')
    .addColumn('total_minor', 'integer', (c) => c.notNull())
    .addColumn('paid_amount_minor', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'sales_rows_paid_amount_check',
      sql`paid_amount_minor >= 0 and paid_amount_minor <= total_minor`,
    )
    .execute();

  // The landing page's contact form.
  await tableWithId(db, 'contact_messages')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await index(db, 'contact_messages', ['received_at']);
}
