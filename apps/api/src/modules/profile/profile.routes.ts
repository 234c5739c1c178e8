import {
  addressUpdateRequestSchema,
  dataEnvelope,
  errorBodySchema,
  profileUpdateRequestSchema,
  UPLOAD_RULES,
  userSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireActor } from '../../plugins/auth';
import { presentUser } from '../sessions';
import { updateAddress, updateProfile } from './profile.service';

const answer = {
  200: dataEnvelope(z.object({ user: userSchema })),
  400: errorBodySchema,
  401: errorBodySchema,
  413: errorBodySchema,
};

/** The account page: profile (with avatar) and address of any logged-in user. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/auth/profile',
    {
      config: { multipart: { avatar: UPLOAD_RULES.avatar } },
      schema: {
        tags: ['account'],
        summary: 'Update name, phone and language, with an optional new avatar (a new phone must be verified again)',
        consumes: ['multipart/form-data', 'application/json'],
        body: profileUpdateRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const { user } = requireActor(request);
      const updated = await updateProfile(app, user, request.body, request.uploads.get('avatar'));
      return { data: { user: await presentUser(app.db, updated, await request.settings()) } };
    },
  );

  app.put(
    '/auth/address',
    {
      schema: {
        tags: ['account'],
        summary: 'Update country, state and city',
        body: addressUpdateRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const { user } = requireActor(request);
      const updated = await updateAddress(app, user, request.body);
      return { data: { user: await presentUser(app.db, updated, await request.settings()) } };
    },
  );
};
