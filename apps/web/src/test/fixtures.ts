import type { ErrorBody, LoginResponse, UserProfile } from '@rumo/contract';
import { saveSession, SIGNED_IN_COOKIE, type Session } from '../lib/session.ts';

export const demoProfile: UserProfile = {
  uuid: '3f1c2b7e-8d4a-4c1e-9b2f-6a7d8e9f0a1b',
  name: 'Ana Souza',
  email: 'demo@rumo.app',
  tel: '11987654321',
  linkedin: 'https://www.linkedin.com/in/ana-souza',
};

export const DEMO_PASSWORD = 'rumo-demo-2026';
export const DEMO_TOKEN = 'tok_demo_0123456789abcdef0123456789';

export const demoSession: Session = { user: { name: demoProfile.name, uuid: demoProfile.uuid } };

/**
 * What the API's answer to a login leaves a script to see: its hint cookie (the HttpOnly session
 * cookie is out of a script's reach, and msw under Node forwards no Set-Cookie to the document).
 */
export function setSignedInCookie(): void {
  document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
}

/** Starts a test logged in: the API's hint cookie and the stored user, as after a login. */
export function startSession(session: Session = demoSession): void {
  setSignedInCookie();
  saveSession(session);
}

export const loginOk: LoginResponse = { status: 200, data: { token: DEMO_TOKEN, uuid: demoProfile.uuid, data: demoProfile } };

export const errorBody = (message: string, errors?: Record<string, string>): ErrorBody => (errors ? { message, errors } : { message });
