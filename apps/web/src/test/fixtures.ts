import type { ErrorBody, LoginResponse, UserProfile } from '@rumo/contract';
import type { Session } from '../lib/session.ts';

export const demoProfile: UserProfile = {
  uuid: '3f1c2b7e-8d4a-4c1e-9b2f-6a7d8e9f0a1b',
  name: 'Ana Souza',
  email: 'demo@rumo.app',
  tel: '11987654321',
  linkedin: 'https://www.linkedin.com/in/ana-souza',
};

export const DEMO_PASSWORD = 'rumo-demo-2026';
export const DEMO_TOKEN = 'tok_demo_0123456789abcdef0123456789';

export const demoSession: Session = { token: DEMO_TOKEN, user: { name: demoProfile.name, uuid: demoProfile.uuid, token: DEMO_TOKEN } };

export const loginOk: LoginResponse = { status: 200, data: { token: DEMO_TOKEN, uuid: demoProfile.uuid, data: demoProfile } };

export const errorBody = (message: string, errors?: Record<string, string>): ErrorBody => (errors ? { message, errors } : { message });
