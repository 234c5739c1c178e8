import { formatCompactNumber, LANGUAGES, type BlogDetail, type Language, type PublicJobDetail } from '@hireway/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';

import { paths } from '../../config/paths';
import { blogQueryKey } from '../../features/content/api/get-blog';
import { publicJobQueryOptions } from '../../features/jobs/api/get-public-job';
import { isApiError } from '../../lib/api-client';

/** What the server puts in `<head>` of a public page (ADR 0012). */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of this page in this language. */
  canonical: string;
  /** `noindex` for closed jobs and missing pages. */
  robots: string | null;
  ogType: 'website' | 'article';
  image: string | null;
  /** hreflang → absolute URL, plus x-default. */
  alternates: { hreflang: string; href: string }[];
}

export const SITE_NAME = 'Hireway';
const DESCRIPTION_MAX = 200;

/** The address of a page in a language: English has no parameter, the others `?lang=`. */
export const localizedUrl = (origin: string, pathname: string, language: Language): string =>
  `${origin}${pathname}${language === 'en' ? '' : `?lang=${language}`}`;

const clip = (text: string, max = DESCRIPTION_MAX): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

/** Tags dropped, entities of the sanitized HTML decoded enough for a description. */
const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** Company · place · salary: what a link preview of a job shows first. */
export const jobSummaryLine = (job: PublicJobDetail, t: TFunction): string => {
  const place = [job.city, job.country_code].filter((part) => part !== null && part !== '').join(', ');
  const amounts = [job.salary_min, job.salary_max]
    .filter((value) => value !== null)
    .map((value) => formatCompactNumber(value));
  const salary =
    amounts.length === 0
      ? null
      : `${[...new Set(amounts)].join(' – ')} ${job.salary_currency ?? ''}${
          job.salary_period === null ? '' : ` ${t(`jobs:perPeriod.${job.salary_period}`)}`
        }`;
  return [job.company.name, place === '' ? null : place, salary].filter((part) => part !== null).join(' · ');
};

export interface HeadInput {
  pathname: string;
  origin: string;
  language: Language;
  status: number;
  queryClient: QueryClient;
  t: TFunction;
}

const JOB_PATH = /^\/jobs\/([^/]+)$/;
const BLOG_PATH = /^\/blogs\/([^/]+)$/;

/** The page's own data said 404 (a missing job or article) or 410 (a closed job); otherwise 200. */
export function statusFromData(pathname: string, queryClient: QueryClient): number {
  const jobMatch = JOB_PATH.exec(pathname);
  const blogMatch = BLOG_PATH.exec(pathname);
  const key =
    jobMatch !== null
      ? publicJobQueryOptions(decodeURIComponent(jobMatch[1] ?? '')).queryKey
      : blogMatch !== null
        ? blogQueryKey(decodeURIComponent(blogMatch[1] ?? ''))
        : null;
  const error = key === null ? null : queryClient.getQueryState(key)?.error;
  return isApiError(error) && (error.status === 404 || error.status === 410) ? error.status : 200;
}

/** The head of a server-rendered page, from the data the page rendered with. */
export function buildHead({ pathname, origin, language, status, queryClient, t }: HeadInput): PageHead {
  const alternates = [
    ...LANGUAGES.map((lang) => ({ hreflang: lang, href: localizedUrl(origin, pathname, lang) })),
    { hreflang: 'x-default', href: localizedUrl(origin, pathname, 'en') },
  ];
  const base = {
    canonical: localizedUrl(origin, pathname, language),
    robots: null,
    ogType: 'website' as const,
    image: null,
    alternates,
  };
  const page = (title: string, description: string): PageHead => ({
    ...base,
    title: `${title} · ${SITE_NAME}`,
    description: clip(description),
  });
  const gone = (title: string, description: string): PageHead => ({
    ...page(title, description),
    robots: 'noindex',
    alternates: [],
  });

  if (status === 404) return gone(t('errors:notFound.title'), t('errors:notFound.message'));

  const jobMatch = JOB_PATH.exec(pathname);
  if (jobMatch !== null) {
    if (status === 410) return gone(t('jobs:details.closedTitle'), t('jobs:details.closed'));
    const job = queryClient.getQueryData(publicJobQueryOptions(decodeURIComponent(jobMatch[1] ?? '')).queryKey);
    if (job !== undefined) {
      return {
        ...page(`${job.title} – ${job.company.name}`, `${jobSummaryLine(job, t)}. ${textOf(job.description_html)}`),
        image: job.company.logo_url === null ? null : `${origin}${job.company.logo_url}`,
      };
    }
  }
  const blogMatch = BLOG_PATH.exec(pathname);
  if (blogMatch !== null) {
    const blog = queryClient.getQueryData<BlogDetail>(blogQueryKey(decodeURIComponent(blogMatch[1] ?? '')));
    if (blog !== undefined) {
      return {
        ...page(blog.title, blog.excerpt === '' ? textOf(blog.body_html) : blog.excerpt),
        ogType: 'article',
        image: blog.cover_image_url === null ? null : new URL(blog.cover_image_url, origin).toString(),
      };
    }
  }
  if (pathname === paths['public-blogs']) return page(t('content:blog.title'), t('content:blog.subtitle'));
  if (pathname === paths['public-faqs']) return page(t('content:faq.title'), t('content:faq.subtitle'));
  return page(t('jobs:board.title'), t('jobs:board.subtitle'));
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ogLocale: Record<Language, string> = { en: 'en_US', de: 'de_DE', fr: 'fr_FR', pt: 'pt_PT' };

/** The tags that replace index.html's <title> and description. */
export function renderHead(head: PageHead, language: Language): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.robots === null ? null : meta('name', 'robots', head.robots),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map(
      (alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}" />`,
    ),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', ogLocale[language]),
    head.image === null ? null : meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.image === null ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    head.image === null ? null : meta('name', 'twitter:image', head.image),
  ]
    .filter((tag) => tag !== null)
    .join('\n    ');
}
