import { describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

// Decision 1406: a person's own profile says which staff roles they hold (the side menu's
// 'Administração'), and says nothing at all to anyone who holds none.

const t = useTestApp();

describe('staff roles in the own profile', () => {
  it('absent for a job seeker, present for staff, in users/me and in the edit answer', async () => {
    const user = await buildUser(t.db, { name: 'Carla Candidata' });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).not.toHaveProperty('staff_roles');

    expect((await runCommand(t.deps, 'grant-role', [user.email, 'moderator'])).ok).toBe(true);
    expect((await runCommand(t.deps, 'grant-role', [user.email, 'analyst'])).ok).toBe(true);
    const staffMe = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers });
    expect(staffMe.json().data.staff_roles).toEqual(['moderator', 'analyst']);

    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/edit',
      headers: user.headers,
      payload: { name: 'Carla Moderadora', email: user.email, tel: '11987654321' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Carla Moderadora', staff_roles: ['moderator', 'analyst'] });
  });
});
