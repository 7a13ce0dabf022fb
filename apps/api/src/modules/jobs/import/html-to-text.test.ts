import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text.ts';

describe('htmlToText', () => {
  it('turns paragraphs, line breaks and list items into lines', () => {
    expect(htmlToText('<p>Olá</p><p>Vaga<br/>remota</p><ul><li>Um</li><li>Dois</li></ul>')).toBe('Olá\n\nVaga\nremota\n\n- Um\n- Dois');
  });

  it('drops scripts, styles and comments with their content, and decodes entities', () => {
    expect(htmlToText('<style>p{}</style><p>S&atilde;o Paulo &amp; Rio&nbsp;&#8211; &#x2713;</p><script>alert(1)</script><!-- x -->')).toBe('São Paulo & Rio – ✓');
  });

  it('decodes every HTML entity, not only a list of common ones; soft hyphens are dropped', () => {
    expect(htmlToText('<p>Desen&shy;volvedor(a) 2&times;3 &ge; 5 &hearts; &Scaron;</p>')).toBe('Desenvolvedor(a) 2×3 ≥ 5 ♥ Š');
    expect(htmlToText('&shy;&times;')).toBe('×');
  });

  it('reads attributes as a browser does: a ">" inside a quoted value does not end the tag', () => {
    expect(htmlToText('<p title="a>b">Requisitos</p><p class=\'x>y\' data-z="1">Python</p>')).toBe('Requisitos\n\nPython');
  });

  it('treats source line breaks in HTML as spaces and collapses blank runs', () => {
    expect(htmlToText('<div>\n  Requisitos:\n  Python\n</div>\n\n\n<div>Fim</div>')).toBe('Requisitos: Python\n\nFim');
  });

  it('leaves plain text with its lines alone', () => {
    expect(htmlToText('Linha 1\r\nLinha 2 com 3 < 5 e a > b')).toBe('Linha 1\nLinha 2 com 3 < 5 e a > b');
  });

  it('decodes entities in plain text too, keeping unknown ones as written', () => {
    expect(htmlToText('P&amp;D &foo; 2&times;3 &lt;b&gt;')).toBe('P&D &foo; 2×3 <b>');
  });
});
