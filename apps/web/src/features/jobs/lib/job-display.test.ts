import { describe, expect, it } from 'vitest';
import { descriptionBlocks, jobCompany, jobLocation, jobSalary } from './job-display.ts';

describe('job display', () => {
  it('uses the spec empty-value texts', () => {
    expect(jobLocation({ city: null, state: null })).toBe('Local não informado');
    expect(jobLocation({ city: '  ', state: 'SP' })).toBe('Local não informado - SP');
    expect(jobLocation({ city: 'Recife', state: 'PE' })).toBe('Recife - PE');
    expect(jobSalary({ salary: null })).toBe('A combinar');
    expect(jobSalary({ salary: 1234.56 })).toBe('R$\u00a01.234,56');
    expect(jobCompany({ company: null })).toBe('Confidencial');
    expect(jobCompany({ company: '  ' })).toBe('Confidencial');
  });

  it('splits the description by lines, grouping bullet lines', () => {
    expect(descriptionBlocks('Sobre a vaga\n\n- React\n- TypeScript\nBenefícios\r\n• VR')).toEqual([
      { kind: 'paragraph', text: 'Sobre a vaga' },
      { kind: 'list', items: ['React', 'TypeScript'] },
      { kind: 'paragraph', text: 'Benefícios' },
      { kind: 'list', items: ['VR'] },
    ]);
  });
});
