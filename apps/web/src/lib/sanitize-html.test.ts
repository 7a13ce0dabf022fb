import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml (the one browser policy: highlights and course text)', () => {
  it('keeps the allowed structure', () => {
    const html = '<h2>Título</h2><p>Um <strong>texto</strong> <em>bom</em></p><ul><li>a</li></ul><blockquote>b</blockquote><pre><code>c</code></pre>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and frames', () => {
    const out = sanitizeHtml('<p onclick="x()" style="color:red">oi</p><script>alert(1)</script><img src=x onerror="alert(1)"><iframe src="https://x"></iframe>');
    expect(out).toBe('<p>oi</p>');
  });

  it('drops javascript: links and opens http(s) links in a new tab with rel noopener', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="/interno">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="https://rumo.app" target="_self">a</a>')).toBe('<a href="https://rumo.app" target="_blank" rel="noopener noreferrer">a</a>');
  });

  it('keeps line breaks, and drops what the server policy drops: images, forms, tables, headings outside h2–h4', () => {
    expect(sanitizeHtml('<p>um<br>dois</p>')).toBe('<p>um<br>dois</p>');
    expect(
      sanitizeHtml(
        '<h1>Grande</h1><img src="https://rumo.app/x.png"><table><tbody><tr><td>c</td></tr></tbody></table><form><input value="x"></form><span style="color:red">s</span>',
      ),
    ).toBe('Grandecs');
  });
});
