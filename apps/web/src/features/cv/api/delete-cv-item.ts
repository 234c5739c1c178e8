import { messageSchema, type CvListSection } from '@hireway/shared';

import { apiRequest } from '../../../lib/api-client';
import { cvItemsPath } from './list-cv-items';
import { useCvMutation } from './use-cv-mutation';

/** DELETE /seeker/cv/{section}/{id} */
export const deleteCvItem = (section: CvListSection, id: string): Promise<{ message: string }> =>
  apiRequest(`${cvItemsPath(section)}/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageSchema });

export const useDeleteCvItemMutation = (section: CvListSection) =>
  useCvMutation((id: string) => deleteCvItem(section, id));
