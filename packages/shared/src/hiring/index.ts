/** Hiring: applications, CV actions, employments, the candidate pool and the dashboards. */
export * from './hiring-states';
export * from './applications.schemas';
export * from './cv-actions.schemas';
export * from './employments.schemas';
export * from './candidates.schemas';
export * from './dashboard.schemas';
