import { toMinor } from '@portal/contract/money';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../database';
import { sortKey, toJson } from '../dialect';
import type { SeedData } from './data/schema';
import { KEEP_LEARNING_GROUP, POPULAR_GROUP } from './data/seed-help-center';
import { HELP_KINDS } from '../../repositories/help-center.repository';
import { insertMany } from './insert';

type Row<T extends keyof Database> = Insertable<Database[T]>;

async function seedPermissions(db: Kysely<Database>, data: SeedData) {
  await insertMany(
    db,
    'permissions',
    data.permissions.map((permission) => ({
      id: permission.id,
      name: permission.name,
      name_key: sortKey(permission.name),
      created_date: permission.createdDate,
    })),
  );
  await insertMany(
    db,
    'permission_roles',
    data.permissions.flatMap((permission) =>
      [...new Set(permission.assignedTo)].map((role, position) => ({
        permission_id: permission.id,
        position,
        role,
      })),
    ),
  );
}

async function seedAcademy(db: Kysely<Database>, data: SeedData) {
  await insertMany(
    db,
    'courses',
    data.courses.map((course) => ({
      id: course.id,
      course_title: course.courseTitle,
      course_title_key: sortKey(course.courseTitle),
      tutor: course.user,
      image: course.image,
      tutor_img: course.tutorImg,
      completed_tasks: course.completedTasks,
      total_tasks: course.totalTasks,
      user_count: course.userCount,
      note: course.note,
      view: course.view,
      time: course.time,
      logo: course.logo,
      color: course.color,
      description: course.desc,
      tags: course.tags,
      rating: course.rating,
      rating_count: course.ratingCount,
    })),
  );
  await insertMany(
    db,
    'course_details',
    data.courseDetails.map((details) => ({
      course_id: details.courseId,
      about: details.about,
      instructor_position: details.instructorPosition,
      skill_level: details.skillLevel,
      total_students: details.totalStudents,
      language: details.language,
      is_captions: details.isCaptions,
      description: toJson(details.description),
    })),
  );
  const sections: Row<'course_sections'>[] = [];
  const topics: Row<'course_topics'>[] = [];
  for (const details of data.courseDetails) {
    for (const [position, section] of details.content.entries()) {
      const sectionId = sections.length + 1;
      sections.push({
        id: sectionId,
        course_id: details.courseId,
        section_key: section.id,
        position,
        title: section.title,
      });
      for (const [topicPosition, topic] of section.topics.entries())
        topics.push({
          id: topics.length + 1,
          section_id: sectionId,
          position: topicPosition,
          title: topic.title,
          time: topic.time,
          is_completed: topic.isCompleted,
        });
    }
  }
  await insertMany(db, 'course_sections', sections);
  await insertMany(db, 'course_topics', topics);
}

async function seedVehicles(db: Kysely<Database>, data: SeedData) {
  await insertMany(
    db,
    'vehicles',
    data.vehicles.map((vehicle) => ({
      id: vehicle.id,
      location: vehicle.location,
      start_city: vehicle.startCity,
      start_city_key: sortKey(vehicle.startCity),
      start_country: vehicle.startCountry,
      end_city: vehicle.endCity,
      end_city_key: sortKey(vehicle.endCity),
      end_country: vehicle.endCountry,
      warnings: vehicle.warnings,
      warnings_key: sortKey(vehicle.warnings),
      progress: vehicle.progress,
    })),
  );
}

async function seedProfilePage(db: Kysely<Database>, data: SeedData) {
  const header = data.profileHeader;
  await db
    .insertInto('profile_page')
    .values({
      id: 1,
      full_name: header.fullName,
      location: header.location,
      joining_date: header.joiningDate,
      designation: header.designation,
      profile_img: header.profileImg,
      cover_img: header.coverImg,
      about: toJson(data.profileAbout),
    })
    .execute();
  await insertMany(
    db,
    'profile_page_teams',
    data.profileTeams.map((team) => ({
      id: team.id,
      title: team.title,
      avatar: team.avatar,
      description: team.description,
      extra_members: team.extraMembers,
    })),
  );
  await insertMany(
    db,
    'profile_page_team_members',
    data.profileTeams.flatMap((team) =>
      team.members.map((member, position) => ({ team_id: team.id, position, ...member })),
    ),
  );
  await insertMany(
    db,
    'profile_page_team_chips',
    data.profileTeams.flatMap((team) =>
      team.chips.map((chip, position) => ({ team_id: team.id, position, ...chip })),
    ),
  );
  await insertMany(
    db,
    'profile_page_projects',
    data.profileProjects.map((project) => ({
      id: project.id,
      title: project.title,
      title_key: sortKey(project.title),
      client: project.client,
      avatar: project.avatar,
      description: project.description,
      start_date: project.startDate,
      deadline: project.deadline,
      budget_minor: toMinor(project.budget),
      budget_spent_minor: toMinor(project.budgetSpent),
      progress: project.progress,
      hours: project.hours,
      total_task: project.totalTask,
      completed_task: project.completedTask,
      comments: project.comments,
      leader: project.leader,
      leader_key: sortKey(project.leader),
    })),
  );
  await insertMany(
    db,
    'profile_page_project_members',
    data.profileProjects.flatMap((project) =>
      project.members.map((member, position) => ({ project_id: project.id, position, ...member })),
    ),
  );
  await insertMany(
    db,
    'profile_page_connections',
    data.profileConnections.map((connection) => ({
      id: connection.id,
      name: connection.name,
      avatar: connection.avatar,
      designation: connection.designation,
      is_connected: connection.isConnected,
      connections: connection.connections,
      projects: connection.projects,
      tasks: connection.tasks,
    })),
  );
  await insertMany(
    db,
    'profile_page_connection_chips',
    data.profileConnections.flatMap((connection) =>
      connection.chips.map((chip, position) => ({
        connection_id: connection.id,
        position,
        ...chip,
      })),
    ),
  );
}

