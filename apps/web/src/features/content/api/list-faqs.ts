import { faqSchema, type Faq, type Language } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';

/** GET /faqs?lang=: every FAQ of a language (English when it has none), in order. */
export const listFaqs = (lang: Language): Promise<Faq[]> =>
  apiRequest('/faqs', { query: { lang }, schema: z.array(faqSchema), withToken: false });

export const faqsQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: ['content', 'faqs', lang], queryFn: () => listFaqs(lang) });

export const useFaqs = (lang: Language) => useQuery(faqsQueryOptions(lang));
