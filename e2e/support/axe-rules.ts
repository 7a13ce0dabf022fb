import axe from 'axe-core';

/** Every WCAG 2.0, 2.1 and 2.2 level A and AA tag axe-core knows. */
export const WCAG_A_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every rule of the installed axe-core tagged with a WCAG 2.x A/AA criterion, the experimental
 * ones included (`css-orientation-lock`, `p-as-heading`, `table-fake-caption`, `td-has-header` in
 * 4.14): `withTags` alone leaves the experimental rules off, and 4.13 missed
 * `label-content-name-mismatch` that way (decision 1320). Listing them by id runs them all.
 */
export const WCAG_A_AA_RULES: string[] = axe.getRules(WCAG_A_AA_TAGS).map((rule) => rule.ruleId);

/**
 * The rules whose outcome depends on colours: what can change when the dark theme swaps the
 * palette. The dark theme changes custom-property values only (decision 1322: no element is shown,
 * hidden, sized or named differently), so `inspectScreen` checks the dark pass of a document with
 * these and its light pass with every rule (decision 0711).
 */
export const COLOUR_DEPENDENT_RULES: string[] = ['color-contrast', 'link-in-text-block'];
