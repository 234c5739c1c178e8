import { AsyncLocalStorage } from 'node:async_hooks';

import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

import { alreadyCounted } from '../../plugins/rate-limit';
import { markPublic } from '../../plugins/route-config';
import { pageLanguage } from './language';
import { fillTemplate, type ApiTransport, type PageSource } from './page-renderer';
import { blogsSitemap, jobsSitemap, robotsTxt, sitemapIndex, staticPagesSitemap } from './sitemap';

/**
 * The public pages rendered on the server (ADR 0012): /jobs, /jobs/{id}, /blogs, /blogs/{slug} and /faqs answer
 * their HTML with content, head tags and JSON-LD to every client, whatever it accepts; /sitemap.xml and
 * /robots.txt. Without a built renderer (API-only runs) the pages are left to the static plugin's app shell.
 */
export const PUBLIC_PAGE_PATHS = ['/jobs', '/jobs/:id', '/blogs', '/blogs/:slug', '/faqs'] as const;

/**
 * The visitor whose page is being rendered: its API calls are made under the visitor's address. The page counted
 * once against the visitor's global limit; its calls do not count again (alreadyCounted).
 */
const renderingFor = new AsyncLocalStorage<{ ip: string }>();

const XML = 'application/xml; charset=utf-8';
const SITEMAP_CACHE = 'public, max-age=3600';

/** The renderer's API calls, answered in-process by the same routes the browser calls. */
const inProcessTransport =
  (app: FastifyInstance): ApiTransport =>
  async (url, init) => {
    const target = new URL(url, 'http://in-process');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const options: InjectOptions = {
      method: init.method ?? 'GET',
      url: `${target.pathname}${target.search}`,
      headers: alreadyCounted(headers),
      remoteAddress: renderingFor.getStore()?.ip ?? '127.0.0.1',
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    };
    const answer = await app.inject(options);
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };

const sitemapParamsSchema = z.object({ n: z.coerce.number().int().min(1).max(100_000) });

export const publicPagesPlugin = fp(async (app: FastifyInstance, options: { source: PageSource | null }) => {
  const origin = new URL(app.config.PUBLIC_URL).origin;

  await app.register(async (scope) => {
    scope.addHook('onRoute', markPublic);

    scope.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(robotsTxt(origin)),
    );
    scope.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type(XML)
        .header('cache-control', SITEMAP_CACHE)
        .send(await sitemapIndex(app, origin)),
    );
    scope.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply.type(XML).header('cache-control', SITEMAP_CACHE).send(staticPagesSitemap(origin)),
    );
    scope.get('/sitemaps/blogs.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type(XML)
        .header('cache-control', SITEMAP_CACHE)
        .send(await blogsSitemap(app, origin)),
    );
    scope.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
      const match = /^jobs-(\d+)\.xml$/.exec(request.params.file);
      const params = sitemapParamsSchema.safeParse({ n: match?.[1] });
      const stream = params.success ? await jobsSitemap(app, origin, params.data.n) : null;
      if (stream === null) {
        return reply.status(404).send({ message: 'The sitemap was not found', code: 'not_found' });
      }
      return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(stream);
    });

    const { source } = options;
    if (source === null) return;
    source.entry.setTransport(inProcessTransport(app));

    const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const { language, explicit } = pageLanguage(request);
      const url = `${origin}${request.url}`;
      const result = await renderingFor.run({ ip: request.ip }, () => source.entry.render({ url, language }));
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      const pathname = new URL(url).pathname;
      if (!explicit) reply.header('vary', 'Accept-Language, Cookie');
      return reply
        .status(result.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(fillTemplate(source, result, language, pathname));
    };
    for (const path of PUBLIC_PAGE_PATHS) scope.get(path, { schema: { hide: true } }, renderPage);
  });
});
