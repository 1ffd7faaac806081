import sharp from 'sharp';

/** The one place that runs sharp. */
export const media = {
  /** Rasterises an SVG drawing (generated covers) to WebP. */
  async svgToWebp(svg: string, quality = 80): Promise<Buffer> {
    return sharp(Buffer.from(svg)).webp({ quality }).toBuffer();
  },
};
