import { useCallback, useContext, useEffect, useState } from 'react';
import type { ImageSize } from './canvas-compress';
import { InsertImageServicesContext } from './insert-image.services';
import { isAllowedImageType } from './validation';

/** The file to upload: the one chosen, or what legacy compression made of it. */
export interface ChosenFile {
  blob: Blob;
  name: string;
  type: string;
  size: number;
}

export function chosenFile(blob: Blob, name: string): ChosenFile {
  return { blob, name, type: blob.type, size: blob.size };
}

/** Spec §4: the source is a URL or a file; choosing one clears the other. */
export function useImageSource() {
  const { readImageSize } = useContext(InsertImageServicesContext);
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [size, setSize] = useState<{ of: ChosenFile; size: ImageSize } | null>(null);

  useEffect(() => {
    if (!file || !isAllowedImageType(file)) return;
    let current = true;
    void readImageSize(file.blob).then((read) => {
      if (current && read) setSize({ of: file, size: read });
    });
    return () => {
      current = false;
    };
  }, [file, readImageSize]);

  const chooseFile = useCallback((picked: File) => {
    setFile(chosenFile(picked, picked.name));
    setUrl('');
  }, []);

  const changeUrl = useCallback((value: string) => {
    setUrl(value);
    if (value) setFile(null);
  }, []);

  return {
    url,
    file,
    /** The decoded size of the current file, once known. */
    dimensions: size && size.of === file ? size.size : null,
    chooseFile,
    changeUrl,
    replaceFile: setFile,
  };
}
