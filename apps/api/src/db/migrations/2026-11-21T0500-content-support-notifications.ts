import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* Blogs with comments, FAQs, support tickets (messages and attachments) and in-app notifications. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const ts = isPostgres(db) ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('blogs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(160)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('excerpt', 'varchar(500)', (c) => c.notNull())
    .addColumn('body_markdown', 'text', (c) => c.notNull())
    .addColumn('cover_image_url', 'varchar(2048)')
    // A JSON array of tag slugs.
    .addColumn('tags', 'varchar(1000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('author_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('published_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('blogs_status_check', sql`status in ('draft', 'published')`)
    .execute();
  await db.schema.createIndex('blogs_status_published_idx').on('blogs').columns(['status', 'published_at']).execute();

  await db.schema
    .createTable('blog_comments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('blog_id', 'varchar(36)', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'varchar(2000)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('visible'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addCheckConstraint('blog_comments_status_check', sql`status in ('visible', 'hidden')`)
    .execute();
  await db.schema
    .createIndex('blog_comments_blog_idx')
    .on('blog_comments')
    .columns(['blog_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('blog_comments_user_idx').on('blog_comments').column('user_id').execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    // A stable key shared by the translations of one FAQ (seeding is idempotent by language + key).
    .addColumn('key', 'varchar(80)', (c) => c.notNull())
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('question', 'varchar(300)', (c) => c.notNull())
    .addColumn('answer', 'varchar(4000)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addUniqueConstraint('faqs_language_key_unique', ['language', 'key'])
    .execute();
  await db.schema.createIndex('faqs_language_position_idx').on('faqs').columns(['language', 'position']).execute();

  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'varchar(150)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('last_activity_at', ts, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('support_tickets_status_check', sql`status in ('open', 'answered', 'closed')`)
    .addCheckConstraint(
      'support_tickets_category_check',
      sql`category in ('account', 'payments', 'jobs', 'technical', 'other')`,
    )
    .execute();
  await db.schema
    .createIndex('support_tickets_user_activity_idx')
    .on('support_tickets')
    .columns(['user_id', 'last_activity_at'])
    .execute();
  await db.schema
    .createIndex('support_tickets_status_activity_idx')
    .on('support_tickets')
    .columns(['status', 'last_activity_at'])
    .execute();

  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('support_tickets.id').onDelete('cascade'))
    // The writer: the ticket's owner, or a staff member (is_staff = 1). Kept when a staff account goes.
    .addColumn('author_user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('is_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('body', 'varchar(5000)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_messages_ticket_idx')
    .on('support_messages')
    .columns(['ticket_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('support_attachments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('support_tickets.id').onDelete('cascade'))
    .addColumn('message_id', 'varchar(36)', (c) => c.notNull().references('support_messages.id').onDelete('cascade'))
    // The random file name under STORAGE_DIR/tickets; never derived from the upload's name.
    .addColumn('storage_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_attachments_message_idx')
    .on('support_attachments')
    .column('message_id')
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'varchar(2000)', (c) => c.notNull())
    .addColumn('link', 'varchar(500)')
    // JSON object, or null.
    .addColumn('data', 'text')
    .addColumn('read_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_created_idx')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('notifications_user_read_idx')
    .on('notifications')
    .columns(['user_id', 'read_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'notifications',
    'support_attachments',
    'support_messages',
    'support_tickets',
    'faqs',
    'blog_comments',
    'blogs',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
