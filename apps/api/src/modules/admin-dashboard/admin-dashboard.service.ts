import { ADMIN_DASHBOARD_DAYS, type AdminDashboard, dailySeries, dailyWindow } from '@hireway/shared';
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

/** The admin home: the platform's counts now and its activity over the last 30 days. */
export async function getAdminDashboard(app: FastifyInstance, now = new Date()): Promise<AdminDashboard> {
  const { dates, since } = dailyWindow(ADMIN_DASHBOARD_DAYS, now);
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
  const signupsOf = (group: 'seeker' | 'provider') => signups.filter((row) => row.user_group === group);
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
    series: dailySeries(dates, {
      seekers: signupsOf('seeker'),
      providers: signupsOf('provider'),
      applications,
      // Minor units: the sum is numeric on PostgreSQL (a string), a number on SQLite.
      fees: feeDays.map((row) => ({ day: row.day, count: Number(row.amount ?? 0) })),
    }).series,
  };
}
