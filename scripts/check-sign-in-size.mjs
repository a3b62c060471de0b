// The sign-in page's JavaScript budget (issue 18, item 4): everything /login loads before it can be
// used — the entry chunk, the sign-in screen's chunk and every chunk they import statically, as
// Vite's manifest of the last build lists them — gzipped (level 9, as the server sends it to
// clients without brotli). Prints each file, the gzip and brotli totals; exits non-zero over the
// budget or without a build. `npm test` runs it right after the build; a built folder other than apps/web/dist may be
// named as the argument.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The goal: 170 kB. Met since the page stopped loading TanStack Query (decision 021), MUI's
 * CSS-variables provider and React Router's development build (docs/performance.md).
 */
const BUDGET_BYTES = 170_000;
/** The sign-in screen's module, as the manifest names it (its lazy route in app/router.tsx). */
const SIGN_IN_SCREEN = 'src/features/auth/routes/login-page.tsx';

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} */
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length !== 1 || !manifest[SIGN_IN_SCREEN]) {
  console.error(`The manifest must have one entry and ${SIGN_IN_SCREEN}; found ${entries}.`);
  process.exit(1);
}

/** The manifest keys a start loads: itself and its static imports, theirs too. */
function staticClosure(start, found = new Set()) {
  if (!found.has(start)) {
    found.add(start);
    for (const imported of manifest[start].imports ?? []) {
      staticClosure(imported, found);
    }
  }
  return found;
}

const loaded = staticClosure(SIGN_IN_SCREEN, staticClosure(entries[0]));
const files = [...loaded].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
const sizes = files
  .map((file) => {
    const content = fs.readFileSync(path.join(dist, file));
    return {
      file,
      gzip: zlib.gzipSync(content, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(content, brotliOptions).length,
    };
  })
  .sort((a, b) => b.gzip - a.gzip);
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
const brotliTotal = sizes.reduce((sum, { brotli }) => sum + brotli, 0);

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
for (const { file, gzip } of sizes) {
  console.log(`  ${kB(gzip).padStart(9)}  ${file}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `Sign-in page JavaScript: ${kB(total)} gzip (${kB(brotliTotal)} brotli), ${verdict} the ` +
    `${kB(BUDGET_BYTES)} gzip budget.`,
);
process.exitCode = total <= BUDGET_BYTES ? 0 : 1;
