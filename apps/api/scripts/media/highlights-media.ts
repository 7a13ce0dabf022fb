/**
 * Writes the seed highlights' thumbnails (SVG) and, when ffmpeg is installed, their short demo
 * media (WebM video, MP3 audio) into apps/web/public/media/highlights/. The output is committed,
 * so a fresh machine needs neither this script nor ffmpeg. Existing media files are kept;
 * pass --force to rebuild them.
 *
 *   node apps/api/scripts/media/highlights-media.ts [--force]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { highlightSeeds, mediaUrl, thumbnailUrl } from '../../src/modules/highlights/seed/highlight-seeds.ts';
import { thumbnailSvg } from './thumbnail-svg.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const publicDir = path.join(repoRoot, 'apps/web/public');
const force = process.argv.includes('--force');
const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;

// A short C-major arpeggio as the "jingle" of every demo clip; each clip gets its own transposition.
function jingleFilter(shift: number, seconds: number): string {
  const notes = [261.63, 329.63, 392.0, 523.25].map((f) => (f * 2 ** (shift / 12)).toFixed(2));
  const tones = notes.map((f, i) => `sin(2*PI*${f}*t)*between(t,${i * 0.5},${seconds})*exp(-1.2*(t-${i * 0.5}))`).join('+');
  return `aevalsrc='0.18*(${tones})':s=44100:d=${seconds}`;
}

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

let thumbnails = 0;
let media = 0;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-media-'));
highlightSeeds.forEach((seed, index) => {
  const svgPath = path.join(publicDir, thumbnailUrl(seed.slug));
  fs.mkdirSync(path.dirname(svgPath), { recursive: true });
  fs.writeFileSync(svgPath, thumbnailSvg(seed.slug, seed.type, seed.title));
  thumbnails++;
  const url = mediaUrl(seed);
  if (!url) return;
  const out = path.join(publicDir, url);
  if (fs.existsSync(out) && !force) return;
  if (!hasFfmpeg) {
    console.warn(`ffmpeg não encontrado: ${url} não foi gerado.`);
    return;
  }
  const shift = index % 5;
  if (seed.type === 'podcast') {
    ffmpeg(['-f', 'lavfi', '-i', jingleFilter(shift, 8), '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '48k', out]);
  } else {
    // The cover slowly zooms in while the jingle plays: six seconds, 640×360, VP9 + Opus.
    const frameSvg = path.join(tmp, `${seed.slug}.svg`);
    const png = path.join(tmp, `${seed.slug}.png`);
    fs.writeFileSync(frameSvg, thumbnailSvg(seed.slug, seed.type, seed.title, { withTitle: true }));
    ffmpeg(['-i', frameSvg, '-frames:v', '1', png]);
    ffmpeg([
      '-loop',
      '1',
      '-i',
      png,
      '-f',
      'lavfi',
      '-i',
      jingleFilter(shift, 6),
      '-filter_complex',
      "[0:v]scale=1280:720,zoompan=z='1+0.0004*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=144:s=640x360:fps=24,format=yuv420p[v]",
      '-map',
      '[v]',
      '-map',
      '1:a',
      '-t',
      '6',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '110k',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-c:a',
      'libopus',
      '-b:a',
      '32k',
      out,
    ]);
  }
  media++;
});
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`${thumbnails} capas e ${media} mídias geradas em ${path.relative(repoRoot, path.join(publicDir, 'media/highlights'))}`);
