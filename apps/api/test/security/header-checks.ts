/** What ASVS 5.0 V3.4 asks of every response (L2), as failures for one answer. */
export function headerProblems(headers: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const hsts = String(headers['strict-transport-security'] ?? '');
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
  if (maxAge < 31_536_000 || !/includeSubDomains/i.test(hsts)) problems.push(`3.4.1 HSTS "${hsts}"`);
  if (headers['access-control-allow-origin'] !== undefined) problems.push(`3.4.2 CORS allows "${String(headers['access-control-allow-origin'])}"`);
  const csp = String(headers['content-security-policy'] ?? '');
  const directive = (name: string) => new RegExp(`(^|;)\\s*${name}\\s+([^;]*)`).exec(csp)?.[2]?.trim();
  if (directive('object-src') !== "'none'") problems.push(`3.4.3 object-src "${directive('object-src')}"`);
  if (directive('base-uri') !== "'none'") problems.push(`3.4.3 base-uri "${directive('base-uri')}"`);
  if (/'unsafe-inline'|'unsafe-eval'/.test(directive('script-src') ?? directive('default-src') ?? '')) problems.push('3.4.3 script-src allows inline/eval');
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('3.4.4 X-Content-Type-Options');
  const referrer = String(headers['referrer-policy'] ?? '');
  if (!['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)) problems.push(`3.4.5 Referrer-Policy "${referrer}"`);
  const ancestors = directive('frame-ancestors');
  if (!ancestors || !/^('none'|'self')$/.test(ancestors)) problems.push(`3.4.6 frame-ancestors "${ancestors}"`);
  return problems;
}
