import { describe, expect, it } from 'vitest';
import { cleanHighlightHtml } from './highlight-html.ts';

describe('cleanHighlightHtml', () => {
  it('keeps the allowed structure', () => {
    const html = '<h2>Título</h2><p>Um <strong>texto</strong> <em>bom</em></p><ul><li>a</li></ul><blockquote>b</blockquote><pre><code>c</code></pre>';
    expect(cleanHighlightHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and frames', () => {
    const out = cleanHighlightHtml('<p onclick="x()" style="color:red">oi</p><script>alert(1)</script><img src=x onerror="alert(1)"><iframe src="https://x"></iframe>');
    expect(out).toBe('<p>oi</p>');
  });

  it('drops javascript: links and opens http(s) links in a new tab with rel noopener', () => {
    expect(cleanHighlightHtml('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(cleanHighlightHtml('<a href="/interno">a</a>')).toBe('<a>a</a>');
    expect(cleanHighlightHtml('<a href="https://rumo.app" target="_self">a</a>')).toBe('<a href="https://rumo.app" target="_blank" rel="noopener noreferrer">a</a>');
  });
});
