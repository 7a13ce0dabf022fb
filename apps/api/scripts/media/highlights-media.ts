/**
 * Writes the seed highlights' thumbnails (SVG) and, when ffmpeg and espeak-ng are installed, their
 * media into apps/web/public/media/highlights/: each video is the cover with its title and a pt-BR
 * narration (WebM: VP9 + Opus, with WebVTT captions), each podcast a short jingle followed by the
 * narration (MP3 mono). The scripts are in narration-scripts.ts. The measured durations go to
 * apps/api/src/modules/highlights/seed/media-durations.ts, which the seed turns into minutes.
 * The output is committed, so a fresh machine needs none of these tools. Existing media files
 * are kept; pass --force to rebuild them.
 *
 *   apt-get install -y ffmpeg espeak-ng && node apps/api/scripts/media/highlights-media.ts [--force]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { highlightSeeds, mediaUrl, thumbnailUrl } from '../../src/modules/highlights/seed/highlight-seeds.ts';
import { HIGHLIGHT_NARRATIONS } from './narration-scripts.ts';
import { ffmpeg, narrate, probeSeconds, writeDurationsModule, writeVtt } from './narration.ts';
import { thumbnailSvg } from './thumbnail-svg.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const publicDir = path.join(repoRoot, 'apps/web/public');
const durationsModule = path.join(repoRoot, 'apps/api/src/modules/highlights/seed/media-durations.ts');
const force = process.argv.includes('--force');
const hasTools = ['ffmpeg', 'ffprobe', 'espeak-ng'].every((tool) => spawnSync(tool, ['--version']).status === 0 || spawnSync(tool, ['-version']).status === 0);

const JINGLE_SECONDS = 4;

// A short C-major arpeggio as the podcasts' intro; each episode gets its own transposition.
function jingleFilter(shift: number, seconds: number): string {
  const notes = [261.63, 329.63, 392.0, 523.25].map((f) => (f * 2 ** (shift / 12)).toFixed(2));
  const tones = notes.map((f, i) => `sin(2*PI*${f}*t)*between(t,${i * 0.5},${seconds})*exp(-1.2*(t-${i * 0.5}))`).join('+');
  return `aevalsrc='0.18*(${tones})':s=22050:d=${seconds}`;
}

function podcast(narrationWav: string, shift: number, out: string): void {
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    jingleFilter(shift, JINGLE_SECONDS),
    '-i',
    narrationWav,
    '-filter_complex',
    `[0:a]afade=t=out:st=${JINGLE_SECONDS - 1}:d=1[j];[j][1:a]concat=n=2:v=0:a=1,aformat=channel_layouts=mono[a]`,
    '-map',
    '[a]',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '40k',
    out,
  ]);
}

/** The cover with its title, still, for as long as the narration lasts: 640×360 at 4 fps, a key frame every 5 s. */
function video(coverPng: string, narrationWav: string, out: string): void {
  ffmpeg([
    '-loop',
    '1',
    '-framerate',
    '4',
    '-i',
    coverPng,
    '-i',
    narrationWav,
    '-vf',
    'scale=640:360,format=yuv420p',
    '-shortest',
    '-g',
    '20',
    '-c:v',
    'libvpx-vp9',
    '-crf',
    '40',
    '-b:v',
    '0',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-c:a',
    'libopus',
    '-b:a',
    '24k',
    '-ac',
    '1',
    out,
  ]);
}

let thumbnails = 0;
let media = 0;
const durations: Record<string, number> = {};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-media-'));
highlightSeeds.forEach((seed, index) => {
  const svgPath = path.join(publicDir, thumbnailUrl(seed.slug));
  fs.mkdirSync(path.dirname(svgPath), { recursive: true });
  fs.writeFileSync(svgPath, thumbnailSvg(seed.slug, seed.type, seed.title));
  thumbnails++;
  const url = mediaUrl(seed);
  if (!url) return;
  const out = path.join(publicDir, url);
  if (!hasTools) {
    console.warn(`ffmpeg, ffprobe ou espeak-ng não encontrado: ${url} não foi gerado.`);
    return;
  }
  if (!fs.existsSync(out) || force) {
    const script = HIGHLIGHT_NARRATIONS[seed.slug];
    if (!script) throw new Error(`Sem roteiro de narração para ${seed.slug} em narration-scripts.ts`);
    const narration = narrate(tmp, seed.slug, script);
    if (seed.type === 'podcast') podcast(narration.wav, index % 5, out);
    else {
      const frameSvg = path.join(tmp, `${seed.slug}.svg`);
      const png = path.join(tmp, `${seed.slug}.png`);
      fs.writeFileSync(frameSvg, thumbnailSvg(seed.slug, seed.type, seed.title, { withTitle: true }));
      ffmpeg(['-i', frameSvg, '-frames:v', '1', png]);
      video(png, narration.wav, out);
      writeVtt(out.replace(/\.webm$/, '.vtt'), narration.cues);
    }
    media++;
  }
  durations[url] = probeSeconds(out);
});
fs.rmSync(tmp, { recursive: true, force: true });
if (hasTools) {
  writeDurationsModule(durationsModule, 'HIGHLIGHT_MEDIA_SECONDS', 'Seconds of each seeded highlight video and podcast, by media URL.', durations);
}
console.log(`${thumbnails} capas e ${media} mídias geradas em ${path.relative(repoRoot, path.join(publicDir, 'media/highlights'))}`);
for (const [url, seconds] of Object.entries(durations)) {
  console.log(`${url}: ${seconds.toFixed(1)} s, ${Math.round(fs.statSync(path.join(publicDir, url)).size / 1024)} KB`);
}
