import { type RawBuilder, sql } from 'kysely';

import type { Engine, Executor } from '../../db/database';

/* Platform-wide counts for the admin home. Deliberately unscoped: only the admin dashboard route calls these. */

/** The UTC calendar day (yyyy-MM-dd) of a timestamp column, on either engine. */
const dayOf = (engine: Engine, column: string): RawBuilder<string> =>
  engine === 'postgres'
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;

export async function countUsersByGroup(db: Executor) {
  const rows = await db
    .selectFrom('users')
    .select(['user_group', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('user_group')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.user_group, row.count]));
}

const countOf = async (query: Promise<{ count: number | string | bigint } | undefined>) =>
  Number((await query)?.count ?? 0);

export const countSuspendedUsers = (db: Executor) =>
  countOf(
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'suspended')
      .executeTakeFirst(),
  );

export const countPendingVerifications = (db: Executor) =>
  countOf(
    db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('users.user_group', '=', 'provider')
      .where('profiles.status', '=', 'pending')
      .executeTakeFirst(),
  );

export const countLiveJobs = (db: Executor) =>
  countOf(
    db
      .selectFrom('job_posts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'live')
      .executeTakeFirst(),
  );

export const countApplicationsSince = (db: Executor, since: string) =>
  countOf(
    db
      .selectFrom('job_applications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('submitted_at', '>=', since)
      .executeTakeFirst(),
  );

export const sumPaidFees = (db: Executor) =>
  db
    .selectFrom('payments')
    .select([
      'currency',
      // PostgreSQL sums integers into numeric, which arrives as a string.
      (eb) => eb.fn.sum<number | string>('amount').as('amount'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('status', '=', 'paid')
    .groupBy('currency')
    .orderBy('currency')
    .execute();

/** Sign-ups per day and group since a time. */
export const signupsPerDay = (db: Executor, engine: Engine, since: string) =>
  db
    .selectFrom('users')
    .select([dayOf(engine, 'users.created_at').as('day'), 'user_group', (eb) => eb.fn.countAll<number>().as('count')])
    .where('created_at', '>=', since)
    .where('user_group', 'in', ['seeker', 'provider'])
    .groupBy([dayOf(engine, 'users.created_at'), 'user_group'])
    .execute();

export const applicationsPerDay = (db: Executor, engine: Engine, since: string) =>
  db
    .selectFrom('job_applications')
    .select([dayOf(engine, 'job_applications.submitted_at').as('day'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('submitted_at', '>=', since)
    .groupBy(dayOf(engine, 'job_applications.submitted_at'))
    .execute();

export const feesPerDay = (db: Executor, engine: Engine, since: string) =>
  db
    .selectFrom('payments')
    .select([dayOf(engine, 'payments.paid_at').as('day'), (eb) => eb.fn.sum<number | string>('amount').as('amount')])
    .where('status', '=', 'paid')
    .where('paid_at', '>=', since)
    .groupBy(dayOf(engine, 'payments.paid_at'))
    .execute();