async function seedHelpCenter(db: Kysely<Database>, data: SeedData) {
  const groups: { title: string; icon: string | null; kind: string }[] = [
    ...data.helpCategories.map(({ title, icon }) => ({ title, icon, kind: HELP_KINDS.category })),
    { title: POPULAR_GROUP, icon: null, kind: HELP_KINDS.popular },
    { title: KEEP_LEARNING_GROUP, icon: null, kind: HELP_KINDS.keepLearning },
  ];
  const categoryIds = new Map(groups.map((group, index) => [group.title, index + 1]));
  await insertMany(
    db,
    'help_categories',
    groups.map((group, index) => ({ id: index + 1, position: index, ...group })),
  );
  const cards = new Map(
    [...data.helpCards.popularArticles, ...data.helpCards.keepLearning].map((card) => [
      card.slug,
      card,
    ]),
  );
  const positions = new Map<number, number>();
  await insertMany(
    db,
    'help_articles',
    data.helpArticles.map((article, index) => {
      const categoryId = categoryIds.get(article.category);
      if (categoryId === undefined) throw new Error(`No help category ${article.category}`);
      const position = positions.get(categoryId) ?? 0;
      positions.set(categoryId, position + 1);
      const card = cards.get(article.slug);
      return {
        id: index + 1,
        slug: article.slug,
        category_id: categoryId,
        position,
        title: article.title,
        last_updated: article.lastUpdated,
        product_content: article.productContent,
        checkout_content: article.checkoutContent,
        product_img: article.productImg,
        checkout_img: article.checkoutImg,
        card_subtitle: card?.subtitle ?? null,
        card_img: card?.img ?? null,
        helpful_yes: article.helpfulYes,
        helpful_no: article.helpfulNo,
      };
    }),
  );
  await insertMany(
    db,
    'help_category_texts',
    data.helpTranslations.categories.map(({ category, lang, title }) => {
      const categoryId = categoryIds.get(category);
      if (categoryId === undefined) throw new Error(`No help category ${category}`);
      return { category_id: categoryId, lang, title };
    }),
  );
  const articleIds = new Map(data.helpArticles.map((article, index) => [article.slug, index + 1]));
  await insertMany(
    db,
    'help_article_texts',
    data.helpTranslations.articles.map((text) => {
      const articleId = articleIds.get(text.slug);
      if (articleId === undefined) throw new Error(`No help article ${text.slug}`);
      return {
        article_id: articleId,
        lang: text.lang,
        title: text.title,
        product_content: text.productContent,
        checkout_content: text.checkoutContent,
        card_subtitle: text.subtitle,
      };
    }),
  );
}

async function seedSalesRows(db: Kysely<Database>, data: SeedData) {
  await insertMany(
    db,
    'sales_rows',
    data.salesRows.map((row) => ({
      id: row.id,
      product_id: row.product.id,
      product_name: row.product.name,
      product_slug: row.product.slug,
      product_brand: row.product.brand,
      product_category: row.product.category,
      product_price_minor: toMinor(row.product.price),
      product_image: row.product.image,
      product_has_free_shipping: row.product.hasFreeShipping,
      product_rating: row.product.rating,
      product_description: row.product.description,
      date: row.date,
      buyer_name: row.buyer.name,
      buyer_avatar: row.buyer.avatar,
      total_minor: toMinor(row.payment.total),
      paid_amount_minor: toMinor(row.payment.paidAmount),
      status: row.payment.status,
    })),
  );
  await insertMany(
    db,
    'contact_messages',
    data.contactMessages.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      message: message.message,
      received_at: message.receivedAt,
    })),
  );
}

/** Permissions, academy, logistics, the user-profile page, help center, sales rows, contact messages. */
export async function seedContent(db: Kysely<Database>, data: SeedData): Promise<void> {
  await seedPermissions(db, data);
  await seedAcademy(db, data);
  await seedVehicles(db, data);
  await seedProfilePage(db, data);
  await seedHelpCenter(db, data);
  await seedSalesRows(db, data);
}
