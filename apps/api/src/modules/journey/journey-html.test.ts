import { describe, expect, it } from 'vitest';
import { sanitizeCourseHtml } from './journey-html.ts';

describe('sanitizeCourseHtml', () => {
  it.each([
    ['keeps formatting', '<h2>Título</h2><p><strong>a</strong> <em>b</em> <code>c</code></p>', '<h2>Título</h2><p><strong>a</strong> <em>b</em> <code>c</code></p>'],
    ['drops scripts', '<p>oi</p><script>alert(1)</script>', '<p>oi</p>'],
    ['drops event handlers', '<p onclick="alert(1)">oi</p>', '<p>oi</p>'],
    ['drops javascript: links', '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer" target="_blank">x</a>'],
    ['opens links safely', '<a href="https://rumo.app">x</a>', '<a href="https://rumo.app" rel="noopener noreferrer" target="_blank">x</a>'],
    ['drops iframes and images', '<iframe src="https://x"></iframe><img src="x" onerror="alert(1)">', ''],
  ])('%s', (_label, input, output) => expect(sanitizeCourseHtml(input)).toBe(output));
});
