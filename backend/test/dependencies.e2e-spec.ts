import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, HttpCode, Module, ParseFilePipeBuilder, Post, UploadedFile, UseInterceptors, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FileInterceptor } from '@nestjs/platform-express';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import supertest from 'supertest';

/**
 * The packages package.json's `overrides` hold back to releases that run on Node 20 still work
 * where their parents use them (`npm run check:engines` checks the engines; this, the code):
 * - file-type 21 for @nestjs/common, whose FileTypeValidator `import()`s it to read a file's magic
 *   number (@nestjs/common 12.5 asks for file-type 22, which needs Node 22);
 * - commander 14 for katex's command line (katex 0.19 asks for commander 15, Node 22.12+).
 */

const require = createRequire(import.meta.url);

/** The package.json of `name` as `from` resolves it: Node's lookup up the node_modules folders. */
function manifestAsResolvedFrom(from: string, name: string): { version: string } {
  for (let dir = path.dirname(require.resolve(`${from}/package.json`)); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8')) as { version: string };
    if (dir === path.dirname(dir)) throw new Error(`${from} resolves no ${name}`);
  }
}

@Controller('uploads')
class UploadsController {
  @Post('png')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('file'))
  png(@UploadedFile(new ParseFilePipeBuilder().addFileTypeValidator({ fileType: 'image/png' }).build()) file: { originalname: string; size: number }) {
    return { name: file.originalname, size: file.size };
  }
}

@Module({ controllers: [UploadsController] })
class UploadsModule {}

describe('dependencies held back for Node 20 (package.json overrides)', () => {
  describe("file-type 21 under Nest's FileTypeValidator", () => {
    let app: INestApplication;
    const upload = (bytes: Buffer, filename: string, contentType: string) =>
      supertest(app.getHttpServer()).post('/uploads/png').attach('file', bytes, { filename, contentType });

    beforeAll(async () => {
      app = await NestFactory.create(UploadsModule, { logger: false });
      await app.init();
    });
    afterAll(async () => {
      await app.close();
    });

    it('is the file-type @nestjs/common loads', () => {
      expect(manifestAsResolvedFrom('@nestjs/common', 'file-type').version).toMatch(/^21\./);
    });

    it('accepts a real PNG', async () => {
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d3557' } })
        .png()
        .toBuffer();
      const response = await upload(png, 'diagram.png', 'image/png');
      expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: { name: 'diagram.png', size: png.length } });
    });

    it('refuses a text file named and sent as a PNG', async () => {
      const response = await upload(Buffer.from('not a picture, only words\n'.repeat(20)), 'notes.png', 'image/png');
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message: 'Validation failed (file type could not be detected from its content; expected type is image/png)',
      });
    });

    it('refuses a JPEG sent as a PNG, naming the type it read from the bytes', async () => {
      const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e63946' } })
        .jpeg()
        .toBuffer();
      const response = await upload(jpeg, 'photo.png', 'image/png');
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message: 'Validation failed (current file type is image/jpeg, expected type is image/png)',
      });
    });
  });

  describe("commander 14 under katex's command line", () => {
    it('is the commander katex loads', () => {
      expect(manifestAsResolvedFrom('katex', 'commander').version).toMatch(/^14\./);
    });

    it('renders TeX read from standard input, with an option parsed', () => {
      const html = execFileSync(process.execPath, [require.resolve('katex/cli.js'), '--display-mode'], { input: 'x^2', encoding: 'utf8' });
      expect(html).toMatch(/^<span class="katex-display">/);
      expect(html).toContain('<msup><mi>x</mi><mn>2</mn></msup>');
    });
  });
});
