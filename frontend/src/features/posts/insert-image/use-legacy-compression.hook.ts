import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useCompressionSettingsQuery } from '../../settings';
import type { ImageSize } from './canvas-compress';
import { InsertImageServicesContext } from './insert-image.services';
import { shouldOfferLegacyCompression } from './legacy-compression';
import { chosenFile, type ChosenFile } from './use-image-source.hook';
import { isAllowedImageType } from './validation';

export const LEGACY_FAILURE_MESSAGE = 'Failed to compress image. Please try a different image.';

export interface LegacySummary {
  originalBytes: number;
  compressedBytes: number;
  original: ImageSize;
  result: ImageSize;
  /** The compressed file was not smaller: the original stays. */
  keptOriginal: boolean;
}

type Status =
  | { kind: 'kept' }
  | { kind: 'compressing' }
  | { kind: 'failed' }
  | { kind: 'done'; summary: LegacySummary };

export type LegacyState = { kind: 'none' } | { kind: 'offered' } | Status;

function baseName(name: string): string {
  return name.replace(/\.[^.]+$/, '') || 'image';
}

/**
 * Spec §4/§9: a large file, when the settings enable it, gets 'Compress (Legacy)' or 'Keep original'.
 * The status belongs to one file: choosing another starts over.
 */
export function useLegacyCompression(file: ChosenFile | null, dimensions: ImageSize | null, onCompressed: (file: ChosenFile) => void) {
  const { compressImage } = useContext(InsertImageServicesContext);
  const { data: settings } = useCompressionSettingsQuery();
  const [status, setStatus] = useState<{ of: ChosenFile; status: Status } | null>(null);
  const currentFile = useRef(file);

  useEffect(() => {
    currentFile.current = file;
  }, [file]);

  let state: LegacyState = { kind: 'none' };
  if (file && status?.of === file) {
    state = status.status;
  } else if (
    file &&
    isAllowedImageType(file) &&
    shouldOfferLegacyCompression(settings, { bytes: file.size, width: dimensions?.width, height: dimensions?.height })
  ) {
    state = { kind: 'offered' };
  }

  const keepOriginal = useCallback(() => {
    if (file) setStatus({ of: file, status: { kind: 'kept' } });
  }, [file]);

  const compress = useCallback(async () => {
    if (!file) return;
    setStatus({ of: file, status: { kind: 'compressing' } });
    try {
      const compressed = await compressImage(file.blob);
      // Another file (or a URL) was chosen meanwhile: this result belongs to nothing on screen.
      if (currentFile.current !== file) return;
      const keptOriginal = compressed.blob.size >= file.size;
      const summary = {
        originalBytes: file.size,
        compressedBytes: compressed.blob.size,
        original: compressed.original,
        result: compressed.result,
        keptOriginal,
      };
      if (keptOriginal) {
        setStatus({ of: file, status: { kind: 'done', summary } });
        return;
      }
      const replacement = chosenFile(compressed.blob, `${baseName(file.name)}.${compressed.extension}`);
      setStatus({ of: replacement, status: { kind: 'done', summary } });
      onCompressed(replacement);
    } catch {
      if (currentFile.current !== file) return;
      setStatus({ of: file, status: { kind: 'failed' } });
    }
  }, [compressImage, file, onCompressed]);

  return { state, compress, keepOriginal };
}
