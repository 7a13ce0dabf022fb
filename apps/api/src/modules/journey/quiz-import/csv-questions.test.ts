import { describe, expect, it } from 'vitest';
import { parseQuestionsCsv } from './csv-questions.ts';

describe('parseQuestionsCsv: questions from a pt-BR spreadsheet', () => {
  it('reads ; files with pt-BR headers in any order and case, quoted cells and feedback', async () => {
    const csv = [
      'Pergunta;Alternativa_1;Alternativa_2;Alternativa_3;Correta;Feedback_1;Feedback_2;Feedback_3;Explicação',
      'Qual comando prepara um arquivo?;git add;git push;git log;1;Isso!;"Envia ao remoto; não prepara.";;"O git add põe no ""stage""."',
      '"Quanto é 1 + 1?";1;2;;2;;;;',
    ].join('\r\n');
    expect(await parseQuestionsCsv(csv)).toEqual({
      errors: [],
      questions: [
        {
          line: 2,
          question: 'Qual comando prepara um arquivo?',
          alternatives: ['git add', 'git push', 'git log'],
          correct: 'git add',
          feedback: ['Isso!', 'Envia ao remoto; não prepara.', ''],
          explanation: 'O git add põe no "stage".',
        },
        { line: 3, question: 'Quanto é 1 + 1?', alternatives: ['1', '2'], correct: '2', feedback: ['', ''], explanation: '' },
      ],
    });
  });

  it('reads , files and counts lines across quoted line breaks', async () => {
    const csv = 'pergunta,alternativa_1,alternativa_2,correta\n"Primeira\nlinha dupla",a,b,2\nSegunda,c,d,1\n';
    const { questions, errors } = await parseQuestionsCsv(csv);
    expect(errors).toEqual([]);
    expect(questions.map((q) => [q.line, q.question, q.correct])).toEqual([
      [2, 'Primeira\nlinha dupla', 'b'],
      [4, 'Segunda', 'c'],
    ]);
  });

  it('answers a pt-BR error per bad row, keeping the good ones', async () => {
    const csv = [
      'pergunta;alternativa_1;alternativa_2;alternativa_3;correta;feedback_1;feedback_2;feedback_3;feedback_4',
      'Boa;a;b;;1;;;;',
      'Fora;a;b;;3;;;;',
      'Texto;a;b;;certa;;;;',
      'Buraco;a;;c;1;;;;',
      'Órfão;a;b;;1;;;;sobrando',
      'Repetida;a;a;;1;;;;',
      ';a;b;;1;;;;',
    ].join('\n');
    const { questions, errors } = await parseQuestionsCsv(csv);
    expect(questions.map((q) => q.line)).toEqual([2]);
    expect(errors).toEqual([
      { line: 3, message: 'correta deve ser o número da alternativa certa, de 1 a 2 (recebido: "3").' },
      { line: 4, message: 'correta deve ser o número da alternativa certa, de 1 a 2 (recebido: "certa").' },
      { line: 5, message: 'alternativa_2 está vazia, mas há alternativas depois dela.' },
      { line: 6, message: 'feedback_4 não tem alternativa_4.' },
      { line: 7, message: 'As alternativas não podem se repetir.' },
      { line: 8, message: 'O campo pergunta é obrigatório.' },
    ]);
  });

  it('names the missing columns, and an unclosed quote, by line', async () => {
    expect(await parseQuestionsCsv('question;answer\nx;y')).toEqual({
      questions: [],
      errors: [{ line: 1, message: expect.stringMatching(/^Faltam as colunas pergunta, alternativa_1, alternativa_2, correta/) }],
    });
    const broken = await parseQuestionsCsv('pergunta;alternativa_1;alternativa_2;correta\nOk;a;b;1\n"Sem fim;a;b;1\n');
    expect(broken.errors).toEqual([{ line: 3, message: expect.stringContaining('aspas sem fechamento') }]);
  });
});
