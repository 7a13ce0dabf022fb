import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const media = path.resolve(import.meta.dirname, '../../../web/public/media');

/** Real media the repository ships (decision 1324), read as bytes. */
export const realMedia = {
  mp3: () => fs.readFileSync(path.join(media, 'highlights/podcast-primeiro-emprego-em-ti.mp3')),
  webm: () => fs.readFileSync(path.join(media, 'highlights/video-git-para-iniciantes.webm')),
  ogg: () => fs.readFileSync(path.join(media, 'journey/dica-linkedin.ogg')),
  pdf: () => fs.readFileSync(path.join(media, 'journey/guia-git-essencial.pdf')),
};

/**
 * An image of `width`×`height` in `format`, made by sharp: one colour (a few hundred bytes), or
 * random noise (about width × height × 3 bytes, for the size limits).
 */
export async function image(format: 'png' | 'jpeg' | 'webp', width = 1200, height = 800, noise = false): Promise<Buffer> {
  const source = noise
    ? sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: { r: 18, g: 110, b: 130 } } });
  return source.toFormat(format).toBuffer();
}

/** The head of an MP4 file (an ISO base media `ftyp` box, brand `isom`, or `M4A ` for sound only) and some payload. */
export function mp4(brand: 'isom' | 'M4A ' = 'isom'): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftyp'), Buffer.from(brand), Buffer.from([0, 0, 2, 0]), Buffer.from(`${brand}iso2`)]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0x10, 0x08]), Buffer.from('mdat'), Buffer.alloc(0x1000, 7)]);
  return Buffer.concat([ftyp, mdat]);
}
