import { createContext } from 'react';
import { useImageUpload } from '../../../api/image-upload';
import { compressInCanvas, readImageSize } from './canvas-compress';

export type UploadImage = ReturnType<typeof useImageUpload>;

/**
 * What the dialog needs from the browser and the network beyond RTK Query: the XHR upload and the
 * canvas. jsdom has neither a working upload target nor a canvas, so tests provide their own.
 */
export interface InsertImageServices {
  /** A hook: called once per render at the top of the dialog. */
  useUpload: () => UploadImage;
  compressImage: typeof compressInCanvas;
  readImageSize: typeof readImageSize;
}

export const InsertImageServicesContext = createContext<InsertImageServices>({
  useUpload: useImageUpload,
  compressImage: compressInCanvas,
  readImageSize,
});
