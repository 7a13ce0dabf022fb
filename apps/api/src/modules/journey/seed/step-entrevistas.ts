import { MEDIA, type SeedStep } from './seed-types.ts';

export const entrevistas: SeedStep = {
  name: 'Entrevistas e contratação',
  description: 'Do primeiro contato à proposta: entrevistas comportamentais, técnicas e negociação.',
  courses: [
    {
      name: 'Entrevista comportamental',
      description: 'Conte a sua trajetória com clareza e responda às perguntas clássicas com o método STAR.',
      themes: [
        {
          name: 'Método STAR',
          topics: [
            {
              name: 'Estruturando respostas',
              contents: [
                { title: 'Áudio: o método STAR', type: 'audio', url: `${MEDIA}/entrevista-star.ogg` },
                {
                  title: 'Perguntas frequentes',
                  type: 'text',
                  html: `<h2>As perguntas que sempre aparecem</h2>
<ul>
<li><strong>Fale sobre você.</strong> Dois minutos: formação, experiência recente, o que busca agora.</li>
<li><strong>Conte um conflito no time.</strong> Use STAR e mostre como você ouviu o outro lado.</li>
<li><strong>Qual é o seu ponto fraco?</strong> Algo real, com o que você já faz para melhorar.</li>
<li><strong>Por que esta empresa?</strong> Pesquise o produto e cite algo específico.</li>
</ul>
<p>No fim, faça perguntas: “Como é um dia típico do time?” e “Como vocês medem sucesso nesta vaga?”.</p>`,
                },
              ],
            },
          ],
        },
        {
          name: 'Avaliação',
          topics: [
            {
              name: 'Prova',
              contents: [
                {
                  title: 'Avaliação: entrevista comportamental',
                  type: 'exam',
                  questions: [
                    { question: 'O que significa o S de STAR?', alternatives: ['Salário', 'Situação', 'Solução', 'Sucesso'], correct: 'Situação' },
                    {
                      question: 'Como terminar uma resposta STAR?',
                      alternatives: ['Com o resultado e o que você aprendeu', 'Culpando o time', 'Mudando de assunto', 'Sem conclusão'],
                      correct: 'Com o resultado e o que você aprendeu',
                    },
                    {
                      question: 'Ao falar de um ponto fraco, você deve…',
                      alternatives: ['Dizer que não tem', 'Citar algo real e como está melhorando', 'Falar de um colega', 'Evitar a pergunta'],
                      correct: 'Citar algo real e como está melhorando',
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Entrevista técnica e proposta',
      description: 'Prepare-se para desafios técnicos, live coding e para negociar a sua proposta com segurança.',
      themes: [
        {
          name: 'Desafio técnico',
          topics: [
            {
              name: 'Live coding',
              contents: [
                {
                  title: 'Live coding sem pânico',
                  type: 'text',
                  html: `<h2>Pense em voz alta</h2>
<p>Em um live coding, a pessoa entrevistadora avalia o seu <strong>raciocínio</strong> mais do que a resposta perfeita.</p>
<ol>
<li>Repita o problema com as suas palavras e confirme as entradas e saídas.</li>
<li>Comece por uma solução simples, mesmo que lenta.</li>
<li>Teste com exemplos, incluindo casos de borda (lista vazia, valores negativos).</li>
<li>Só então otimize, explicando o custo de cada escolha.</li>
</ol>`,
                },
                {
                  title: 'Quiz: entrevista técnica',
                  type: 'quiz',
                  questions: [
                    {
                      question: 'Qual é o primeiro passo em um live coding?',
                      alternatives: [
                        'Escrever o código mais rápido possível',
                        'Confirmar o problema, as entradas e as saídas',
                        'Pedir para pular a questão',
                        'Otimizar antes de resolver',
                      ],
                      correct: 'Confirmar o problema, as entradas e as saídas',
                    },
                    {
                      question: 'Qual destes é um caso de borda?',
                      alternatives: ['Uma lista vazia', 'Uma lista com três números', 'Um nome comum', 'Um e-mail válido'],
                      correct: 'Uma lista vazia',
                    },
                    {
                      question: 'O que a pessoa entrevistadora mais avalia?',
                      alternatives: ['A velocidade de digitação', 'O raciocínio e a comunicação', 'O editor de código', 'A quantidade de linhas'],
                      correct: 'O raciocínio e a comunicação',
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          name: 'Proposta',
          topics: [
            {
              name: 'Negociação',
              contents: [
                {
                  title: 'CLT ou PJ: comparando propostas',
                  type: 'text',
                  html: `<h2>Compare o pacote, não só o salário</h2>
<p>Na <strong>CLT</strong>, some ao salário o 13º, as férias com um terço, o FGTS (8% ao mês) e os benefícios. Como <strong>PJ</strong>, desconte impostos, contador, plano de saúde e o fato de não haver férias remuneradas.</p>
<p>Uma regra prática: para empatar com uma proposta CLT, a proposta PJ costuma precisar ser de 30% a 50% maior.</p>
<p>Ao negociar, apresente uma faixa baseada em pesquisa de mercado e destaque o valor que você entrega.</p>`,
                },
                {
                  title: 'Avaliação final: contratação',
                  type: 'exam',
                  questions: [
                    {
                      question: 'Qual destes é um direito da CLT?',
                      alternatives: ['Nota fiscal mensal', '13º salário', 'Emissão de boletos', 'Contrato de prestação de serviços'],
                      correct: '13º salário',
                    },
                    { question: 'Quanto é depositado de FGTS por mês na CLT?', alternatives: ['2%', '8%', '15%', '27,5%'], correct: '8%' },
                    {
                      question: 'Como apresentar a pretensão salarial?',
                      alternatives: ['Um valor qualquer', 'Uma faixa baseada em pesquisa de mercado', 'O salário de um amigo', 'Recusar-se a responder sempre'],
                      correct: 'Uma faixa baseada em pesquisa de mercado',
                    },
                    {
                      question: 'Ao comparar CLT e PJ, o que considerar?',
                      alternatives: ['Apenas o valor bruto', 'O pacote completo: impostos, benefícios, férias e 13º', 'Só o vale-refeição', 'A cor do logotipo'],
                      correct: 'O pacote completo: impostos, benefícios, férias e 13º',
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
