import { randomUUID } from 'node:crypto';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { nowIso } from './db/database';
import { createJobPost, createProvider, createSeeker, fillCv } from './modules/hiring/hiring.test-helpers';
import { PDF } from './modules/support/support.test-helpers';
import { createSession } from './test/factories';
import { call, createTestApp, type Json, type TestContext } from './test/test-app';

/*
 * The authorization sweep (issue #15, ASVS 8.2.1–8.2.3, 8.3.1): every operation of the OpenAPI document whose path
 * has a parameter is called by anonymous, two seekers, two approved providers and an admin against the objects of
 * others. Each answer must be the expected refusal, and no answer may carry another user's private data (e-mail
 * address, phone, street address, the subject of a support ticket). The operations come from the document: a route
 * joins the sweep by being documented, and a documented route whose parameters this file cannot fill fails the
 * sweep until an object is named for it below. Objects are created once; the app is built once per engine.
 */

type Actor = 'anonymous' | 'seekerA' | 'seekerB' | 'providerA' | 'providerB' | 'admin';
const ACTORS: readonly Actor[] = ['anonymous', 'seekerA', 'seekerB', 'providerA', 'providerB', 'admin'];
type Group = 'seeker' | 'provider' | 'admin';
const groupOf = (actor: Actor): Group | null =>
  actor === 'anonymous' ? null : actor === 'admin' ? 'admin' : actor.startsWith('seeker') ? 'seeker' : 'provider';

interface Person {
  id: string;
  token: string;
  /** Strings that only this user and the staff may see. */
  secrets: string[];
}

let ctx: TestContext;
const people = {} as Record<Exclude<Actor, 'anonymous'>, Person>;
/** Objects of seeker A, provider A and the platform (admin), by name. */
const ids: Record<string, string> = {};
let document: {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Json }> } }>>;
};

const API = '/api/v1';

/** Optional fields that rules across fields need: a CV reference needs a way to reach them, a period an end. */
const HINTS: Record<string, unknown> = { email: 'reference@example.test', is_current: true };

/** A plausible value for a JSON schema (as the zod schemas are published in the document), for request bodies. */
function sample(schema: Json | undefined, key = ''): unknown {
  if (!schema) return undefined;
  if (Array.isArray(schema.anyOf)) return sample((schema.anyOf as Json[])[0], key);
  if (Array.isArray(schema.oneOf)) return sample((schema.oneOf as Json[])[0], key);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const required = new Set((schema.required ?? []) as string[]);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => required.has(name) || name in HINTS)
          .map(([name, property]) => [name, name in HINTS ? HINTS[name] : sample(property, name)]),
      );
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => sample(schema.items as Json, key));
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? schema.exclusiveMinimum ?? 0) + (schema.exclusiveMinimum !== undefined ? 1 : 0);
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email' || /email/.test(key)) return 'sweep@example.test';
      // Today: neither in the past (an employment's start) nor in the future (a CV period's start).
      if (/date/.test(key)) return new Date().toISOString().slice(0, 10);
      if (/time/.test(key)) return '10:30';
      if (/url|link|website/.test(key)) return 'https://example.test/sweep';
      const min = Number(schema.minLength ?? 1);
      return 'Sweep text '.repeat(Math.ceil(min / 11) + 1).slice(0, Math.max(min, 10));
    }
    default:
      return undefined;
  }
}

