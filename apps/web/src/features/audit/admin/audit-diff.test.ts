import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges } from './audit-diff.ts';

describe('auditChanges', () => {
  it('keeps only the keys whose value changed, in words', () => {
    expect(auditChanges({ email: 'a@b.c', roles: ['editor'] }, { email: 'a@b.c', roles: ['editor', 'analyst'] })).toEqual([
      { key: 'roles', label: 'Papéis', before: 'Editor', after: 'Editor, Analista' },
    ]);
    expect(auditChanges({ status: 'new', notes: '' }, { status: 'contacting', notes: 'Ligar' })).toEqual([
      { key: 'status', label: 'Status', before: 'Novo', after: 'Em contato' },
      { key: 'notes', label: 'Anotações', before: '—', after: 'Ligar' },
    ]);
  });

  it('shows a key only on one side, and entries without a before (an export)', () => {
    expect(auditChanges(null, { filter: { q: 'ana' }, rows: 2 })).toEqual([
      { key: 'filter', label: 'Filtro', before: '—', after: '{"q":"ana"}' },
      { key: 'rows', label: 'Linhas', before: '—', after: '2' },
    ]);
    expect(auditChanges({ roles: [], email: 'a@b.c' }, { email: 'a@b.c', roles: [] })).toEqual([]);
    expect(auditChanges('a', 'b')).toEqual([{ key: 'valor', label: 'Valor', before: 'a', after: 'b' }]);
    expect(auditChanges({ plan: 'free', extra: 'x' }, { plan: 'premium', extra: 'y' })).toEqual([
      { key: 'plan', label: 'Plano', before: 'Gratuito', after: 'Premium' },
      { key: 'extra', label: 'extra', before: 'x', after: 'y' },
    ]);
  });

  it('names known actions in pt-BR and shows unknown ones as they are', () => {
    expect(auditActionLabel('lead.convert')).toBe('Converteu o interessado');
    expect(auditActionLabel('algo.novo')).toBe('algo.novo');
  });

  it("says the journey editor's bare verbs with their entity, and the highlights', sources' and files' actions in words", () => {
    expect(auditActionLabel('publish', 'course')).toBe('Publicou o curso');
    expect(auditActionLabel('move', 'topic')).toBe('Moveu o tópico');
    expect(auditActionLabel('create', 'step')).toBe('Criou a etapa');
    expect(auditActionLabel('withdraw', 'course')).toBe('Retirou do ar o curso');
    expect(auditActionLabel('discard', 'course')).toBe('Descartou o rascunho do curso');
    expect(auditActionLabel('import', 'content')).toBe('Importou perguntas no conteúdo');
    expect(auditActionLabel('delete', 'theme')).toBe('Excluiu o tema');
    expect(auditActionLabel('highlight.update', 'highlight')).toBe('Editou o destaque');
    expect(auditActionLabel('source.sync', 'source')).toBe('Sincronizou a fonte');
    expect(auditActionLabel('file.upload', 'file')).toBe('Enviou um arquivo');
    // An unknown entity keeps the code rather than a half sentence.
    expect(auditActionLabel('publish', 'algo')).toBe('publish');
  });
});
