import type { Generated, SqlBool } from 'kysely';

/**
 * Template content: academy, logistics, the user-profile page, help center, sales rows, contact
 * messages, permissions. (The FAQ and the app-bar search index are code data: server/src/data.)
 */
export interface ContentTables {
  /** The permissions app (spec 7); names are unique whatever their letter case. */
  permissions: {
    id: Generated<number>;
    name: string;
    /** `sortKey(name)`: the list's sort. */
    name_key: string;
    /** As shown and searched: `14 Apr 2021, 8:43 PM`. */
    created_date: string;
  };
  /** The roles a permission is assigned to, in the order they were given. */
  permission_roles: {
    permission_id: number;
    position: number;
    role: string;
  };

  /** Academy courses; `completed_tasks` follows the completed topics (course_topics). */
  courses: {
    id: Generated<number>;
    course_title: string;
    course_title_key: string;
    /** The tutor's name (`user` in the contract). */
    tutor: string;
    image: string;
    tutor_img: string;
    completed_tasks: number;
    total_tasks: number;
    user_count: number;
    note: number;
    view: number;
    time: string;
    logo: string;
    color: string;
    description: string;
    tags: string;
    rating: number;
    rating_count: number;
  };
  /** What the course-details page adds to a course (one row per course). */
  course_details: {
    course_id: number;
    about: string;
    instructor_position: string;
    skill_level: string;
    total_students: number;
    language: string;
    is_captions: SqlBool;
    /** JSON array of paragraphs (a read-only document, never queried inside). */
    description: string;
  };
  course_sections: {
    id: Generated<number>;
    course_id: number;
    /** The section's id in the contract (`section1`...), unique within its course. */
    section_key: string;
    position: number;
    title: string;
  };
  course_topics: {
    id: Generated<number>;
    section_id: number;
    /** The topic's index within its section (`topicIndex`). */
    position: number;
    title: string;
    /** `3.3 min` */
    time: string;
    is_completed: SqlBool;
  };

  /** Logistics: vehicles on their routes. */
  vehicles: {
    id: Generated<number>;
    location: number;
    start_city: string;
    start_city_key: string;
    start_country: string;
    end_city: string;
    end_city_key: string;
    end_country: string;
    warnings: string;
    warnings_key: string;
    progress: number;
  };

  /** The user-profile page's person (one row): header fields, and the profile tab's document. */
  profile_page: {
    id: number;
    full_name: string;
    location: string;
    joining_date: string;
    designation: string;
    profile_img: string;
    cover_img: string;
    /** JSON of the profile tab's about/contacts/teams/overview/activity (read-only document). */
    about: string;
  };
  profile_page_teams: {
    id: Generated<number>;
    title: string;
    avatar: string;
    description: string;
    extra_members: number;
  };
  profile_page_team_members: {
    team_id: number;
    position: number;
    name: string;
    avatar: string;
  };
  profile_page_team_chips: {
    team_id: number;
    position: number;
    title: string;
    color: string;
  };
  profile_page_projects: {
    id: Generated<number>;
    title: string;
    title_key: string;
    client: string;
    avatar: string;
    description: string;
    /** ISO dates. */
    start_date: string;
    deadline: string;
    /** Minor units (cents). */
    budget_minor: number;
    budget_spent_minor: number;
    progress: number;
    hours: number;
    total_task: number;
    completed_task: number;
    comments: number;
    leader: string;
    leader_key: string;
  };
  profile_page_project_members: {
    project_id: number;
    position: number;
    name: string;
    avatar: string;
  };
  profile_page_connections: {
    id: Generated<number>;
    name: string;
    avatar: string;
    designation: string;
    is_connected: SqlBool;
    connections: number;
    projects: number;
    tasks: number;
  };
  profile_page_connection_chips: {
    connection_id: number;
    position: number;
    title: string;
    color: string;
  };

  /**
   * Help-center groups of articles, in order: the landing page's categories (`kind`
   * `category`) and the two card groups (`popular`, `keep-learning`).
   */
  help_categories: {
    id: Generated<number>;
    /** In English; other languages in help_category_texts. */
    title: string;
    /** Remix icon of a category; null for the card groups. */
    icon: string | null;
    kind: string;
    position: number;
  };
  help_articles: {
    id: Generated<number>;
    slug: string;
    category_id: number;
    /** Order within its group. */
    position: number;
    /** In English, as are the contents and the card's subtitle; others in help_article_texts. */
    title: string;
    /** `YYYY-MM-DD`. */
    last_updated: string;
    /** HTML. */
    product_content: string;
    checkout_content: string;
    product_img: string;
    checkout_img: string;
    /** The card of an article of a card group (null in a category). */
    card_subtitle: string | null;
    card_img: string | null;
    helpful_yes: number;
    helpful_no: number;
  };
  /** A group's title in a language other than English (the group's own `title`). */
  help_category_texts: {
    category_id: number;
    /** `fr`, `es` or `ar`. */
    lang: string;
    title: string;
  };
  /** An article's text in a language other than English (the article's own columns). */
  help_article_texts: {
    article_id: number;
    lang: string;
    title: string;
    /** HTML. */
    product_content: string;
    checkout_content: string;
    card_subtitle: string | null;
  };

  /** The data-table demo's sales rows; amounts in minor units (the contract answers dollars). */
  sales_rows: {
    id: Generated<number>;
    product_id: number;
    product_name: string;
    product_slug: string;
    product_brand: string;
    product_category: string;
    product_price_minor: number;
    product_image: string;
    product_has_free_shipping: SqlBool;
    product_rating: number;
    product_description: string;
    /** ISO date. */
    date: string;
    buyer_name: string;
    buyer_avatar: string | null;
    total_minor: number;
    paid_amount_minor: number;
    status: string;
  };

  /** Messages of the public landing page's contact form. */
  contact_messages: {
    id: Generated<number>;
    name: string;
    email: string;
    message: string;
    received_at: string;
  };
}
