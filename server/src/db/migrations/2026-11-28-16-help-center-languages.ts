import type { MigrationDb } from './ddl';

/**
 * The help center in the portal's languages (issue 29 §2), as the FAQ is. A group's and an
 * article's own columns keep their English text; these tables hold the French, Spanish and
 * Arabic text beside them, one row per language, read with an English fallback. The articles'
 * content is sample data: it is written by the seed (and "Reset demo data"), never here.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('help_category_texts')
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('help_categories.id').onDelete('cascade'),
    )
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('help_category_texts_pk', ['category_id', 'lang'])
    .execute();
  await db.schema
    .createTable('help_article_texts')
    .addColumn('article_id', 'integer', (c) =>
      c.notNull().references('help_articles.id').onDelete('cascade'),
    )
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('product_content', 'text', (c) => c.notNull())
    .addColumn('checkout_content', 'text', (c) => c.notNull())
    .addColumn('card_subtitle', 'text')
    .addPrimaryKeyConstraint('help_article_texts_pk', ['article_id', 'lang'])
    .execute();
}
