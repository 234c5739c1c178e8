import {
  dataEnvelope,
  errorBodySchema,
  generalOnboardingRequestSchema,
  UPLOAD_RULES,
  userSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireActor } from '../../plugins/auth';
import { presentUser } from '../sessions';
import { completeGeneralOnboarding } from './onboarding.service';

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/onboarding',
    {
      config: { multipart: { avatar: UPLOAD_RULES.avatar } },
      schema: {
        tags: ['onboarding'],
        summary:
          'General onboarding: name, phone, location and language, with an optional avatar (PNG, JPEG or WebP, 2 MB)',
        consumes: ['multipart/form-data', 'application/json'],
        body: generalOnboardingRequestSchema,
        response: {
          200: dataEnvelope(z.object({ user: userSchema })),
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const updated = await completeGeneralOnboarding(app, actor.user, request.body, request.uploads.get('avatar'));
      return { data: { user: await presentUser(app.db, updated, await request.settings()) } };
    },
  );
};
