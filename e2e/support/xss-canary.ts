import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __xss?: number;
    __cspViolations?: string[];
  }
}

export type Canary = { dialogs: string[] };

/**
 * Arms a page before any of its scripts run: `window.__xss` starts at 0 (every payload sets it),
 * dialogs (`alert(1)`) are recorded and dismissed, and CSP violations are recorded — a violation
 * means a payload reached the DOM as something executable and only the policy stopped it.
 */
export async function armCanary(page: Page): Promise<Canary> {
  const canary: Canary = { dialogs: [] };
  page.on('dialog', (dialog) => {
    canary.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    window.__xss = 0;
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  return canary;
}

export type Hazards = {
  /** Could run script: event handlers, srcdoc, script URLs in places that navigate or embed, inline scripts, foreign frames. */
  executable: string[];
  /** Unsafe values the platform neutralised: javascript: URLs React 19 replaced, data: links (browsers refuse top-level data: navigation). */
  neutralised: string[];
};

/**
 * The inline scripts of the index.html the server sends — the first-screen script, allowed by its
 * hash in the CSP (docs/decisions/1802) — by their exact text: the only inline script a page may hold.
 */
async function ownInlineScripts(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/login')).text();
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

/** Inspects the live DOM for anything a payload could use to run script. */
export async function domHazards(page: Page): Promise<Hazards> {
  const own = await ownInlineScripts(page);
  return page.evaluate((own) => {
    const out = { executable: [] as string[], neutralised: [] as string[] };
    const reactBlocked = /React has blocked a javascript: URL/;
    // Attributes that navigate or embed: a script URL there runs when followed or loaded.
    const navigating: Record<string, string[]> = {
      A: ['href'],
      AREA: ['href'],
      FORM: ['action'],
      BUTTON: ['formaction'],
      INPUT: ['formaction'],
      IFRAME: ['src'],
      FRAME: ['src'],
      EMBED: ['src'],
      OBJECT: ['data'],
    };
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.tagName.toUpperCase();
      const label = (name: string, value: string) => `<${tag.toLowerCase()} ${name}="${value.slice(0, 60)}">`;
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on') || name === 'srcdoc') out.executable.push(label(name, attr.value));
        if (name === 'xlink:href' && /^\s*(javascript|vbscript|data):/i.test(attr.value)) out.executable.push(label(name, attr.value));
        if (!navigating[tag]?.includes(name)) continue;
        if (reactBlocked.test(attr.value)) out.neutralised.push(`[React] ${label(name, attr.value)}`);
        else if (/^\s*(javascript|vbscript):/i.test(attr.value)) out.executable.push(label(name, attr.value));
        else if (/^\s*data:/i.test(attr.value)) (tag === 'A' ? out.neutralised : out.executable).push(label(name, attr.value));
      }
      const frameSrc = el.getAttribute('src') ?? el.getAttribute('data') ?? '';
      if (['IFRAME', 'FRAME', 'OBJECT', 'EMBED'].includes(tag) && !reactBlocked.test(frameSrc)) {
        let sameOrigin = false;
        try {
          sameOrigin = frameSrc !== '' && new URL(frameSrc, location.href).origin === location.origin;
        } catch {
          sameOrigin = false;
        }
        if (!sameOrigin) out.executable.push(`<${tag.toLowerCase()} src="${frameSrc.slice(0, 60)}">`);
      }
      if (tag === 'BASE' || (tag === 'META' && el.hasAttribute('http-equiv'))) out.executable.push(`<${tag.toLowerCase()}>`);
    }
    for (const script of Array.from(document.querySelectorAll('script'))) {
      if (!script.src && own.includes(script.textContent ?? '')) continue;
      if (!script.src || new URL(script.src).origin !== location.origin) out.executable.push(`<script> ${script.src || script.textContent?.slice(0, 60)}`);
    }
    return out;
  }, own);
}

/** Everything the canary saw: a non-empty list means a payload ran or came close. */
export async function canaryReport(page: Page, canary: Canary): Promise<{ ran: number; dialogs: string[]; csp: string[]; hazards: Hazards }> {
  const state = await page.evaluate(() => ({ ran: window.__xss ?? 0, csp: window.__cspViolations ?? [] }));
  return { ran: state.ran, dialogs: [...canary.dialogs], csp: state.csp, hazards: await domHazards(page) };
}

/** Packs payloads into texts of at most `max` characters (joined by a space), so few records carry the whole corpus. */
export function chunk(payloads: readonly string[], max: number, prefix = ''): string[] {
  const out: string[] = [];
  let current = prefix;
  for (const p of payloads) {
    if (p.length + prefix.length + 1 > max) continue;
    if (current.length + p.length + 1 > max) {
      out.push(current);
      current = prefix;
    }
    current = current ? `${current} ${p}` : p;
  }
  if (current && current !== prefix) out.push(current);
  return out;
}