/** The path's parameters, filled with the objects of others; null when this file knows no object for it. */
function fill(path: string): Record<string, string> | null {
  const rules: [RegExp, string, string | undefined][] = [
    [/^\/seeker\/jobs\/\{id\}/, 'id', ids.job],
    [/^\/provider\/jobs\/\{id\}/, 'id', ids.job],
    [/^\/jobs\/\{id\}$/, 'id', ids.job],
    [/^\/provider\/candidates\/\{id\}/, 'id', people.seekerA.id],
    [/^\/provider\/my-candidates\/\{id\}/, 'id', people.seekerA.id],
    [/^\/provider\/action\/\{id\}/, 'id', ids.shortlist],
    [/^\/seeker\/cv-actions\/\{id\}/, 'id', ids.documentsAction],
    [/^\/seeker\/cv-actions\/.*\{fileId\}/, 'fileId', ids.actionFile],
    [/^\/provider\/documents\/\{id\}/, 'id', ids.providerDocument],
    [/^\/admin\/providers\/\{id\}/, 'id', people.providerA.id],
    [/^\/admin\/providers\/.*\{documentId\}/, 'documentId', ids.providerDocument],
    [/^\/admin\/users\/\{id\}/, 'id', people.seekerA.id],
    [/^\/admin\/users\/.*\{permissionId\}/, 'permissionId', 'manage_users'],
    [/^\/admin\/support-tickets\/\{(id|ticketId)\}/, 'id', ids.ticket],
    [/^\/admin\/support-tickets\/\{ticketId\}/, 'ticketId', ids.ticket],
    [/^\/(admin|auth)\/support-tickets\/.*\{attachmentId\}/, 'attachmentId', ids.attachment],
    [/^\/auth\/support-tickets\/\{(id|ticketId)\}/, 'id', ids.ticket],
    [/^\/auth\/support-tickets\/\{ticketId\}/, 'ticketId', ids.ticket],
    [/^\/auth\/notifications\/\{id\}/, 'id', ids.notification],
    [/^\/(admin\/)?blogs\/\{id\}/, 'id', ids.blog],
    [/^\/admin\/comments\/\{id\}/, 'id', ids.comment],
    [/^\/admin\/faqs\/\{id\}/, 'id', ids.faq],
    [/^\/blog-covers\/\{name\}/, 'name', `${randomUUID()}.webp`],
    [/^\/admin\/reference\/\{list\}/, 'list', 'job-categories'],
    [/^\/admin\/reference\/\{list\}\/\{id\}/, 'id', ids.referenceItem],
    [/^\/payments\/sandbox\/checkout\/\{reference\}/, 'reference', ids.paymentReference],
    [/^\/seeker\/cv\/skills\/\{id\}/, 'id', ids.cv_skills],
    [/^\/seeker\/cv\/hobbies-and-interests\/\{id\}/, 'id', ids.cv_hobbies_and_interests],
    [/^\/seeker\/cv\/languages\/\{id\}/, 'id', ids.cv_languages],
    [/^\/seeker\/cv\/references\/\{id\}/, 'id', ids.cv_references],
    [/^\/seeker\/cv\/work-experience\/\{id\}/, 'id', ids.cv_work_experience],
    [/^\/seeker\/cv\/voluntary-services\/\{id\}/, 'id', ids.cv_voluntary_services],
    [/^\/seeker\/cv\/education-history\/\{id\}/, 'id', ids.cv_education_history],
  ];
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const values: Record<string, string> = {};
  for (const name of names) {
    const rule = rules.find(([pattern, param]) => param === name && pattern.test(path));
    if (!rule?.[2]) return null;
    values[name] = rule[2];
  }
  return values;
}

/**
 * Routes whose path object is not owned by anyone (a public job, a candidate in the pool, a published post): a
 * caller of the right group may act on it by design. They are still called by every other actor, and every answer
 * is still searched for others' private data.
 */
const OPEN_TO_GROUP: Record<string, string> = {
  'POST /seeker/jobs/{id}/apply': 'a live job: any paid seeker may apply',
  'GET /seeker/jobs/{id}/status': 'a live job: any seeker may ask where they stand with it',
  'GET /provider/candidates/{id}': 'the candidate pool: any approved provider reads a CV without contact details',
  'POST /provider/candidates/{id}/action/shortlist': 'the candidate pool: any approved provider may shortlist',
  'POST /provider/candidates/{id}/action/interview': 'the candidate pool: any approved provider may invite',
  'POST /provider/candidates/{id}/action/additional-documents': 'the candidate pool: any approved provider may ask',
};
/** Bodies whose rules a schema cannot tell (values from reference lists): valid for the owner, so others meet the check. */
const BODIES: Record<string, Json> = {
  'PUT /provider/jobs/{id}': {
    title: 'Forklift driver',
    description: 'Loading, unloading and stock keeping in a busy warehouse by the harbour.',
    category: 'software-development',
    employment_type: 'full-time',
    location_type: 'remote',
    status: 'draft',
  },
};

