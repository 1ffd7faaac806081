import { useEffect, useState } from 'react';

/**
 * A `data:` URL of `blob` for the preview. Not an object URL: the site's Content Security Policy
 * allows `data:` images but not `blob:` ones. The file is at most 5 MB, so the copy is affordable.
 */
export function useDataUrl(blob: Blob | null): string | null {
  const [read, setRead] = useState<{ of: Blob; url: string } | null>(null);

  useEffect(() => {
    if (!blob) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ of: blob, url: reader.result });
    };
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);

  return blob && read?.of === blob ? read.url : null;
}
