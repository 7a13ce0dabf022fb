import { describe, expect, it } from 'vitest';
import { safeLink, safeUrl } from './safe-url.ts';

const ORIGIN = 'https://rumo.app';

describe('safeUrl (media and file URLs from data)', () => {
  it.each([
    ['/media/journey/boas-vindas.webm', '/media/journey/boas-vindas.webm'],
    ['/media/highlights/cast.mp3?v=2#t=10', '/media/highlights/cast.mp3?v=2#t=10'],
    ['https://rumo.app/media/x.pdf', '/media/x.pdf'],
    ['https://cdn.example.com/x.mp4', 'https://cdn.example.com/x.mp4'],
    ['http://cdn.example.com/x.mp3', 'http://cdn.example.com/x.mp3'],
  ])('keeps %j as %j', (url, src) => {
    expect(safeUrl(url, ORIGIN)).toBe(src);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data:video/mp4;base64,AAAA'],
    ['blob:https://rumo.app/0f0e'],
    ['file:///etc/passwd'],
    ['vbscript:msgbox(1)'],
    ['//evil.example/x.mp4'],
    ['/\\evil.example/x.mp4'],
    ['media/x.mp4'],
    ['https://'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (url) => {
    expect(safeUrl(url, ORIGIN)).toBeNull();
  });

  it('tells a link to another site from one on our own host', () => {
    expect(safeLink('https://empresa.com.br/vagas', ORIGIN)).toEqual({ href: 'https://empresa.com.br/vagas', external: true });
    expect(safeLink('/jobs/abc', ORIGIN)).toEqual({ href: '/jobs/abc', external: false });
  });

  it('uses the page origin when none is given', () => {
    expect(safeUrl(`${window.location.origin}/media/a.mp3`)).toBe('/media/a.mp3');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
  });
});
