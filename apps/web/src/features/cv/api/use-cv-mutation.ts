import { useMutation, useQueryClient } from '@tanstack/react-query';

import { CV_KEY } from '../sections';

/** A change to the CV: every CV query (the whole CV, its sections, its score) is fetched again after it. */
export const useCvMutation = <TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: CV_KEY }) });
};
