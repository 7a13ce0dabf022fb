import { describe, expect, it } from 'vitest';
import { mapFluency, mapStudyType, normaliseResumeDate } from './json-resume.levels.ts';

describe('mapFluency', () => {
  it.each([
    ['C1-Avançado', 'C1-Avançado'],
    ['b2-intermediario avancado', 'B2-Intermediário Avançado'],
    ['Native speaker', 'C2-Fluente'],
    ['Nativo', 'C2-Fluente'],
    ['Fluent', 'C2-Fluente'],
    ['Native or bilingual proficiency', 'C2-Fluente'],
    ['Full professional proficiency', 'C2-Fluente'],
    ['Professional working proficiency', 'C1-Avançado'],
    ['Advanced', 'C1-Avançado'],
    ['Avançado', 'C1-Avançado'],
    ['Upper intermediate', 'B2-Intermediário Avançado'],
    ['Limited working proficiency', 'B1-Intermediário'],
    ['Intermediate', 'B1-Intermediário'],
    ['Intermediário', 'B1-Intermediário'],
    ['Elementary proficiency', 'A2-Básico'],
    ['Básico', 'A2-Básico'],
    ['Beginner', 'A1-Iniciante'],
    ['B2', 'B2-Intermediário Avançado'],
    ['Level A1', 'A1-Iniciante'],
  ])('%s → %s', (input, level) => {
    expect(mapFluency(input)).toBe(level);
  });

  it('returns null for nothing or gibberish', () => {
    expect(mapFluency(undefined)).toBeNull();
    expect(mapFluency('')).toBeNull();
    expect(mapFluency('mais ou menos')).toBeNull();
  });
});

describe('mapStudyType', () => {
  it.each([
    ['Bachelor', 'Bacharelado'],
    ['Bacharelado', 'Bacharelado'],
    ['BSc', 'Bacharelado'],
    ['Licenciatura', 'Bacharelado'],
    ['Graduação', 'Bacharelado'],
    ['Master', 'Mestrado'],
    ['Mestrado', 'Mestrado'],
    ['MSc', 'Mestrado'],
    ['PhD', 'Doutorado'],
    ['Doutorado', 'Doutorado'],
    ['MBA', 'Certificado'],
    ['Pós-graduação', 'Certificado'],
    ['Tecnólogo', 'Técnico'],
    ['Técnico', 'Técnico'],
    ['Associate degree', 'Técnico'],
    ['Certificate', 'Certificado'],
    ['Bootcamp', 'Certificado'],
  ])('%s → %s', (input, graduation) => {
    expect(mapStudyType(input)).toBe(graduation);
  });

  it('returns null when unknown', () => {
    expect(mapStudyType('Ensino médio')).toBeNull();
    expect(mapStudyType(null)).toBeNull();
  });
});

describe('normaliseResumeDate', () => {
  it.each([
    ['2020-05-17', '2020-05-17'],
    ['2020-05', '2020-05-01'],
    ['2020', '2020-01-01'],
    ['2020-05-17T10:00:00Z', '2020-05-17'],
    ['Present', null],
    ['05/2020', null],
    ['', null],
  ])('%s → %s', (input, out) => {
    expect(normaliseResumeDate(input)).toBe(out);
  });
});
