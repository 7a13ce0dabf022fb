/**
 * Cross-site scripting payloads shared by the sanitiser tests (API) and the browser test
 * (e2e/xss-csp.spec.ts + e2e/xss-no-csp.spec.ts (support/xss-pass.ts)). Every payload, if it ever runs, sets `window.__xss` (or calls `alert`, which the
 * browser test catches as a dialog). Kept at most 200 characters so each fits the text fields it is
 * pushed through (job title, CV name, …).
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1">',
  '<svg><script>window.__xss=1</script></svg>',
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=alert(1)>",
  'javascript:window.__xss=1',
  'JaVaScRiPt:alert(1)',
  'java\tscript:window.__xss=1',
  '&#106;avascript:window.__xss=1',
  'data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg==',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">clique aqui</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:window.__xss=1">link</a>',
  '<body onload=window.__xss=1>',
  '<details open ontoggle=window.__xss=1>',
  '<input autofocus onfocus=window.__xss=1>',
  '<video><source onerror="window.__xss=1"></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '${window.__xss=1}',
  '`${alert(1)}`',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>enviar</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<style>@import "javascript:window.__xss=1";</style>',
  '\\u003cscript\\u003ewindow.__xss=1\\u003c/script\\u003e',
  '%3Cscript%3Ewindow.__xss=1%3C/script%3E',
  '<\u0000script>window.__xss=1</script>',
];

/** Tags and attributes a sanitised fragment may contain (the union of the course and highlight allow-lists). */
export const SAFE_TAGS = new Set(['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote', 'code', 'pre']);
export const SAFE_ATTRIBUTES = new Set(['href', 'rel', 'target']);
