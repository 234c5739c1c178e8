/** Where the API looks for the ranking extension (src/db/sqlite-rank.ts). */
export const rankExtensionFile: string;
/** Builds the ranking extension when missing or older than its source; returns its path or throws why not. */
export function buildRankExtension(out?: string): string;
