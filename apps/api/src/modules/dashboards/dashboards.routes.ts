import {
  analyticsQuerySchema,
  dataEnvelope,
  providerAnalyticsSchema,
  providerDashboardSchema,
  providerEnhancedStatsSchema,
  recentActivitiesQuerySchema,
  recentActivitiesSchema,
  seekerAnalyticsSchema,
  seekerDashboardSchema,
  seekerEnhancedStatsSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireActor } from '../../plugins/auth';
import { approvedProviderOnly, paidSeekerOnly, PROVIDER_GRANTS, SEEKER_GRANTS } from '../hiring';
import { HIRING_ERRORS } from '../hiring';
import {
  providerAnalytics,
  providerDashboard,
  providerEnhancedStats,
  providerRecentActivities,
  seekerAnalytics,
  seekerDashboard,
  seekerEnhancedStats,
  seekerRecentActivities,
} from './dashboards.service';

/** The seeker's (/seeker/dashboard…) and the provider's (/provider/dashboard…) home screens. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const seeker = { config: { permissions: SEEKER_GRANTS }, onRequest: paidSeekerOnly(app) };
  const provider = { config: { permissions: PROVIDER_GRANTS }, onRequest: approvedProviderOnly(app) };
  const tags = ['dashboards'];
  const userId = (request: Parameters<typeof requireActor>[0]) => requireActor(request).user.id;

  app.get(
    '/seeker/dashboard',
    {
      ...seeker,
      schema: {
        tags,
        summary: 'Applications by status, CV actions, the current job and the CV score',
        response: { 200: dataEnvelope(seekerDashboardSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({ data: await seekerDashboard(app, userId(request)) }),
  );

  app.get(
    '/seeker/dashboard/enhanced-stats',
    {
      ...seeker,
      schema: {
        tags,
        summary: 'Response and acceptance rates, this month’s applications and interviews',
        response: { 200: dataEnvelope(seekerEnhancedStatsSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({ data: await seekerEnhancedStats(app, userId(request)) }),
  );

  app.get(
    '/seeker/dashboard/recent-activities',
    {
      ...seeker,
      schema: {
        tags,
        summary: 'The latest application, CV action and employment events (limit: default 10, at most 50)',
        querystring: recentActivitiesQuerySchema,
        response: { 200: dataEnvelope(recentActivitiesSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({ data: await seekerRecentActivities(app, userId(request), request.query.limit) }),
  );

  app.get(
    '/seeker/dashboard/analytics',
    {
      ...seeker,
      schema: {
        tags,
        summary: 'Per-day applications sent and answers received (days: default 30, at most 365), zeros included',
        querystring: analyticsQuerySchema,
        response: { 200: dataEnvelope(seekerAnalyticsSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({ data: await seekerAnalytics(app, userId(request), request.query.days) }),
  );

  app.get(
    '/provider/dashboard',
    {
      ...provider,
      schema: {
        tags,
        summary: 'Jobs, applications by status, CV actions, hires and pending resignations',
        response: { 200: dataEnvelope(providerDashboardSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({ data: await providerDashboard(app, userId(request)) }),
  );

  app.get(
    '/provider/dashboard/enhanced-stats',
    {
      ...provider,
      schema: {
        tags,
        summary: 'Response and acceptance rates, this month’s applications, interviews and hires',
        response: { 200: dataEnvelope(providerEnhancedStatsSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({ data: await providerEnhancedStats(app, userId(request)) }),
  );

  app.get(
    '/provider/dashboard/recent-activities',
    {
      ...provider,
      schema: {
        tags,
        summary: 'The latest events on the caller’s jobs, CV actions and employees (limit: default 10, at most 50)',
        querystring: recentActivitiesQuerySchema,
        response: { 200: dataEnvelope(recentActivitiesSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({ data: await providerRecentActivities(app, userId(request), request.query.limit) }),
  );

  app.get(
    '/provider/dashboard/analytics',
    {
      ...provider,
      schema: {
        tags,
        summary: 'Per-day applications received, actions taken and hires (days: default 30, at most 365)',
        querystring: analyticsQuerySchema,
        response: { 200: dataEnvelope(providerAnalyticsSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({ data: await providerAnalytics(app, userId(request), request.query.days) }),
  );
};
