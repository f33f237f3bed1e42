// Writes the seed's Strapi 5 content model (strapi-model.ts) into infra/strapi: its content
// types under src/api and its components under src/components, removing any file of those
// folders the model no longer has. Run after changing the seed's shape:
//   npx tsx infra/cms/src/write-strapi-model.ts
// A test (strapi-model.test.ts) fails while the files differ from the model.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_TYPES } from './content-types';
import { strapiModelFiles } from './strapi-model';

export const STRAPI_DIR = path.resolve(import.meta.dirname, '../../strapi');
/** The folders of the Strapi project the model owns entirely. */
export const MODEL_FOLDERS = ['src/api', 'src/components'] as const;

/** Every file under the model's folders, as paths relative to the Strapi project. */
export const modelFilesOnDisk = (): string[] =>
  MODEL_FOLDERS.flatMap((folder) => {
    const root = path.join(STRAPI_DIR, folder);
    try {
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(STRAPI_DIR, path.join(entry.parentPath, entry.name)));
    } catch {
      return [];
    }
  });

if (process.argv[1] === import.meta.filename) {
  const files = strapiModelFiles(CONTENT_TYPES);
  for (const folder of MODEL_FOLDERS)
    rmSync(path.join(STRAPI_DIR, folder), { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(STRAPI_DIR, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
  console.log(`strapi model: ${files.length} files written under ${STRAPI_DIR}`);
}
