import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html-sanitizer.ts';

describe('sanitizeHtml (the one server policy: highlights and course text)', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h2>Título</h2><p>Texto com <strong>negrito</strong>, <em>ênfase</em> e <code>npm test</code>.<br />Nova linha.</p><ul><li>um</li></ul><ol><li>dois</li></ol><blockquote>citação</blockquote><pre>código</pre><h3>a</h3><h4>b</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script tags with their content', () => {
    expect(sanitizeHtml('<p>oi</p><script>alert(1)</script><SCRIPT src="x.js"></SCRIPT>')).toBe('<p>oi</p>');
  });

  it('removes event handlers and styles', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red">x</p><img src=x onerror="alert(1)">')).toBe('<p>x</p>');
  });

  it('removes javascript: and data: links but keeps http(s) links with rel noopener', () => {
    expect(sanitizeHtml('<p><a href="javascript:alert(1)">a</a></p>')).toBe('<p><a>a</a></p>');
    expect(sanitizeHtml('<a href="JaVaScRiPt&colon;alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href=" java\tscript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="//evil.example/x">a</a>')).toBe('<a>a</a>');
    // A rejected link does not disturb the links after it.
    expect(sanitizeHtml('<a href="javascript:x()">a</a> <a href="https://rumo.app">b</a>')).toBe(
      '<a>a</a> <a href="https://rumo.app" rel="noopener noreferrer" target="_blank">b</a>',
    );
    expect(sanitizeHtml('<a href="https://rumo.app/x" onmouseover="x()" target="_self">ok</a>')).toBe(
      '<a href="https://rumo.app/x" rel="noopener noreferrer" target="_blank">ok</a>',
    );
  });

  it('drops disallowed tags but keeps their text, and drops embedded frames entirely', () => {
    expect(sanitizeHtml('<h1>Grande</h1><div><span>texto</span></div><iframe src="https://x"></iframe>')).toBe('Grandetexto');
  });

  it('drops images and embedded frames with everything in them', () => {
    expect(sanitizeHtml('<iframe src="https://x"></iframe><img src="x" onerror="alert(1)"><object data="x">texto</object>')).toBe('');
  });
});
