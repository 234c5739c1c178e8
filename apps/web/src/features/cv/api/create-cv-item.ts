import type { CvListSection } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { CV_ITEM_SCHEMAS, CV_KEY, type CvItem, type CvItemRequest } from '../sections';
import { cvItemsPath } from './list-cv-items';

/** POST /seeker/cv/{section}: adds an entry (at most 50 per section). */
export const createCvItem = <S extends CvListSection>(section: S, body: CvItemRequest<S>): Promise<CvItem<S>> =>
  apiRequest(cvItemsPath(section), { method: 'POST', body, schema: CV_ITEM_SCHEMAS[section] });

export const useCreateCvItemMutation = <S extends CvListSection>(section: S) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CvItemRequest<S>) => createCvItem(section, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CV_KEY }),
  });
};
