import { messageSchema, type CvListSection } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { CV_KEY } from '../sections';
import { cvItemsPath } from './list-cv-items';

/** DELETE /seeker/cv/{section}/{id} */
export const deleteCvItem = (section: CvListSection, id: string): Promise<{ message: string }> =>
  apiRequest(`${cvItemsPath(section)}/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageSchema });

export const useDeleteCvItemMutation = (section: CvListSection) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCvItem(section, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CV_KEY }),
  });
};
