import type { Migration } from 'kysely';

import * as core from './2026-11-21T0000-core';

/** Every migration, in order. Bundled with the app, so the built server needs no migration folder. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T0000-core': core,
};
