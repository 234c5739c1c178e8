import type { CvListSection } from '@hireway/shared';

import { apiRequest } from '../../../lib/api-client';
import { CV_ITEM_SCHEMAS, type CvItem, type CvItemRequest } from '../sections';
import { cvItemsPath } from './list-cv-items';
import { useCvMutation } from './use-cv-mutation';

/** PUT /seeker/cv/{section}/{id}: replaces an entry. */
export const updateCvItem = <S extends CvListSection>(
  section: S,
  id: string,
  body: CvItemRequest<S>,
): Promise<CvItem<S>> =>
  apiRequest(`${cvItemsPath(section)}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: CV_ITEM_SCHEMAS[section],
  });

export const useUpdateCvItemMutation = <S extends CvListSection>(section: S) =>
  useCvMutation(({ id, body }: { id: string; body: CvItemRequest<S> }) => updateCvItem(section, id, body));
