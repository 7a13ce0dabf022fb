const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', bull: '•',
  aacute: 'á', agrave: 'à', acirc: 'â', atilde: 'ã', eacute: 'é', ecirc: 'ê', iacute: 'í', oacute: 'ó', ocirc: 'ô',
  otilde: 'õ', uacute: 'ú', uuml: 'ü', ccedil: 'ç', Aacute: 'Á', Agrave: 'À', Acirc: 'Â', Atilde: 'Ã', Eacute: 'É',
  Ecirc: 'Ê', Iacute: 'Í', Oacute: 'Ó', Ocirc: 'Ô', Otilde: 'Õ', Uacute: 'Ú', Ccedil: 'Ç', ordm: 'º', ordf: 'ª',
  laquo: '«', raquo: '»', ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’', euro: '€', copy: '©', reg: '®',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code] ?? whole;
  });
}

export const looksLikeHtml = (text: string) => /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(text);

/**
 * Employers publish JobPosting descriptions as HTML; we store plain text whose lines the detail
 * page shows one by one. Block elements and <br> become line breaks, list items get '- ',
 * scripts and styles vanish with their content, entities are decoded, blank runs collapse.
 */
export function htmlToText(input: string): string {
  if (!looksLikeHtml(input)) return decodeEntities(input).replace(/\r\n?/g, '\n').trim();
  const text = input
    .replace(/\r\n?/g, '\n')
    .replace(/<(script|style|head|template)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    // Line breaks in the HTML source are only spaces to a browser.
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/?(p|div|section|article|ul|ol|h[1-6]|tr|table|blockquote|header|footer|pre)(\s[^>]*)?>/gi, '\n\n')
    .replace(/<\/li>/gi, '')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
