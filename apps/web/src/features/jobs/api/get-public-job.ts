import type { PublicJobDetail } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { publicJobsKey } from './keys';
import { loadPublicJobSchemas } from './load-public-schemas';

/**
 * GET /jobs/{id}: a live job with its company and schema.org data. With the token an owner also sees
 * their own job in any status (the preview); anonymous visitors send none.
 */
export const getPublicJob = (id: string, withToken: boolean): Promise<PublicJobDetail> =>
  apiRequest(`/jobs/${encodeURIComponent(id)}`, {
    schema: () => loadPublicJobSchemas().then((schemas) => schemas.publicJobDetailSchema),
    withToken,
  });

export const publicJobQueryOptions = (id: string, withToken = false) =>
  queryOptions({
    queryKey: [...publicJobsKey, 'detail', id, withToken],
    queryFn: () => getPublicJob(id, withToken),
  });

/** A 404 or 410 that came with a server-rendered page is not asked again when the page hydrates. */
export const usePublicJob = (id: string, withToken = false) =>
  useQuery({ ...publicJobQueryOptions(id, withToken), retryOnMount: false });
