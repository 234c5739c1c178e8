import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

import { apiRequestPage, type ApiRequestOptions, type SchemaSource } from './api-client';

/** GET one page of a list: the whole `{ data, meta }` answer checked by `schema`; `query` holds page, size and filters. */
export const getPage = <TSchema extends z.ZodType>(
  path: string,
  schema: SchemaSource<TSchema>,
  query: ApiRequestOptions<TSchema>['query'],
): Promise<z.output<TSchema>> => apiRequestPage(path, { query, schema });

/** The query of one page of a list: the page shown stays on screen while the next one loads. */
export const usePageQuery = <T>(queryKey: QueryKey, queryFn: () => Promise<T>, enabled = true) =>
  useQuery({ queryKey, queryFn, placeholderData: keepPreviousData, enabled });
