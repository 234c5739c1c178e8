/**
 * The app's screen paths for the journeys: the same list the web uses (apps/web/src/config/paths.ts), so a
 * renamed screen is renamed here too.
 */
export {
  adminPaths,
  areaPaths,
  candidatePath,
  paths,
  providerJobPath,
  publicBlogPath,
  publicJobPath,
  seekerPaths,
  seekerTrackPath,
  supportTicketPath,
} from '../../apps/web/src/config/paths';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A URL that ends on this screen (`expect(page).toHaveURL(atScreen(adminPaths.users))`). */
export const atScreen = (path: string): RegExp => new RegExp(`${escapeRegExp(path)}$`);

/** A URL on one record of a screen: the builder with a UUID (`atRecord(adminPaths.blog)`). */
export const atRecord = (build: (id: string) => string): RegExp =>
  new RegExp(`${escapeRegExp(build(':id')).replace(':id', '[0-9a-f-]{36}')}$`);

/** Where the API answers (the web's api client uses the same base, apps/web/src/config/env.ts). */
export const API_BASE = '/api/v1';

/** An API path as the journeys call it: `apiPath('/jobs')` is `/api/v1/jobs`. */
export const apiPath = (path: string): string => `${API_BASE}${path}`;
