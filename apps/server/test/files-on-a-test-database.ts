/**
 * The test files that have something to test on PostgreSQL: those whose imports reach
 * fixtures/test-database.ts, the one place a test's database is chosen. The PostgreSQL run
 * (TEST_DATABASE=postgres, `npm run test:api:postgres`) runs only these; every other file — pure
 * units, PGlite's own thread, server processes on their embedded database — would run exactly as
 * in the PGlite run, and took about a third of the PostgreSQL run's time.
 */
import fs from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const TEST_DATABASE = path.join(serverDir, 'test/fixtures/test-database.ts');
/** Relative imports: `from './x'`, `import './x'`, `import('./x')`. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The server project's test files (as its include/exclude say), relative to apps/server. */
export function serverTestFiles(): string[] {
  return ['src', 'test'].flatMap((folder) =>
    fs
      .readdirSync(path.join(serverDir, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => `${folder}/${file}`)
      .filter((file) => file.endsWith('.test.ts') && !file.startsWith('test/security/')),
  );
}

/** The server's test files that reach the test database, relative to apps/server. */
export function filesOnATestDatabase(): string[] {
  const importsOf = new Map<string, string[]>();
  return serverTestFiles()
    .filter((file) => reachable(path.join(serverDir, file), importsOf).has(TEST_DATABASE))
    .sort();
}

/** Every source file `file` imports, directly or through others. */
function reachable(file: string, importsOf: Map<string, string[]>): Set<string> {
  const seen = new Set<string>([file]);
  const next = [file];
  for (let current = next.pop(); current !== undefined; current = next.pop()) {
    let imports = importsOf.get(current);
    if (!imports) {
      const source = fs.readFileSync(current, 'utf8');
      imports = [...source.matchAll(RELATIVE_IMPORT)].flatMap(([, specifier]) => {
        const resolved = resolve(path.resolve(path.dirname(current), specifier!));
        return resolved ? [resolved] : [];
      });
      importsOf.set(current, imports);
    }
    for (const imported of imports.filter((candidate) => !seen.has(candidate))) {
      seen.add(imported);
      next.push(imported);
    }
  }
  return seen;
}

/** The source file of a relative import (TypeScript sources import without extension). */
function resolve(target: string): string | undefined {
  return [target, `${target}.ts`, path.join(target, 'index.ts')].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}
