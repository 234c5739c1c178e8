import { ADMIN_DASHBOARD_DAYS, type AdminDashboard } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';

import {
  applicationsPerDay,
  countApplicationsSince,
  countLiveJobs,
  countPendingVerifications,
  countSuspendedUsers,
  countUsersByGroup,
  feesPerDay,
  signupsPerDay,
  sumPaidFees,
} from './admin-dashboard.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC days from `days - 1` days ago to today, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The admin home: the platform's counts now and its activity over the last 30 days. */
export async function getAdminDashboard(app: FastifyInstance, now = new Date()): Promise<AdminDashboard> {
  const days = lastDays(now, ADMIN_DASHBOARD_DAYS);
  const since = `${days[0] ?? now.toISOString().slice(0, 10)}T00:00:00.000Z`;
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const db = app.db;
  const [groups, suspended, pending, live, applicationsThisWeek, fees, signups, applications, feeDays] =
    await Promise.all([
      countUsersByGroup(db),
      countSuspendedUsers(db),
      countPendingVerifications(db),
      countLiveJobs(db),
      countApplicationsSince(db, weekAgo),
      sumPaidFees(db),
      signupsPerDay(db, app.engine, since),
      applicationsPerDay(db, app.engine, since),
      feesPerDay(db, app.engine, since),
    ]);
  const countOn = <T extends { day: string }>(rows: readonly T[], day: string, pick: (row: T) => unknown) =>
    rows.filter((row) => row.day === day).reduce((sum, row) => sum + Number(pick(row) ?? 0), 0);
  return {
    users_by_group: { seeker: groups.seeker ?? 0, provider: groups.provider ?? 0, admin: groups.admin ?? 0 },
    suspended_users: suspended,
    pending_verifications: pending,
    live_jobs: live,
    applications_this_week: applicationsThisWeek,
    fees_collected: fees.map((row) => ({
      currency: row.currency,
      amount: Number(row.amount),
      count: row.count,
    })),
    series: days.map((day) => ({
      date: day,
      seekers: countOn(
        signups.filter((row) => row.user_group === 'seeker'),
        day,
        (row) => row.count,
      ),
      providers: countOn(
        signups.filter((row) => row.user_group === 'provider'),
        day,
        (row) => row.count,
      ),
      applications: countOn(applications, day, (row) => row.count),
      fees: countOn(feeDays, day, (row) => row.amount),
    })),
  };
}
