import { readTextLimited } from '../archive/read-limited.js';
import { type ArchiveFiles, ImportRefusedError } from '../import-source.js';
import { FOLIO_EXPORT_FORMAT, FOLIO_EXPORT_VERSION, type FolioManifest, MANIFEST_PATH } from './folio-archive-format.js';

const SHA256 = /^[a-f0-9]{64}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Reads and checks an archive's manifest.json; refuses the archive, naming the problem, when it is not one Folio can read. */
export async function readFolioManifest(files: ArchiveFiles, maxBytes: number): Promise<FolioManifest> {
  if (!files.has(MANIFEST_PATH)) throw new ImportRefusedError('The Folio export has no manifest.json');
  const text = await readTextLimited(await files.open(MANIFEST_PATH), maxBytes, 'The manifest.json of the Folio export');
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    throw new ImportRefusedError(`The manifest.json of the Folio export is not valid JSON (${(error as Error).message})`);
  }
  if (!isRecord(manifest) || manifest.format !== FOLIO_EXPORT_FORMAT) {
    throw new ImportRefusedError(`The manifest.json does not describe a Folio export (format is not "${FOLIO_EXPORT_FORMAT}")`);
  }
  const { version } = manifest;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new ImportRefusedError('The manifest.json of the Folio export has no valid version');
  }
  if (version > FOLIO_EXPORT_VERSION) {
    throw new ImportRefusedError(
      `The Folio export is of format version ${version}, newer than this Folio reads (${FOLIO_EXPORT_VERSION}): update Folio, then import it`,
    );
  }
  if (!isRecord(manifest.files)) throw new ImportRefusedError('The manifest.json of the Folio export lists no files');
  for (const [path, entry] of Object.entries(manifest.files)) {
    if (!isRecord(entry) || typeof entry.sha256 !== 'string' || !SHA256.test(entry.sha256) || typeof entry.size !== 'number') {
      throw new ImportRefusedError(`The manifest.json of the Folio export has no valid sha256 and size for ${JSON.stringify(path)}`);
    }
    if (!files.has(path)) throw new ImportRefusedError(`The Folio export lacks ${JSON.stringify(path)}, which its manifest lists`);
  }
  return manifest as unknown as FolioManifest;
}
