import {
  dataEnvelope,
  errorBodySchema,
  seekerOnboardingRequestSchema,
  seekerOnboardingStateSchema,
  UPLOAD_RULES,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireActor } from '../../plugins/auth';
import { savePersonal } from '../cv';
import { finishOnboarding, getOnboardingState, savePreferences } from './seeker-onboarding.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  413: errorBodySchema,
  422: errorBodySchema,
};

/** Seeker onboarding in three steps: about you, what you look for, your CV. */
export const seekerOnboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/onboarding/seeker',
    {
      config: { permissions: ['read:SeekerRoute'] },
      schema: {
        tags: ['onboarding'],
        summary: 'What the seeker saved so far in onboarding, to resume',
        response: { 200: dataEnvelope(seekerOnboardingStateSchema), ...errors },
      },
    },
    async (request) => ({ data: await getOnboardingState(app, requireActor(request).user) }),
  );

  app.post(
    '/auth/onboarding/seeker',
    {
      config: {
        permissions: ['read:SeekerRoute'],
        multipart: { cv: UPLOAD_RULES.cvFile },
      },
      schema: {
        tags: ['onboarding'],
        summary:
          'Save one onboarding step: 1 about you (headline, summary…), 2 what you look for (categories, types, salary), 3 finish (optional `cv` file: PDF or Word .docx, 5 MB, multipart)',
        consumes: ['application/json', 'multipart/form-data'],
        body: seekerOnboardingRequestSchema,
        response: { 200: dataEnvelope(seekerOnboardingStateSchema), ...errors },
      },
    },
    async (request) => {
      const { user } = requireActor(request);
      const body = request.body;
      if (body.step === 1) {
        const { step: _step, ...personal } = body;
        await savePersonal(app.db, user.id, personal);
      } else if (body.step === 2) {
        const { step: _step, ...preferences } = body;
        await savePreferences(app, user, preferences);
      } else {
        await finishOnboarding(app, user, request.uploads.get('cv'));
      }
      return { data: await getOnboardingState(app, user) };
    },
  );
};
