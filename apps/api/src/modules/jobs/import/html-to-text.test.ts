import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText } from './html-to-text.ts';

describe('htmlToText', () => {
  it('turns paragraphs, line breaks and list items into lines', () => {
    expect(htmlToText('<p>Olá</p><p>Vaga<br/>remota</p><ul><li>Um</li><li>Dois</li></ul>')).toBe('Olá\n\nVaga\nremota\n\n- Um\n- Dois');
  });

  it('drops scripts, styles and comments with their content, and decodes entities', () => {
    expect(htmlToText('<style>p{}</style><p>S&atilde;o Paulo &amp; Rio&nbsp;&#8211; &#x2713;</p><script>alert(1)</script><!-- x -->')).toBe('São Paulo & Rio – ✓');
  });

  it('treats source line breaks in HTML as spaces and collapses blank runs', () => {
    expect(htmlToText('<div>\n  Requisitos:\n  Python\n</div>\n\n\n<div>Fim</div>')).toBe('Requisitos: Python\n\nFim');
  });

  it('leaves plain text with its lines alone', () => {
    expect(htmlToText('Linha 1\r\nLinha 2 com 3 < 5 e a > b')).toBe('Linha 1\nLinha 2 com 3 < 5 e a > b');
  });

  it('keeps unknown entities as written', () => {
    expect(decodeEntities('&foo; &#0; &lt;b&gt;')).toBe('&foo; &#0; <b>');
  });
});
