import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges } from './audit-diff.ts';

describe('auditChanges', () => {
  it('keeps only the keys whose value changed, in words', () => {
    expect(auditChanges({ email: 'a@b.c', roles: ['editor'] }, { email: 'a@b.c', roles: ['editor', 'analyst'] })).toEqual([
      { key: 'roles', before: 'editor', after: 'editor, analyst' },
    ]);
    expect(auditChanges({ status: 'new', notes: '' }, { status: 'contacting', notes: 'Ligar' })).toEqual([
      { key: 'status', before: 'new', after: 'contacting' },
      { key: 'notes', before: '—', after: 'Ligar' },
    ]);
  });

  it('shows a key only on one side, and entries without a before (an export)', () => {
    expect(auditChanges(null, { filter: { q: 'ana' }, rows: 2 })).toEqual([
      { key: 'filter', before: '—', after: '{"q":"ana"}' },
      { key: 'rows', before: '—', after: '2' },
    ]);
    expect(auditChanges({ roles: [], email: 'a@b.c' }, { email: 'a@b.c', roles: [] })).toEqual([]);
    expect(auditChanges('a', 'b')).toEqual([{ key: 'valor', before: 'a', after: 'b' }]);
  });

  it('names known actions in pt-BR and shows unknown ones as they are', () => {
    expect(auditActionLabel('lead.convert')).toBe('Converteu o interessado');
    expect(auditActionLabel('algo.novo')).toBe('algo.novo');
  });
});