/** Parties besides the path's owner who may use an operation: the provider who asked for a seeker's documents. */
const CO_OWNERS: Record<string, Actor[]> = {
  'GET /seeker/cv-actions/{id}/files/{fileId}': ['providerA'],
};

/** Public or capability routes: anyone may call them; only the absence of others' data is checked. */
const PUBLIC = new Set([
  'GET /jobs/{id}',
  'GET /blogs/{id}',
  'POST /blogs/{id}/comment',
  'GET /blog-covers/{name}',
  // The reference is an unguessable capability handed to the payer's browser (payments/sandbox.routes.ts).
  'GET /payments/sandbox/checkout/{reference}',
  'POST /payments/sandbox/checkout/{reference}',
]);

/** Who owns the objects of a path: seeker A for /seeker and /auth, provider A for /provider, the staff for /admin. */
function ownerOf(path: string): { owner: Actor; group: Group | 'any' } {
  if (path.startsWith('/seeker/')) return { owner: 'seekerA', group: 'seeker' };
  if (path.startsWith('/provider/')) return { owner: 'providerA', group: 'provider' };
  if (path.startsWith('/admin/')) return { owner: 'admin', group: 'admin' };
  if (path.startsWith('/auth/')) return { owner: 'seekerA', group: 'any' };
  throw new Error(`no owner known for ${path}: add it to ownerOf() or PUBLIC`);
}

/** The answers an actor may get for an operation on another's object (null: any answer below 500). */
function expected(operation: string, path: string, actor: Actor): number[] | null {
  if (PUBLIC.has(operation)) return null;
  if (actor === 'anonymous') return [401];
  // Shared with the other party: others of either group know nothing of it.
  if (CO_OWNERS[operation]) return [403, 404];
  const { group } = ownerOf(path);
  if (group !== 'any' && groupOf(actor) !== group) return [403];
  if (OPEN_TO_GROUP[operation]) return null;
  return [403, 404];
}

/** What any authenticated request may change: its session's last use. */
const VOLATILE_COLUMNS: Record<string, readonly string[]> = { tokens: ['last_used_at'] };

/** The tables (views aside) and their columns, read once: the sweep creates none. */
let tables: { name: string; columns: string[] }[] = [];

/**
 * SQLite: every table's rows, one fingerprint per table (volatile columns left out), in one statement: each
 * table's row count and its rows quoted, sorted and joined. Any changed, added or removed row changes it.
 */
async function snapshot(): Promise<Map<string, string>> {
  const parts = tables.map(({ name, columns }) => {
    const skip = VOLATILE_COLUMNS[name] ?? [];
    const kept = columns.filter((column) => !skip.includes(column));
    const row = sql.join(
      kept.map((column) => sql`quote(${sql.ref(column)})`),
      sql` || ',' || `,
    );
    return sql<Fingerprint>`select ${name} as t, count(*) || ':' || coalesce(group_concat(r, char(10)), '') as f
      from (select ${row} as r from ${sql.table(name)} order by r)`;
  });
  const { rows } = await sql<Fingerprint>`${sql.join(parts, sql` union all `)}`.execute(ctx.db);
  return new Map(rows.map((row) => [row.t, row.f]));
}
type Fingerprint = { t: string; f: string };

/**
 * PostgreSQL: a trigger on every table (this test's own database) notes each inserted, deleted, truncated or
 * changed row in `sweep_writes` — an update that leaves the row equal but for its volatile columns aside — so
 * "what did the last call change" is one small query instead of reading every table. It is stricter than comparing
 * snapshots: a row inserted and deleted again within a call counts too.
 */
