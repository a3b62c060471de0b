/**
 * The OpenAPI document exactly as the server serves it (GET /api/docs/json), read from the app on
 * a fresh in-memory database, and the client types generated from it: for the lint step
 * (write-openapi.ts) and the contract test, which checks the committed types are up to date.
 */
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';
import { buildApp } from '../../src/app';
import { createTestDatabase } from '../fixtures/test-database';

/** The generated `paths` and `components` types the typed client (openapi-fetch) is checked by. */
export const CLIENT_TYPES_FILE = path.join(import.meta.dirname, 'api-types.ts');

export async function readOpenApiDocument(): Promise<OpenAPI3> {
  const database = await createTestDatabase();
  const app = await buildApp({ database: database.handle, logger: false });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) {
      throw new Error(`GET /api/docs/json answered ${res.statusCode}: ${res.body}`);
    }
    return res.json<OpenAPI3>();
  } finally {
    await app.close();
    await database.drop();
  }
}

/** The source of CLIENT_TYPES_FILE for a document, formatted as the repository's Prettier does. */
export async function clientTypesSource(document: OpenAPI3): Promise<string> {
  const types = astToString(await openapiTS(document, { silent: true }));
  const source = `// Generated from the OpenAPI document by openapi-typescript: do not edit. Regenerate with
// \`npm run openapi:types -w @airboard/server\` after changing a route's schema.
${types}`;
  const options = await prettier.resolveConfig(CLIENT_TYPES_FILE);
  return prettier.format(source, { ...options, filepath: CLIENT_TYPES_FILE });
}
