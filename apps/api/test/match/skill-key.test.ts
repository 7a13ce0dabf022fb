import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { skillKey } from '@rumo/contract';
import { rowsOf } from '../../src/db/database.ts';
import { useTestApp } from '../test-app.ts';

const t = useTestApp();

// The contract's skillKey and the database's rumo_skill_key must agree, or a skill the screen shows
// as matched would not count in the score (docs/decisions/1704).
const TRICKY = ['Node.js', 'NodeJS', ' React  Native ', 'C#', 'C++', 'Ação', 'UX/UI', 'node_js', 'Power BI', 'Lógica de programação', 'CI/CD', 'ÉTICA', '  ', ''];

describe('skill keys', () => {
  it('are the same in TypeScript and in SQL', async () => {
    const rows = rowsOf<{ name: string; key: string }>(
      await t.db.execute(sql`SELECT name, public.rumo_skill_key(name) AS key FROM unnest(${sql.param(TRICKY)}::text[]) AS u(name)`),
    );
    expect(rows.map((r) => r.key)).toEqual(TRICKY.map(skillKey));
    expect(skillKey('Node.js')).toBe(skillKey('NodeJS'));
    expect(skillKey(' React  Native ')).toBe('reactnative');
    expect(skillKey('C#')).not.toBe(skillKey('C++'));
    expect(skillKey('Ação')).toBe('acao');
    expect(skillKey('UX/UI')).toBe('uxui');
  });

  it('as a list: deduplicated, blanks dropped, never NULL', async () => {
    const [row] = rowsOf<{ keys: string[]; empty: string[]; none: string[] }>(
      await t.db.execute(sql`SELECT public.rumo_skill_keys(ARRAY['Node.js', 'React', 'NodeJS', ' ', 'react']) AS keys,
        public.rumo_skill_keys('{}'::text[]) AS empty, public.rumo_skill_keys(NULL) AS none`),
    );
    expect(row).toEqual({ keys: ['nodejs', 'react'], empty: [], none: [] });
  });
});
