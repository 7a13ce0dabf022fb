import { describe, expect, it } from 'vitest';
import { safeJobLink } from './safe-url.ts';

const ORIGIN = 'https://rumo.app';

describe('safeJobLink (decision 0103: the apply link)', () => {
  it.each([
    ['https://empresa.com.br/vagas/123', 'https://empresa.com.br/vagas/123'],
    ['http://empresa.com.br/vagas?id=9#topo', 'http://empresa.com.br/vagas?id=9#topo'],
    ['HTTPS://Empresa.com.br/Vagas', 'https://empresa.com.br/Vagas'],
    ['  https://empresa.com.br/x  ', 'https://empresa.com.br/x'],
  ])('opens the absolute http(s) URL %j in a new tab', (url, href) => {
    expect(safeJobLink(url, ORIGIN)).toEqual({ href, external: true });
  });

  it.each([
    ['/jobs/abc', '/jobs/abc'],
    ['/vagas/candidatura?id=1', '/vagas/candidatura?id=1'],
    ['https://rumo.app/applications', '/applications'],
    ['/../applications', '/applications'],
  ])('keeps a path on our own host (%j) in the same tab', (url, href) => {
    expect(safeJobLink(url, ORIGIN)).toEqual({ href, external: false });
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    [' javascript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['//evil.example/phish'],
    ['/\\evil.example/phish'],
    ['\\\\evil.example'],
    ['ftp://files.example/x'],
    ['mailto:rh@empresa.com'],
    ['empresa.com.br/vagas'],
    ['https://'],
    ['https:// evil.example'],
    ['http:/evil.example'],
    [''],
    [null],
    [undefined],
  ])('sends %j to /', (url) => {
    expect(safeJobLink(url, ORIGIN)).toEqual({ href: '/', external: false });
  });
});
