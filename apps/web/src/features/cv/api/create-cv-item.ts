import type { CvListSection } from '@hireway/shared';

import { apiRequest } from '../../../lib/api-client';
import { CV_ITEM_SCHEMAS, type CvItem, type CvItemRequest } from '../sections';
import { cvItemsPath } from './list-cv-items';
import { useCvMutation } from './use-cv-mutation';

/** POST /seeker/cv/{section}: adds an entry (at most 50 per section). */
export const createCvItem = <S extends CvListSection>(section: S, body: CvItemRequest<S>): Promise<CvItem<S>> =>
  apiRequest(cvItemsPath(section), { method: 'POST', body, schema: CV_ITEM_SCHEMAS[section] });

export const useCreateCvItemMutation = <S extends CvListSection>(section: S) =>
  useCvMutation((body: CvItemRequest<S>) => createCvItem(section, body));
