/**
 * `tsx test/openapi/write-openapi.ts <file>` writes the served OpenAPI document to a file for the
 * linter (npm run lint:openapi); `--types` regenerates the committed client types instead
 * (npm run openapi:types).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_TYPES_FILE, clientTypesSource, readOpenApiDocument } from './openapi-document';

const [target] = process.argv.slice(2);
if (!target) {
  throw new Error('usage: write-openapi.ts <document.json> | --types');
}
const document = await readOpenApiDocument();
if (target === '--types') {
  fs.writeFileSync(CLIENT_TYPES_FILE, await clientTypesSource(document));
  console.log(`wrote ${path.relative(process.cwd(), CLIENT_TYPES_FILE)}`);
} else {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`wrote ${target}`);
}
