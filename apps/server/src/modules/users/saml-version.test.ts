/**
 * Security requirement 11: the SAML library in use is @node-saml/node-saml 5.1.0 or later (earlier
 * versions accepted a response whose signature did not cover the assertion read). Reads the
 * version installed, not the one the lockfile asks for.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';

/** The package.json of the installed package, found from its entry point. */
function installedVersion(name: string): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    dir = path.dirname(dir);
  }
  return (
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

const atLeast = (version: string, minimum: [number, number, number]) => {
  const parts = version.split(/[.-]/).slice(0, 3).map(Number);
  for (let i = 0; i < 3; i++) {
    if (parts[i]! !== minimum[i]) {
      return parts[i]! > minimum[i]!;
    }
  }
  return true;
};

it('uses @node-saml/node-saml 5.1.0 or later', () => {
  const version = installedVersion('@node-saml/node-saml');
  expect(version, version).toSatisfy((v: string) => atLeast(v, [5, 1, 0]));
});

it('compares versions by number, part by part', () => {
  expect(atLeast('5.1.0', [5, 1, 0])).toBe(true);
  expect(atLeast('5.0.9', [5, 1, 0])).toBe(false);
  expect(atLeast('5.10.0', [5, 1, 0])).toBe(true);
  expect(atLeast('4.99.99', [5, 1, 0])).toBe(false);
  expect(atLeast('6.0.0', [5, 1, 0])).toBe(true);
});
