import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import checkNodeVersion from '../test/node-version-setup';
import { MINIMUM_NODE_MAJOR, unsupportedNode } from './node-version';

const rootPackage = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
};

describe('the Node.js version check (test set-up and server start)', () => {
  it('asks for the version package.json engines names', () => {
    expect(rootPackage.engines.node).toBe(`>=${MINIMUM_NODE_MAJOR}`);
  });

  it('matches what npm test, npm start and CI bring when the machine has an older Node.js (Node.js 24 LTS)', () => {
    const runtime = readFileSync(new URL('../../../../scripts/lib/runtime.mjs', import.meta.url), 'utf8');
    expect(runtime).toMatch(/export const NODE_RUNTIME_VERSION = '24\.\d+\.\d+';/);
    expect(runtime).toContain(`export const MINIMUM_MAJOR = ${MINIMUM_NODE_MAJOR};`);
    // This run itself: the API tests' set-up refuses anything older.
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(MINIMUM_NODE_MAJOR);
  });

  it('names the version needed and the one found on an older Node.js', () => {
    const message = unsupportedNode('The API tests', '20.19.0');
    expect(message).toContain('The API tests needs Node.js 22 or newer');
    expect(message).toContain('runs on Node.js 20.19.0');
    expect(unsupportedNode('The API tests', 'v21.7.3')).toContain('Node.js v21.7.3');
  });

  it('lets the supported versions through, and the test set-up passes on this one', () => {
    expect(unsupportedNode('x', '22.0.0')).toBeNull();
    expect(unsupportedNode('x', '24.21.0')).toBeNull();
    expect(() => checkNodeVersion()).not.toThrow();
  });
});
