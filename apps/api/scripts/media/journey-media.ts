/**
 * The journey's narrated media (run by journey-media.sh): videos are a title card for as long as
 * the pt-BR narration lasts (WebM: VP8 + Opus, with WebVTT captions timed per sentence), audio is
 * the narration as Ogg Opus. The scripts are in narration-scripts.ts; the measured durations go to
 * apps/api/src/modules/journey/seed/media-durations.ts.
 *
 *   node apps/api/scripts/media/journey-media.ts <output dir>
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEDIA } from '../../src/modules/journey/seed/seed-types.ts';
import { JOURNEY_NARRATIONS } from './narration-scripts.ts';
import { ffmpeg, narrate, probeSeconds, writeDurationsModule, writeVtt } from './narration.ts';

type Name = keyof typeof JOURNEY_NARRATIONS;
type Item = { name: Name; kind: 'video'; title: string; subtitle: string; color: string } | { name: Name; kind: 'audio' };

const ITEMS: Item[] = [
  { name: 'logica-boas-vindas', kind: 'video', title: 'Lógica de programação', subtitle: 'Pensar em passos pequenos', color: '0x1e3a8a' },
  { name: 'git-primeiro-commit', kind: 'video', title: 'Git: o primeiro commit', subtitle: 'Mensagens que explicam o porquê', color: '0x065f46' },
  { name: 'dica-linkedin', kind: 'audio' },
  { name: 'entrevista-star', kind: 'audio' },
];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const out = path.resolve(process.argv[2] ?? path.join(repoRoot, 'apps/web/public/media/journey'));
const durationsModule = path.join(repoRoot, 'apps/api/src/modules/journey/seed/media-durations.ts');
const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-journey-'));
const durations: Record<string, number> = {};

for (const item of ITEMS) {
  const narration = narrate(tmp, item.name, JOURNEY_NARRATIONS[item.name]);
  let file: string;
  if (item.kind === 'video') {
    file = `${item.name}.webm`;
    // Text files avoid escaping ':' and quotes inside the filter graph.
    const titleFile = path.join(tmp, `${item.name}.title`);
    const subtitleFile = path.join(tmp, `${item.name}.subtitle`);
    fs.writeFileSync(titleFile, item.title);
    fs.writeFileSync(subtitleFile, item.subtitle);
    const text = (f: string, size: number, color: string, dy: number) =>
      `drawtext=fontfile=${font}:textfile=${f}:fontcolor=${color}:fontsize=${size}:x=(w-text_w)/2:y=(h-text_h)/2${dy >= 0 ? '+' : ''}${dy}`;
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `color=c=${item.color}:s=640x360:r=4:d=${narration.seconds.toFixed(3)}`,
      '-i',
      narration.wav,
      '-vf',
      `${text(titleFile, 40, 'white', -30)},${text(subtitleFile, 22, 'white@0.85', 35)}`,
      '-g',
      '20',
      '-c:v',
      'libvpx',
      '-b:v',
      '40k',
      '-c:a',
      'libopus',
      '-b:a',
      '24k',
      '-ac',
      '1',
      '-shortest',
      path.join(out, file),
    ]);
    writeVtt(path.join(out, `${item.name}.vtt`), narration.cues);
  } else {
    file = `${item.name}.ogg`;
    ffmpeg(['-i', narration.wav, '-c:a', 'libopus', '-b:a', '24k', '-ac', '1', path.join(out, file)]);
  }
  durations[`${MEDIA}/${file}`] = probeSeconds(path.join(out, file));
}
fs.rmSync(tmp, { recursive: true, force: true });
writeDurationsModule(durationsModule, 'JOURNEY_MEDIA_SECONDS', 'Seconds of each seeded journey video and audio, by media URL.', durations);
for (const [url, seconds] of Object.entries(durations)) {
  console.log(`${url}: ${seconds.toFixed(1)} s, ${Math.round(fs.statSync(path.join(out, path.basename(url))).size / 1024)} KB`);
}
