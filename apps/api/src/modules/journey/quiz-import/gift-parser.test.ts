import { describe, expect, it } from 'vitest';
import { parseGift } from './gift-parser.ts';

// Samples from Moodle's GIFT documentation (https://docs.moodle.org/en/GIFT_format), decision 1605.
const MOODLE_SAMPLE = String.raw`// question: 1 name: Grant's tomb
::Grant's tomb::Who is buried in Grant's tomb in New York City? {
=Grant
~No one
#Was true for 12 years, but Grant's remains were buried in the tomb in 1897
~Napoleon
#He was buried in France
~Churchill
#He was buried in England
~Mother Teresa
#She was buried in India
}

// multiple choice with general feedback
What's 2+2? {~3 =4 #Right! ~5 ####The sum of two and two is four.}

Grant is {~buried =entombed ~living} in Grant's tomb.

Grant is buried in Grant's tomb.{F}

The sun rises in the east.{T}

Who's buried in Grant's tomb?{=no one =nobody}

Which animal eats which food? { =cat -> cat food =dog -> dog food }

When was Ulysses S. Grant born?{#1822:5}

Write a short biography of Dag Hammarskjöld. {}

What two people are entombed in Grant's tomb? {
   ~%-100%No one
   ~%50%Grant
   ~%50%Grant's wife
   ~%-100%Grant's father
}
`;

describe('parseGift: the multiple-choice subset of GIFT', () => {
  const { questions, errors } = parseGift(MOODLE_SAMPLE);

  it('reads multiple choice with a title, per-answer feedback and general feedback', () => {
    expect(questions).toHaveLength(3);
    expect(questions[0]).toEqual({
      line: 2,
      question: "Who is buried in Grant's tomb in New York City?",
      alternatives: ['Grant', 'No one', 'Napoleon', 'Churchill', 'Mother Teresa'],
      correct: 'Grant',
      feedback: [
        '',
        "Was true for 12 years, but Grant's remains were buried in the tomb in 1897",
        'He was buried in France',
        'He was buried in England',
        'She was buried in India',
      ],
      explanation: '',
    });
    expect(questions[1]).toEqual({
      line: 15,
      question: "What's 2+2?",
      alternatives: ['3', '4', '5'],
      correct: '4',
      feedback: ['', 'Right!', ''],
      explanation: 'The sum of two and two is four.',
    });
  });

  it('turns a "missing word" question into a sentence with a gap', () => {
    expect(questions[2]).toMatchObject({ line: 17, question: "Grant is _____ in Grant's tomb.", alternatives: ['buried', 'entombed', 'living'], correct: 'entombed' });
  });

  it('refuses every other GIFT type with a pt-BR error on the line where the question starts', () => {
    expect(errors).toEqual([
      { line: 19, message: expect.stringContaining('verdadeiro ou falso') },
      { line: 21, message: expect.stringContaining('verdadeiro ou falso') },
      { line: 23, message: expect.stringContaining('resposta curta') },
      { line: 25, message: expect.stringContaining('associação') },
      { line: 27, message: expect.stringContaining('numérica') },
      { line: 29, message: expect.stringContaining('dissertativa') },
      { line: 31, message: expect.stringContaining('Notas parciais') },
    ]);
  });

  it('keeps escaped special characters as text', () => {
    const {
      questions: [q],
      errors: none,
    } = parseGift(String.raw`::Escapes\: todos:: Qual expressão vale \{x\}? {=a \= b \~ c #Use \#1 ~c ~d}`);
    expect(none).toEqual([]);
    expect(q).toMatchObject({ question: 'Qual expressão vale {x}?', alternatives: ['a = b ~ c', 'c', 'd'], correct: 'a = b ~ c', feedback: ['Use #1', '', ''] });
  });

  it('reads pt-BR text, CRLF line ends, a BOM, [html] and a 100% weight as the right answer', () => {
    const source =
      '\uFEFF$CATEGORY: jornada/git\r\n\r\n::Git::[html]<p>Qual comando <b>prepara</b> um arquivo?</p> {\r\n~%100%git add#Isso!\r\n~git push#Envia ao remoto.\r\n}\r\n';
    const {
      questions: [q],
      errors: none,
    } = parseGift(source);
    expect(none).toEqual([]);
    expect(q).toEqual({
      line: 3,
      question: 'Qual comando prepara um arquivo?',
      alternatives: ['git add', 'git push'],
      correct: 'git add',
      feedback: ['Isso!', 'Envia ao remoto.'],
      explanation: '',
    });
  });

  it('decodes every HTML entity of an [html] question, named or numeric, and never reads the # of &#233; as feedback', () => {
    const source = [
      '[html]<p>Qual &eacute; a fun&ccedil;&atilde;o do <code>git&nbsp;add</code>?</p> {=Prepara o arquivo&#8230;#Isso &mdash; &#233; o &#x2018;stage&#x2019;. ~Envia ao remoto#N&#227;o: isso &eacute; o push. ~Apaga&#x20;o arquivo}',
      'Sem [html], &eacute; texto {=a&#233;b ~c#nota}',
    ].join('\n\n');
    const { questions, errors } = parseGift(source);
    expect(errors).toEqual([]);
    expect(questions[0]).toEqual({
      line: 1,
      question: 'Qual é a função do git add?',
      alternatives: ['Prepara o arquivo…', 'Envia ao remoto', 'Apaga o arquivo'],
      correct: 'Prepara o arquivo…',
      feedback: ['Isso — é o ‘stage’.', 'Não: isso é o push.', ''],
      explanation: '',
    });
    // Outside [html] the text is kept as written, but a character reference is still not a feedback mark.
    expect(questions[1]).toMatchObject({ question: 'Sem [html], &eacute; texto', alternatives: ['a&#233;b', 'c'], feedback: ['', 'nota'] });
  });

  it('applies the editor rules: one right answer, 2 to 6 unique alternatives, lengths', () => {
    const source = [
      'Duas certas? {=a =b ~c}',
      'Nenhuma certa? {~a ~b}',
      'Só uma? {=a ~}',
      'Sete? {=1 ~2 ~3 ~4 ~5 ~6 ~7}',
      'Repetida? {=a ~a}',
      `Longa? {=a#${'x'.repeat(1001)} ~b}`,
      'Sem chaves no fim {=a ~b',
      'Sem alternativas',
    ].join('\n\n');
    expect(parseGift(source)).toEqual({
      questions: [],
      errors: [
        { line: 1, message: 'Marque só uma alternativa correta com = (as outras com ~).' },
        { line: 3, message: 'Marque a alternativa correta com =.' },
        { line: 5, message: expect.stringContaining('alternativa') },
        { line: 7, message: 'Informe de 2 a 6 alternativas.' },
        { line: 9, message: 'As alternativas não podem se repetir.' },
        { line: 11, message: expect.stringContaining('1000') },
        { line: 13, message: 'Falta fechar as chaves } das alternativas.' },
        { line: 15, message: expect.stringContaining('Pergunta sem alternativas') },
      ],
    });
  });

  it('answers nothing for an empty file or comments only', () => {
    expect(parseGift('// só um comentário\n\n   \n')).toEqual({ questions: [], errors: [] });
  });
});
