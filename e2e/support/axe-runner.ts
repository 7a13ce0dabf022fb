import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// The same axe-core that @axe-core/playwright would inject (one package, one version), minified.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/** Puts axe into a frame unless this document already has it; frames axe cannot enter are skipped. */
async function injectOnce(frame: Frame): Promise<void> {
  try {
    const present = await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
    if (!present) await frame.evaluate(axeSource);
  } catch {
    // A frame that is gone or that we may not script (the browser's PDF viewer): axe reports it
    // like @axe-core/playwright does, as a frame it could not test.
  }
}

/**
 * Runs axe on the page with exactly `rules` and returns the violations. Same engine, rules and
 * options as `new AxeBuilder({ page }).withRules(rules).analyze()`, without its per-call costs
 * (docs/decisions/0711): AxeBuilder evaluates the 1.5 MB axe source into the page on every call and
 * then opens a blank page, evaluates it there again and merges the results in it. Here the source
 * goes in once per document (inspectScreen runs four checks on one document: two widths, two
 * themes), and `axe.run` checks the page and its same-origin frames in place.
 */
export async function axeViolations(page: Page, rules: string[]): Promise<AxeResults['violations']> {
  for (const frame of page.frames()) await injectOnce(frame);
  return page.evaluate(async (values) => {
    const { axe } = window as AxeWindow;
    if (!axe) throw new Error('axe-core is not in the page');
    // resultTypes: only the violations carry every node; passes and the rest are counted, not listed.
    const results = await axe.run(document, { runOnly: { type: 'rule', values }, resultTypes: ['violations'] });
    return results.violations;
  }, rules);
}
