import type { HighlightType } from './highlights.ts';

/**
 * Embeds come only from these providers: we keep the provider and the video's or episode's id and
 * build the player's address ourselves, so no stored URL ever reaches an iframe. The player
 * origins are the only third-party frames the CSP allows.
 */
export const EMBED_PROVIDERS = ['youtube', 'vimeo', 'spotify'] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];
export const EMBED_PROVIDER_LABEL: Record<EmbedProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo', spotify: 'Spotify' };
export const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://open.spotify.com'] as const;
/** A video embeds from YouTube or Vimeo, a podcast episode from Spotify. */
export const EMBED_PROVIDERS_FOR_TYPE: Record<HighlightType, readonly EmbedProvider[]> = { video: ['youtube', 'vimeo'], podcast: ['spotify'], article: [], news: [] };

const EMBED_ID: Record<EmbedProvider, RegExp> = { youtube: /^[A-Za-z0-9_-]{11}$/, vimeo: /^\d{1,12}$/, spotify: /^[A-Za-z0-9]{22}$/ };

export type Embed = { provider: EmbedProvider; id: string };

export const isEmbedId = (provider: EmbedProvider, id: string): boolean => EMBED_ID[provider].test(id);

/** The player's address, built from the provider and the id only. */
export function embedSrc({ provider, id }: Embed): string {
  if (!isEmbedId(provider, id)) throw new Error(`invalid ${provider} id`);
  if (provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${id}`;
  if (provider === 'vimeo') return `https://player.vimeo.com/video/${id}`;
  return `https://open.spotify.com/embed/episode/${id}`;
}

/** The address people know (what the editor pasted, normalised). */
export function embedPageUrl({ provider, id }: Embed): string {
  if (provider === 'youtube') return `https://www.youtube.com/watch?v=${id}`;
  if (provider === 'vimeo') return `https://vimeo.com/${id}`;
  return `https://open.spotify.com/episode/${id}`;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);

/**
 * A pasted link → provider and id, or null for anything else (another site, another kind of page,
 * `javascript:`). Accepts the usual forms: youtube.com/watch?v=, youtu.be/, /embed/, /shorts/,
 * /live/; vimeo.com/123 and player.vimeo.com/video/123; open.spotify.com/episode/… (also /embed/
 * and a locale prefix such as /intl-pt/).
 */
export function parseEmbedUrl(text: string): Embed | null {
  // No URL class here (the contract has neither DOM nor Node types): the parts are read by pattern,
  // and anything with credentials, a port or odd characters in the host is refused.
  const match = /^https?:\/\/([a-z0-9.-]+)(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i.exec(text.trim());
  if (!match) return null;
  const host = match[1]!.toLowerCase();
  const parts = (match[2] ?? '').split('/').filter(Boolean);
  const query = new Map((match[3] ?? '').split('&').map((pair) => pair.split('=') as [string, string | undefined]));
  const found = (provider: EmbedProvider, id: string | null | undefined): Embed | null => (id && isEmbedId(provider, id) ? { provider, id } : null);
  if (host === 'youtu.be') return parts.length === 1 ? found('youtube', parts[0]) : null;
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === 'watch') return found('youtube', query.get('v'));
    if (parts.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(parts[0]!)) return found('youtube', parts[1]);
    return null;
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com') return parts.length >= 1 && parts.length <= 2 ? found('vimeo', parts[0]) : null;
  if (host === 'player.vimeo.com') return parts.length === 2 && parts[0] === 'video' ? found('vimeo', parts[1]) : null;
  if (host === 'open.spotify.com') {
    const rest = parts[0]?.startsWith('intl-') ? parts.slice(1) : parts;
    const path = rest[0] === 'embed' ? rest.slice(1) : rest;
    return path.length === 2 && path[0] === 'episode' ? found('spotify', path[1]) : null;
  }
  return null;
}

export const EMBED_NOT_ALLOWED = 'Use um link de vídeo do YouTube ou do Vimeo, ou de um episódio do Spotify.';
