import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/accounts/password-hash.ts';
import type { Seeder } from './seed.ts';

/** The published demo login (README): only ever created as demo data (docs/decisions/0707). */
export const DEMO_EMAIL = 'demo@rumo.app';
export const DEMO_PASSWORD = 'rumo-demo-2026';

export const demoUserSeeder: Seeder = {
  name: 'demo-user',
  run: async ({ db, scryptLogN, log }) => {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    if (existing) return;
    await db
      .insert(users)
      .values({
        name: 'Ana Souza',
        email: DEMO_EMAIL,
        passwordHash: await hashPassword(DEMO_PASSWORD, scryptLogN),
        tel: '11987654321',
        linkedin: 'https://www.linkedin.com/in/ana-souza-demo',
      })
      .onConflictDoNothing();
    log(`usuário de demonstração criado: ${DEMO_EMAIL}`);
  },
};
