import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it.each(['/jobs', '/jobs?page=2&state=SP', '/step/abc#conteudo', '/curriculum/1/edit'])('keeps the same-origin path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/x',
    'http://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'jobs',
    ' /jobs',
    '',
    null,
    undefined,
    '/login',
    '/login?next=%2Fjobs',
    `${window.location.origin}/jobs`,
  ])('refuses %s', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the place as ?next=, encoded', () => {
    expect(loginPathFor({ pathname: '/jobs', search: '?page=2', hash: '' })).toBe('/login?next=%2Fjobs%3Fpage%3D2');
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
    expect(loginPathFor({ pathname: '/login', search: '', hash: '' })).toBe('/login');
  });
});
