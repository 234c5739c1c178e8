/**
 * The oldest Node.js the API runs on: the `engines` of the root package.json (">=22"; node-version.test.ts holds
 * the two together). On an older Node.js the native packages fail in ways that do not say why — better-sqlite3 built
 * for Node.js 24 segfaulted the API tests on Node.js 20 — so the test set-up and the server check it first and say so.
 */
export const MINIMUM_NODE_MAJOR = 22;

/** A plain message when `version` is older than MINIMUM_NODE_MAJOR, null when it will do. */
export function unsupportedNode(what: string, version: string = process.versions.node): string | null {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  if (Number.isInteger(major) && major >= MINIMUM_NODE_MAJOR) return null;
  return (
    `${what} needs Node.js ${MINIMUM_NODE_MAJOR} or newer (package.json "engines"; Node.js 24 LTS recommended), ` +
    `but runs on Node.js ${version} (${process.execPath}). Put a newer Node.js first on PATH, or run \`npm test\` / ` +
    '`npm start`, which bring Node.js 24 themselves.'
  );
}