async function installWriteLog(): Promise<void> {
  await sql`create table sweep_writes (id bigserial primary key, tbl text not null, op text not null)`.execute(ctx.db);
  await sql`create function sweep_note() returns trigger language plpgsql as $$
    begin
      if TG_LEVEL = 'ROW' and TG_OP = 'UPDATE'
        and (to_jsonb(OLD) - coalesce(TG_ARGV, array[]::text[])) = (to_jsonb(NEW) - coalesce(TG_ARGV, array[]::text[])) then
        return null;
      end if;
      insert into sweep_writes (tbl, op) values (TG_TABLE_NAME, TG_OP);
      return null;
    end $$`.execute(ctx.db);
  for (const { name } of tables) {
    const skip = sql.join((VOLATILE_COLUMNS[name] ?? []).map((column) => sql.lit(column)));
    const args = (VOLATILE_COLUMNS[name] ?? []).length > 0 ? skip : sql``;
    await sql`create trigger sweep_row after insert or update or delete on ${sql.table(name)}
      for each row execute function sweep_note(${args})`.execute(ctx.db);
    await sql`create trigger sweep_truncate after truncate on ${sql.table(name)}
      for each statement execute function sweep_note()`.execute(ctx.db);
  }
}

let seenWrites = 0;
let lastSnapshot = new Map<string, string>();

/** The tables written since the previous call (the first call sets the starting point). */
async function tablesWritten(): Promise<string[]> {
  if (ctx.engine === 'postgres') {
    const { rows } = await sql<{ id: string; tbl: string }>`select id, tbl from sweep_writes where id > ${seenWrites}
      order by id`.execute(ctx.db);
    seenWrites = rows.length > 0 ? Number(rows.at(-1)!.id) : seenWrites;
    return [...new Set(rows.map((row) => row.tbl))];
  }
  const after = await snapshot();
  const before = lastSnapshot;
  lastSnapshot = after;
  if (before.size === 0) return [];
  return [...new Set([...before.keys(), ...after.keys()])].filter((table) => before.get(table) !== after.get(table));
}

