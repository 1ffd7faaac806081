// The frontend's API types, made from openapi.json by openapi-typescript: `npm run openapi` writes
// them right after openapi.json; with --check (`npm run openapi:check`, which CI runs) this exits 1
// when the committed file is not what openapi.json makes, as sync-openapi does for openapi.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const documentFile = fileURLToPath(new URL('../openapi.json', import.meta.url));
const target = fileURLToPath(new URL('../frontend/src/api/openapi.d.ts', import.meta.url));

const HEADER = `/**
 * The API's request and response shapes as openapi.json describes them (openapi-typescript, run by
 * \`npm run openapi\`). CI fails when this file and the document differ: change the backend's DTOs
 * and their Swagger decorators, then regenerate; the frontend's api files alias these types.
 */

`;

const ast = await openapiTS(JSON.parse(readFileSync(documentFile, 'utf8')), {
  // A `default` is what the server does with a field left out, not a promise that it is sent.
  defaultNonNullable: false,
  // `PublicPostDto` and the others at the top level, beside `components['schemas'][...]`.
  rootTypes: true,
  rootTypesNoSchemaPrefix: true,
  silent: true,
});
const types = HEADER + astToString(ast);

if (!process.argv.includes('--check')) {
  writeFileSync(target, types);
  console.log(`Wrote ${target}`);
} else if (readFileSync(target, 'utf8') !== types) {
  console.error('frontend/src/api/openapi.d.ts is stale: run "npm run openapi" and commit the result');
  process.exit(1);
} else {
  console.log('frontend/src/api/openapi.d.ts is up to date');
}
