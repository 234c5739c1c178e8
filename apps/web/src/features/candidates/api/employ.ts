import { employmentSchema, type EmployRequest, type Employment } from '@hireway/shared';

import { postAction, useRefreshingMutation } from '../../../lib/mutations';

/** POST /provider/action/{id}/employ: {id} is an open CV action or an accepted application. */
export const employ = ({ sourceId, request }: { sourceId: string; request: EmployRequest }): Promise<Employment> =>
  postAction(`/provider/action/${encodeURIComponent(sourceId)}/employ`, employmentSchema, request);

// An application can be the source too: every query refreshes (the jobs screens as well).
export const useEmployMutation = () => useRefreshingMutation(employ);
