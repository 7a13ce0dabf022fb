import { describe, expect, it } from 'vitest';
import { isActiveStatus, statusLabel, statusTone } from './application-status.ts';

describe('application status', () => {
  it.each([
    ['rejected', 'red'],
    ['approved', 'green'],
    ['review', 'yellow'],
    ['interview', 'purple'],
    ['test', 'orange'],
    ['open', 'blue'],
    ['closed', 'neutral'],
    ['APPROVED', 'green'],
    ['pending_review', 'yellow'],
    ['whatever', 'neutral'],
  ])('colours %s as %s (keyword rule of the spec)', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('shows pt-BR labels and keeps unknown keywords readable', () => {
    expect(statusLabel('open')).toBe('Candidatura enviada');
    expect(statusLabel('review')).toBe('Em análise');
    expect(statusLabel('interview')).toBe('Entrevista');
    expect(statusLabel('test')).toBe('Teste técnico');
    expect(statusLabel('approved')).toBe('Aprovado');
    expect(statusLabel('rejected')).toBe('Não selecionado');
    expect(statusLabel('closed')).toBe('Encerrada');
    expect(statusLabel('hired')).toBe('hired');
  });

  it('is active unless rejected or closed', () => {
    expect(['open', 'review', 'interview', 'test', 'approved'].every(isActiveStatus)).toBe(true);
    expect(isActiveStatus('rejected')).toBe(false);
    expect(isActiveStatus('closed')).toBe(false);
  });
});
