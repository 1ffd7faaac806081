import { useContext, useEffect, useState } from 'react';
import type { ImageMeasurement } from './external-image';
import { InsertImageServicesContext } from './insert-image.services';

/** The measurement of the image at `src` ('' for none), once it has loaded. */
export function useImageMeasurement(src: string): ImageMeasurement | null {
  const { measureImage } = useContext(InsertImageServicesContext);
  const [measured, setMeasured] = useState<{ src: string; measurement: ImageMeasurement } | null>(null);

  useEffect(() => {
    if (!src) return;
    const controller = new AbortController();
    void measureImage(src, controller.signal).then((measurement) => {
      if (measurement && !controller.signal.aborted) setMeasured({ src, measurement });
    });
    return () => controller.abort();
  }, [src, measureImage]);

  return measured?.src === src ? measured.measurement : null;
}
