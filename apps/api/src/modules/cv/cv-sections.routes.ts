import {
  CV_SECTION_PATHS,
  cvItemParamsSchema,
  cvLanguageSchema,
  cvLanguagesBulkRequestSchema,
  dataEnvelope,
  errorBodySchema,
  messageSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireActor } from '../../plugins/auth';
import { CV_SECTION_DEFINITIONS, type CvSectionDefinition } from './cv-sections';
import type { CvItemTable } from './cv.repository';
import { CV_ERRORS, SEEKER_ONLY } from './cv.routes';
import { createCvItem, deleteCvItem, getCvItem, listCvItems, replaceCvLanguages, updateCvItem } from './cv.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

const READ_ONE_ERRORS = { ...CV_ERRORS, 400: errorBodySchema, 404: errorBodySchema } as const;
const WRITE_ERRORS = { ...READ_ONE_ERRORS, 409: errorBodySchema, 422: errorBodySchema } as const;

/** List, get, create, replace and delete for one list section of the CV. */
function registerSection<T extends CvItemTable, Req extends z.ZodType, Res extends z.ZodType>(
  app: App,
  section: CvSectionDefinition<T, Req, Res>,
): void {
  const base = `/seeker/cv/${CV_SECTION_PATHS[section.section]}`;
  const config = { permissions: SEEKER_ONLY };
  const tags = ['cv'];
  // Fastify's type provider cannot resolve a schema held in a type parameter, so the routes get the schemas as
  // plain zod types, and the body (validated against section.request before the handler runs) is its output.
  const body: z.ZodType = section.request;
  const response: z.ZodType = section.response;
  const inputOf = (request: { body: unknown }) => request.body as z.output<Req>;
  const item = dataEnvelope(response);

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: `The calling seeker’s ${section.plural}`,
        response: { 200: dataEnvelope(z.array(response)), ...CV_ERRORS },
      },
    },
    async (request) => ({ data: await listCvItems(app.db, section, requireActor(request).user.id) }),
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: `Add a ${section.noun} (at most 50)`,
        body,
        response: { 201: item, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const data = await createCvItem(app.db, section, requireActor(request).user.id, inputOf(request));
      return reply.status(201).send({ data });
    },
  );

  app.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `One ${section.noun}`,
        params: cvItemParamsSchema,
        response: { 200: item, ...READ_ONE_ERRORS },
      },
    },
    async (request) => ({ data: await getCvItem(app.db, section, requireActor(request).user.id, request.params.id) }),
  );

  app.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `Replace a ${section.noun}`,
        params: cvItemParamsSchema,
        body,
        response: { 200: item, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { data: await updateCvItem(app.db, section, requireActor(request).user.id, id, inputOf(request)) };
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `Delete a ${section.noun}`,
        params: cvItemParamsSchema,
        response: { 200: dataEnvelope(messageSchema), ...READ_ONE_ERRORS },
      },
    },
    async (request) => {
      await deleteCvItem(app.db, section, requireActor(request).user.id, request.params.id);
      return { data: { message: `The ${section.noun} was deleted` } };
    },
  );
}

/** The seven list sections of the CV (five routes each), and the bulk replacement of languages. */
export const cvSectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const sections = CV_SECTION_DEFINITIONS;
  registerSection(app, sections.skills);
  registerSection(app, sections.hobbies_and_interests);
  registerSection(app, sections.languages);
  registerSection(app, sections.references);
  registerSection(app, sections.work_experience);
  registerSection(app, sections.voluntary_services);
  registerSection(app, sections.education_history);

  app.post(
    '/seeker/cv/languages/bulk',
    {
      config: { permissions: SEEKER_ONLY },
      schema: {
        tags: ['cv'],
        summary: 'Replace the whole language list at once (each language once, at most 50)',
        body: cvLanguagesBulkRequestSchema,
        response: { 200: dataEnvelope(z.array(cvLanguageSchema)), ...WRITE_ERRORS },
      },
    },
    async (request) => ({ data: await replaceCvLanguages(app.db, requireActor(request).user.id, request.body) }),
  );
};
