import {
  cvAddressRequestSchema,
  cvAddressSchema,
  cvPersonalDetailsRequestSchema,
  cvPersonalDetailsSchema,
  cvPersonalRequestSchema,
  cvPersonalSchema,
  cvSchema,
  cvScoreDetailsSchema,
  cvScoreSchema,
  dataEnvelope,
  errorBodySchema,
  type Grant,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { errorResponses } from '../../plugins/route-config';
import { requireActor } from '../../plugins/auth';
import { getCv, getCvScoreDetails, saveAddress, savePersonal, savePersonalDetails } from './cv.service';

/** Seekers only: providers and admins get 403. */
export const SEEKER_ONLY: readonly Grant[] = ['read:SeekerRoute'];

export const CV_ERRORS = errorResponses(401, 403);
const WRITE_ERRORS = { ...CV_ERRORS, 400: errorBodySchema } as const;

/** The whole CV, its score, and the singular sections: personal, personal details, address. */
export const cvRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permissions: SEEKER_ONLY };

  app.get(
    '/seeker/cv',
    {
      config,
      schema: {
        tags: ['cv'],
        summary: 'The calling seeker’s whole CV',
        response: { 200: dataEnvelope(cvSchema), ...CV_ERRORS },
      },
    },
    async (request) => ({ data: await getCv(app.db, requireActor(request).user.id) }),
  );

  app.get(
    '/seeker/cv/score',
    {
      config,
      schema: {
        tags: ['cv'],
        summary: 'The CV score, 0–100, from section completeness with fixed weights',
        response: { 200: dataEnvelope(cvScoreSchema), ...CV_ERRORS },
      },
    },
    async (request) => ({ data: (await getCvScoreDetails(app.db, requireActor(request).user.id)).score }),
  );

  app.get(
    '/seeker/cv/score/details',
    {
      config,
      schema: {
        tags: ['cv'],
        summary: 'The CV score with each section’s weight, whether it is complete and what it still needs',
        response: { 200: dataEnvelope(cvScoreDetailsSchema), ...CV_ERRORS },
      },
    },
    async (request) => ({ data: await getCvScoreDetails(app.db, requireActor(request).user.id) }),
  );

  app.put(
    '/seeker/cv/personal',
    {
      config,
      schema: {
        tags: ['cv'],
        summary: 'Save the headline, professional profile, desired job, experience and availability',
        body: cvPersonalRequestSchema,
        response: { 200: dataEnvelope(cvPersonalSchema), ...WRITE_ERRORS },
      },
    },
    async (request) => ({ data: await savePersonal(app.db, requireActor(request).user.id, request.body) }),
  );

  app.put(
    '/seeker/cv/personal-details',
    {
      config,
      schema: {
        tags: ['cv'],
        summary: 'Save the personal details: date of birth, gender, nationality, driving licence, profile links',
        body: cvPersonalDetailsRequestSchema,
        response: { 200: dataEnvelope(cvPersonalDetailsSchema), ...WRITE_ERRORS },
      },
    },
    async (request) => ({ data: await savePersonalDetails(app.db, requireActor(request).user.id, request.body) }),
  );

  app.put(
    '/seeker/cv/address',
    {
      config,
      schema: {
        tags: ['cv'],
        summary: 'Save the postal address (the country and state must exist)',
        body: cvAddressRequestSchema,
        response: { 200: dataEnvelope(cvAddressSchema), ...WRITE_ERRORS },
      },
    },
    async (request) => ({ data: await saveAddress(app.db, requireActor(request).user.id, request.body) }),
  );
};
