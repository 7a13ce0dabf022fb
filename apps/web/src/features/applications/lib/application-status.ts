import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, CLOSED_APPLICATION_STATUSES, type ApplicationStatus } from '@rumo/contract';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

export { APPLICATION_STATUS_LABELS };

export const APPLICATION_STATUS_OPTIONS = APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] }));

/** Label of any status text, falling back to the text itself for a keyword this build does not know. */
export function statusLabel(status: string): string {
  return APPLICATION_STATUS_LABELS[status as ApplicationStatus] ?? status;
}

// Spec section 4: colour by keyword found in the lowercased status, checked in this order.
const TONE_RULES: [keyword: string, tone: BadgeTone][] = [
  ['rejected', 'red'],
  ['approved', 'green'],
  ['review', 'yellow'],
  ['interview', 'purple'],
  ['test', 'orange'],
  ['open', 'blue'],
  // 'Proposta' (decision 1702) is not in the spec's rule: the brand colour, apart from every other stage.
  ['offer', 'brand'],
];

export function statusTone(status: string): BadgeTone {
  const lower = status.toLowerCase();
  return TONE_RULES.find(([keyword]) => lower.includes(keyword))?.[1] ?? 'neutral';
}

/** Spec section 4: active unless rejected or closed. */
export function isActiveStatus(status: string): boolean {
  return !(CLOSED_APPLICATION_STATUSES as readonly string[]).includes(status.toLowerCase());
}

/** Spec section 8: empty-value text for a company. */
export const COMPANY_EMPTY = 'Confidencial';
