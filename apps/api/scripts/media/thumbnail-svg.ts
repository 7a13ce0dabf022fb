import { createHash } from 'node:crypto';
import type { HighlightType } from '@rumo/contract';

const palette: Record<HighlightType, { from: string; to: string; label: string }> = {
  article: { from: '#1e3a8a', to: '#4f46e5', label: 'ARTIGO' },
  video: { from: '#881337', to: '#e11d48', label: 'VÍDEO' },
  podcast: { from: '#3b0764', to: '#9333ea', label: 'PODCAST' },
  news: { from: '#064e3b', to: '#0d9488', label: 'NOTÍCIA' },
};

// 24×24 outline icons (same shapes as the lucide icons the web app uses for each type).
const icons: Record<HighlightType, string> = {
  article: '<path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z"/><path d="M14 2v4a2 2 0 0 0 2 2h4"/><path d="M10 9H8"/><path d="M16 13H8"/><path d="M16 17H8"/>',
  video: '<rect x="2" y="4" width="20" height="16" rx="3"/><path d="m10 9 5 3-5 3z"/>',
  podcast: '<path d="M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3Z"/><path d="M19 10v2a7 7 0 0 1-14 0v-2"/><path d="M12 19v3"/>',
  news: '<path d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-2 2Zm0 0a2 2 0 0 1-2-2v-9c0-1.1.9-2 2-2h2"/><path d="M18 14h-8"/><path d="M15 18h-5"/><path d="M10 6h8v4h-8V6Z"/>',
};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Greedy word wrap to at most `maxLines` lines, with an ellipsis when the text does not fit. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars) line = next;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.:;!?-]+\S*$/, '')}…`;
  return kept;
}

/**
 * A 16:9 cover for a highlight: the type's colours and icon on a pattern that varies per slug.
 * Covers carry no text, since the card and the page print the type and title next to them;
 * video frames (`withTitle`) show the title, as a video's opening card would.
 */
export function thumbnailSvg(slug: string, type: HighlightType, title: string, { withTitle = false } = {}): string {
  const { from, to, label } = palette[type];
  const seed = createHash('sha1').update(slug).digest();
  const cx = 380 + (seed[0]! % 200);
  const cy = 20 + (seed[1]! % 140);
  const r = 150 + (seed[2]! % 90);
  const dx = 40 + (seed[3]! % 200);
  const dots = Array.from({ length: 5 }, (_, row) => Array.from({ length: 8 }, (_, col) => `<circle cx="${dx + col * 22}" cy="${250 + row * 22}" r="2.5"/>`).join('')).join('');
  let text = '';
  let icon = `<g transform="translate(248 108) scale(6)" fill="none" stroke="#fff" stroke-width="1.25" stroke-linecap="round" stroke-linejoin="round" opacity=".95">${icons[type]}</g>`;
  if (withTitle) {
    const stripped = title.replace(/^(Vídeo|Rumo Cast #\d+):\s*/, '');
    const lines = wrapWords(stripped.charAt(0).toUpperCase() + stripped.slice(1), 30, 3);
    const firstY = 300 - (lines.length - 1) * 38;
    text = `<rect x="40" y="40" width="${label.length * 13 + 28}" height="32" rx="16" fill="#000" opacity=".25"/><text x="54" y="61" class="l">${label}</text>`;
    text += lines.map((l, i) => `<text x="40" y="${firstY + i * 38}" class="t">${escapeXml(l)}</text>`).join('');
    text += '<text x="600" y="340" text-anchor="end" class="b">Rumo</text>';
    icon = `<g transform="translate(500 60) scale(4)" fill="none" stroke="#fff" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" opacity=".9">${icons[type]}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<style>.t{font:700 30px 'DejaVu Sans',Arial,Helvetica,sans-serif;fill:#fff}.l{font:700 15px 'DejaVu Sans',Arial,Helvetica,sans-serif;fill:#fff;letter-spacing:2px}.b{font:700 18px 'DejaVu Sans',Arial,Helvetica,sans-serif;fill:#fff;opacity:.85}</style></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity=".08"/><circle cx="${cx + 60}" cy="${cy + 90}" r="${Math.round(r / 2)}" fill="#fff" opacity=".06"/>
<g fill="#fff" opacity="${withTitle ? 0 : 0.18}">${dots}</g>
${icon}
${text}
</svg>
`;
}
