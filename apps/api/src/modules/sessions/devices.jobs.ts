import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { scheduleDailyRun } from '../../jobs/daily';
import { deleteDevicesNotSeenSince } from './devices.repository';
import { DEVICE_COOKIE_MAX_AGE_S } from './devices.service';

/*
 * `known-devices-prune` (ADR 0029): every day just after midnight UTC, forgets the devices an account has not
 * signed in from for longer than the device cookie lives (400 days). Such a browser no longer has the cookie, so
 * its next sign-in is a new device either way; the row only kept a hash nobody can match any more.
 */
export const PRUNE_DEVICES_JOB = 'known-devices-prune';

/** Rows last seen before this time are pruned. */
export const deviceExpiry = (now: Date): string =>
  new Date(now.getTime() - DEVICE_COOKIE_MAX_AGE_S * 1000).toISOString();

export function registerDeviceJobs(app: FastifyInstance): void {
  app.jobs.register(PRUNE_DEVICES_JOB, {
    payload: z.object({}),
    maxAttempts: 3,
    handler: async (_payload, context) => {
      const removed = await deleteDevicesNotSeenSince(context.db, deviceExpiry(new Date()));
      context.log.info({ event: 'known_devices_pruned', removed }, 'stale known devices removed');
      await scheduleDailyRun(app, PRUNE_DEVICES_JOB);
    },
  });
  app.addHook('onReady', async () => {
    if (app.config.JOBS_ENABLED) await scheduleDailyRun(app, PRUNE_DEVICES_JOB);
  });
}
