/** Query keys of the jobs feature: everything under `jobs` is dropped together after a change. */
export const JOBS_KEY = ['jobs'] as const;
export const providerJobsKey = [...JOBS_KEY, 'provider'] as const;
export const publicJobsKey = [...JOBS_KEY, 'public'] as const;
export const seekerJobsKey = [...JOBS_KEY, 'seeker'] as const;