beforeAll(async () => {
  ctx = await createTestApp();
  tables = (await ctx.db.introspection.getTables())
    .filter((table) => !table.isView)
    .map((table) => ({ name: table.name, columns: table.columns.map((column) => column.name) }));
  expect(tables.length).toBeGreaterThan(30);
  if (ctx.engine === 'postgres') await installWriteLog();
  const person = (session: { user: { id: string; email: string; phone: string | null }; token: string }) => ({
    id: session.user.id,
    token: session.token,
    secrets: [session.user.email, ...(session.user.phone ? [session.user.phone] : [])],
  });
  // Distinct phones, so a phone in an answer names one person.
  const phone = (n: number) => ({ user: { phone: `+49151000000${n}` } });
  people.seekerA = person(await createSeeker(ctx, phone(11)));
  people.seekerB = person(await createSeeker(ctx, phone(12)));
  people.providerA = person(await createProvider(ctx));
  people.providerB = person(await createProvider(ctx));
  people.admin = person(await createSession(ctx.app, ctx.db, { group: 'admin', ...phone(13) }));
  const seekerA = people.seekerA.id;
  const providerA = people.providerA.id;
  await fillCv(ctx, seekerA);
  people.seekerA.secrets.push('Secret Street 7');
  const now = nowIso();

  ids.job = (await createJobPost(ctx, providerA)).id;
  const application = { id: randomUUID(), job_id: ids.job, seeker_id: seekerA, cover_letter: null };
  await ctx.db
    .insertInto('job_applications')
    .values({
      ...application,
      status: 'submitted',
      rejection_reason: null,
      submitted_at: now,
      decided_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const action = (subject: 'shortlist' | 'additional-documents', details: Json) => ({
    id: randomUUID(),
    provider_id: providerA,
    seeker_id: seekerA,
    subject,
    status: 'pending' as const,
    details: JSON.stringify(details),
    response: null,
    responded_at: null,
    created_at: now,
    updated_at: now,
  });
  const shortlist = action('shortlist', {});
  const documents = action('additional-documents', { documents: ['Passport'], note: null });
  await ctx.db.insertInto('cv_actions').values([shortlist, documents]).execute();
  ids.shortlist = shortlist.id;
  ids.documentsAction = documents.id;
  ids.actionFile = randomUUID();
  const stored = (area: 'cv-actions' | 'provider-documents' | 'tickets') =>
    ctx.app.storage.put(area, PDF, { contentType: 'application/pdf', extension: 'pdf' });
  const actionFileName = await stored('cv-actions');
  await ctx.db
    .insertInto('cv_action_files')
    .values({
      id: ids.actionFile,
      cv_action_id: documents.id,
      storage_name: actionFileName,
      original_name: 'passport.pdf',
      mime_type: 'application/pdf',
      size: 10,
      created_at: now,
    })
    .execute();
  ids.providerDocument = randomUUID();
  await ctx.db
    .insertInto('provider_documents')
    .values({
      id: ids.providerDocument,
      user_id: providerA,
      kind: 'registration_certificate',
      storage_name: await stored('provider-documents'),
      original_name: 'certificate.pdf',
      mime_type: 'application/pdf',
      size: 10,
      created_at: now,
    })
    .execute();

  const ticketSubject = `Private matter ${randomUUID()}`;
  people.seekerA.secrets.push(ticketSubject);
  ids.ticket = randomUUID();
  const message = randomUUID();
  await ctx.db
    .insertInto('support_tickets')
    .values({
      id: ids.ticket,
      user_id: seekerA,
      subject: ticketSubject,
      category: 'account',
      status: 'open',
      last_activity_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await ctx.db
    .insertInto('support_messages')
    .values({
      id: message,
      ticket_id: ids.ticket,
      author_user_id: seekerA,
      is_staff: 0,
      body: ticketSubject,
      created_at: now,
    })
    .execute();
  ids.attachment = randomUUID();
  await ctx.db
    .insertInto('support_attachments')
    .values({
      id: ids.attachment,
      ticket_id: ids.ticket,
      message_id: message,
      storage_name: await stored('tickets'),
      original_name: 'statement.pdf',
      content_type: 'application/pdf',
      size_bytes: 10,
      created_at: now,
    })
    .execute();
  ids.notification = randomUUID();
  await ctx.db
    .insertInto('notifications')
    .values({
      id: ids.notification,
      user_id: seekerA,
      type: 'support.reply',
      title: ticketSubject,
      body: ticketSubject,
      link: null,
      data: null,
      params: JSON.stringify({ ticket_subject: ticketSubject }),
      read_at: null,
      created_at: now,
    })
    .execute();

  ids.blog = randomUUID();
  await ctx.db
    .insertInto('blogs')
    .values({
      id: ids.blog,
      slug: `sweep-${ids.blog}`,
      title: 'Sweep',
      excerpt: 'Sweep',
      body_markdown: 'Sweep',
      cover_image_url: null,
      tags: '[]',
      author_name: 'Staff',
      status: 'published',
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  ids.comment = randomUUID();
  await ctx.db
    .insertInto('blog_comments')
    .values({ id: ids.comment, blog_id: ids.blog, user_id: seekerA, body: 'Nice', status: 'visible', created_at: now })
    .execute();
  ids.faq = randomUUID();
  await ctx.db
    .insertInto('faqs')
    .values({
      id: ids.faq,
      key: `sweep-${ids.faq}`,
      language: 'en',
      category: 'general',
      question: 'Sweep?',
      answer: 'Sweep.',
      position: 99,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const item = await ctx.db
    .selectFrom('reference_items')
    .select('id')
    .where('list', '=', 'job-categories')
    .executeTakeFirstOrThrow();
  ids.referenceItem = item.id;
  ids.paymentReference = `HW-${randomUUID().replaceAll('-', '')}`;
  await ctx.db
    .insertInto('sandbox_charges')
    .values({
      reference: ids.paymentReference,
      email: people.seekerA.secrets[0]!,
      amount: 5000,
      currency: 'NGN',
      status: 'pending',
      callback_url: 'http://localhost:3000/payment/verify',
      decided_at: null,
      created_at: now,
    })
    .execute();

  document = (await call(ctx.app, { method: 'GET', url: '/api/openapi.json' })).data as typeof document;
  // Seeker A's CV items, made through the API with the document's own request schemas.
  for (const section of [
    'skills',
    'hobbies-and-interests',
    'languages',
    'references',
    'work-experience',
    'voluntary-services',
    'education-history',
  ]) {
    const schema =
      document.paths[`${API}/seeker/cv/${section}`]?.post?.requestBody?.content?.['application/json']?.schema;
    const res = await call(ctx.app, {
      method: 'POST',
      url: `${API}/seeker/cv/${section}`,
      token: people.seekerA.token,
      payload: sample(schema) as Json,
    });
    expect(res.statusCode, `${section}: ${res.body}`).toBe(201);
    ids[`cv_${section.replaceAll('-', '_')}`] = (res.data.data as Json).id as string;
  }
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the authorization sweep over the OpenAPI document', () => {
  it('refuses every caller but the owner on every operation with a path parameter, and leaks nothing', async () => {
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.includes('{'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          method: method.toUpperCase(),
          path: path.slice(API.length),
          body: operation.requestBody?.content?.['application/json']?.schema,
        })),
      );
    expect(operations.length).toBeGreaterThan(70);
    // Operations open to a whole group (seeker B applies to provider A's job) go last: before them, seeker B has no
    // application to cancel and provider B no action to withdraw.
    operations.sort(
      (a, b) => Number(`${a.method} ${a.path}` in OPEN_TO_GROUP) - Number(`${b.method} ${b.path}` in OPEN_TO_GROUP),
    );

    const unfilled: string[] = [];
    const wrong: string[] = [];
    const leaks: string[] = [];
    const changes: string[] = [];
    let calls = 0;
    let refusals = 0;
    await tablesWritten();
    for (const { method, path, body } of operations) {
      const operation = `${method} ${path}`;
      const params = fill(path);
      if (!params) {
        unfilled.push(operation);
        continue;
      }
      const url = API + path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
      const { owner } = PUBLIC.has(operation) ? { owner: null } : ownerOf(path);
      for (const actor of ACTORS) {
        if (actor === owner || CO_OWNERS[operation]?.includes(actor)) continue;
        const token = actor === 'anonymous' ? undefined : people[actor].token;
        const payload = BODIES[operation] ?? (body ? (sample(body) as Json) : undefined);
        const res = await call(ctx.app, {
          method: method,
          url,
          token,
          ...(payload ? { payload } : {}),
        });
        calls += 1;
        const allowed = expected(operation, path, actor);
        // A refused request changes nothing in the database.
        const changed = await tablesWritten();
        if (allowed && res.statusCode >= 400) {
          refusals += 1;
          if (changed.length > 0)
            changes.push(`${operation} as ${actor} (${res.statusCode}) changed ${changed.join(', ')}`);
        }
        if (allowed ? !allowed.includes(res.statusCode) : res.statusCode >= 500) {
          wrong.push(
            `${operation} as ${actor}: ${res.statusCode} (expected ${allowed?.join('/') ?? '< 500'}) ${res.body.slice(0, 160)}`,
          );
        }
        for (const [other, person] of Object.entries(people)) {
          if (other === actor) continue;
          const found = person.secrets.filter((secret) => res.body.includes(secret));
          if (found.length > 0) leaks.push(`${operation} as ${actor} shows ${other}'s ${found.join(', ')}`);
        }
      }
    }
    expect(unfilled, 'documented operations with no object named for them in this sweep').toEqual([]);
    expect(wrong).toEqual([]);
    expect(leaks).toEqual([]);
    expect(changes).toEqual([]);
    expect(calls).toBeGreaterThan(300);
    expect(refusals).toBeGreaterThan(300);
    // A snapshot of every table around each of the 300+ calls: minutes on a busy machine, not seconds.
  }, 300_000);
});

describe('the objects of the sweep', () => {
  it('are there: each owner reads each of its objects the sweep used', async () => {
    const reads = Object.entries(document.paths)
      .filter(([path, methods]) => path.includes('{') && methods.get)
      .map(([path]) => path.slice(API.length))
      .filter((path) => !PUBLIC.has(`GET ${path}`) && !(`GET ${path}` in OPEN_TO_GROUP));
    const answers: string[] = [];
    for (const path of reads) {
      const params = fill(path)!;
      const url = API + path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
      for (const actor of [ownerOf(path).owner, ...(CO_OWNERS[`GET ${path}`] ?? [])]) {
        const res = await call(ctx.app, {
          method: 'GET',
          url,
          token: people[actor as Exclude<Actor, 'anonymous'>].token,
        });
        answers.push(`GET ${path} as ${actor}: ${res.statusCode}`);
      }
    }
    expect(reads.length).toBeGreaterThan(15);
    expect(answers.filter((answer) => !answer.endsWith(': 200'))).toEqual([]);
  });
});
