import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import { appSecret } from './app-secret.ts';

export const UNSUBSCRIBE_KEY_SETTING = 'alerts.unsubscribe_hmac_key';

const signature = (key: Buffer, alertId: number) => createHmac('sha256', key).update(`job-alert-unsubscribe:${alertId}`).digest();

/** `<alert id>.<HMAC-SHA256 of it, base64url>`: only the server can make one, and it names one alert. */
export function signUnsubscribeToken(key: Buffer, alertId: number): string {
  return `${alertId}.${signature(key, alertId).toString('base64url')}`;
}

/** The alert id of a genuine token, or null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(key: Buffer, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const alertId = Number(match[1]);
  if (alertId > 2_147_483_647) return null;
  const given = Buffer.from(match[2], 'base64url');
  const expected = signature(key, alertId);
  // Re-encoding rejects non-canonical base64url spellings of the same bytes.
  if (given.length !== expected.length || given.toString('base64url') !== match[2]) return null;
  return timingSafeEqual(given, expected) ? alertId : null;
}

export const unsubscribeKey = (db: Db) => appSecret(db, UNSUBSCRIBE_KEY_SETTING);

export function unsubscribeUrl(publicUrl: string, key: Buffer, alertId: number): string {
  return `${publicUrl}/api/v1/job-alerts/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(key, alertId))}`;
}
