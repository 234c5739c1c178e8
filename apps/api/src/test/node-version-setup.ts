import { unsupportedNode } from '../config/node-version';

/**
 * The first global set-up of the API tests: on a Node.js older than `engines` it stops the run with a sentence that
 * names the version needed, before better-sqlite3 (built for the supported Node.js) can crash a worker.
 */
export default function checkNodeVersion(): void {
  const problem = unsupportedNode('The API tests');
  if (problem) throw new Error(problem);
}
