import { jobUpdateRequestSchema, type JobStatus, type ProviderJob } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { deleteJob } from './delete-job';
import { providerJobQueryKey, providerJobQueryOptions } from './get-provider-job';
import { JOBS_KEY } from './keys';
import { updateJob } from './update-job';

export interface ChangeJobStatusInput {
  id: string;
  status: JobStatus;
}

/** The whole job as a PUT body, with another status. */
export const withStatus = (job: ProviderJob, status: JobStatus) =>
  jobUpdateRequestSchema.parse({
    title: job.title,
    description: job.description,
    category: job.category,
    employment_type: job.employment_type,
    location_type: job.location_type,
    country_code: job.country_code,
    state_code: job.state_code,
    city: job.city,
    salary_min: job.salary_min,
    salary_max: job.salary_max,
    salary_currency: job.salary_currency,
    salary_period: job.salary_period,
    skills: job.skills,
    vacancies: job.vacancies,
    application_deadline: job.application_deadline,
    status,
  });

/**
 * Moves a job along the state machine (publish, close, reopen, archive): PUT /provider/jobs/{id} with
 * the whole job, read first. Deleting goes through DELETE /provider/jobs/{id}.
 */
export const useChangeJobStatusMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: ChangeJobStatusInput): Promise<ProviderJob | null> => {
      if (status === 'deleted') {
        await deleteJob(id);
        return null;
      }
      const job = await queryClient.query({ ...providerJobQueryOptions(id), staleTime: 0 });
      return updateJob({ id, request: withStatus(job, status) });
    },
    onSuccess: async (job, { id }) => {
      if (job === null) queryClient.removeQueries({ queryKey: providerJobQueryKey(id) });
      else queryClient.setQueryData(providerJobQueryKey(id), job);
      await queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    },
  });
};
