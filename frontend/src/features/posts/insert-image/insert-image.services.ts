import { createContext } from 'react';
import { useImageUpload } from '../../images';
import { compressInCanvas, readImageSize } from './canvas-compress';
import { measureImage } from './measure-image';

export type UploadImage = ReturnType<typeof useImageUpload>;

/**
 * What the dialog needs from the browser and the network beyond RTK Query: the XHR upload, the
 * canvas and image loading. jsdom has neither a working upload target, nor a canvas, nor image
 * loading, so tests provide their own.
 */
export interface InsertImageServices {
  /** A hook: called once per render at the top of the dialog. */
  useUpload: () => UploadImage;
  compressImage: (file: Blob) => ReturnType<typeof compressInCanvas>;
  readImageSize: typeof readImageSize;
  measureImage: typeof measureImage;
}

export const InsertImageServicesContext = createContext<InsertImageServices>({
  useUpload: useImageUpload,
  compressImage: (file) => compressInCanvas(file),
  readImageSize,
  measureImage,
});
