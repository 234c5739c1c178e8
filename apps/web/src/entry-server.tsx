/**
 * The server renderer (ADR 0012): the public pages rendered to HTML by the API process, from the same routes,
 * providers, hooks and query functions the browser runs. Built by `vite build --ssr` into dist-server/.
 */
import type { Language } from '@hireway/shared';
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { buildHead, renderHead, statusFromData } from './app/ssr/head';
import { SSR_STATE_ELEMENT_ID, type SsrState } from './app/ssr/state';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { i18n, initI18n } from './lib/i18n';

export { SSR_STATE_ELEMENT_ID };

export interface RenderRequest {
  /** Absolute URL of the page (origin = PUBLIC_URL). */
  url: string;
  language: Language;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup of #root. */
      html: string;
      /** Tags for <head>: title, description, canonical, hreflang, Open Graph, Twitter. */
      head: string;
      /** JSON for the <script type="application/json"> the client hydrates from (`<` escaped). */
      state: string;
    };

/** The API answers the renderer's calls in-process; set once at start. */
export const setTransport = (transport: ApiTransport): void => setApiTransport(transport);

/** Fetch rounds: a query a screen starts after another's data arrives needs one more (at most this many). */
const MAX_PASSES = 3;

const isEnabled = (query: Query): boolean => {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return enabled !== false && typeof query.options.queryFn === 'function';
};

/** Queries the last render asked for and nobody fetched yet. */
const unfetched = (queryClient: QueryClient): Query[] =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));

const escapeJson = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export async function render({ url, language }: RenderRequest): Promise<RenderResult> {
  await initI18n({ language });
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // One moment for every pass, sent with the page: the browser hydrates with the same clock.
  const renderedAt = Date.now();
  const page = () => (
    <StrictMode>
      <AppProviders queryClient={queryClient} renderedAt={renderedAt}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );

  let html: string;
  for (let pass = 1; ; pass += 1) {
    // renderToString is synchronous: the shared i18n instance is in this page's language for the whole pass.
    await i18n.changeLanguage(language);
    html = renderToString(page());
    const pending = unfetched(queryClient);
    if (pending.length === 0 || pass > MAX_PASSES) break;
    await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
  }

  const routeStatus = context.statusCode === 404 || context.matches.at(-1)?.route.path === '*' ? 404 : 200;
  const { origin, pathname } = new URL(url);
  const status = Math.max(routeStatus, statusFromData(pathname, queryClient));
  const head = buildHead({ pathname, origin, language, status, queryClient, t: i18n.getFixedT(language) });
  const queries: DehydratedState = dehydrate(queryClient, {
    // Errors too (a closed job's 410): the client shows what the server showed, without asking again.
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  const state: SsrState = {
    language,
    rendered_at: renderedAt,
    queries,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  return {
    kind: 'page',
    status,
    html,
    head: renderHead(head, language),
    state: escapeJson(JSON.stringify(state)),
  };
}
