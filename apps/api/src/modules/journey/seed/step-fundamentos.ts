import { MEDIA, type SeedStep } from './seed-types.ts';

export const fundamentos: SeedStep = {
  name: 'Fundamentos',
  description: 'A base técnica que todo profissional de tecnologia usa no dia a dia: lógica, versionamento e colaboração.',
  courses: [
    {
      name: 'Lógica de programação',
      description: 'Aprenda a decompor problemas em passos claros antes de escrever a primeira linha de código.',
      skills: ['Lógica de programação'],
      themes: [
        {
          name: 'Pensamento computacional',
          topics: [
            { name: 'Boas-vindas', contents: [{ title: 'Boas-vindas à trilha', type: 'video', url: `${MEDIA}/logica-boas-vindas.webm` }] },
            {
              name: 'Algoritmos',
              contents: [
                {
                  title: 'Algoritmos no dia a dia',
                  type: 'text',
                  html: `<h2>O que é um algoritmo?</h2>
<p>Um <strong>algoritmo</strong> é uma sequência finita de passos, sem ambiguidade, que resolve um problema. Uma receita de bolo, o caminho até o trabalho e o cálculo do troco no caixa são algoritmos.</p>
<h3>As três perguntas antes de programar</h3>
<ol>
<li><strong>Entrada:</strong> quais dados eu tenho?</li>
<li><strong>Processamento:</strong> que passos transformam esses dados?</li>
<li><strong>Saída:</strong> que resultado eu espero?</li>
</ol>
<p>Exemplo: para calcular a média de notas, a entrada são as notas, o processamento é somar e dividir pela quantidade, e a saída é a média.</p>
<blockquote>Dica: se você não consegue explicar a solução em português, ainda não está pronto para escrevê-la em código.</blockquote>`,
                },
                {
                  title: 'Quiz: algoritmos',
                  type: 'quiz',
                  questions: [
                    {
                      question: 'O que define um algoritmo?',
                      alternatives: ['Um programa escrito em Python', 'Uma sequência finita de passos sem ambiguidade', 'Um computador muito rápido', 'Qualquer texto técnico'],
                      correct: 'Uma sequência finita de passos sem ambiguidade',
                    },
                    {
                      question: 'Para calcular a média de notas, o que é a entrada?',
                      alternatives: ['A média calculada', 'A divisão', 'As notas', 'O boletim impresso'],
                      correct: 'As notas',
                    },
                    {
                      question: 'Qual destes NÃO é um algoritmo?',
                      alternatives: ['Uma receita de bolo', 'O cálculo do troco', 'A cor favorita de alguém', 'O passo a passo para trocar um pneu'],
                      correct: 'A cor favorita de alguém',
                    },
                    {
                      question: 'Qual é a melhor ordem para resolver um problema?',
                      alternatives: ['Codificar, entender, testar', 'Entender, planejar os passos, codificar e testar', 'Testar, codificar, entender', 'Codificar e publicar'],
                      correct: 'Entender, planejar os passos, codificar e testar',
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          name: 'Da ideia ao código',
          topics: [
            {
              name: 'Estruturas de controle',
              contents: [
                {
                  title: 'Condições e repetições',
                  type: 'text',
                  html: `<h2>Decidir e repetir</h2>
<p>Quase todo programa combina duas ideias: <strong>condições</strong> (se isto, faça aquilo) e <strong>repetições</strong> (faça isto enquanto…).</p>
<pre><code>se valorDaCompra &gt; 200 então
  desconto = valorDaCompra * 0,10
senão
  desconto = 0
fim</code></pre>
<p>Uma repetição precisa sempre de uma condição de parada. Esquecer dela gera o famoso <em>loop infinito</em>.</p>
<ul>
<li>Use <code>para</code> quando sabe quantas vezes vai repetir.</li>
<li>Use <code>enquanto</code> quando depende de algo que muda durante a execução.</li>
</ul>`,
                },
                { title: 'Lista de exercícios', type: 'download', url: `${MEDIA}/exercicios-logica.pdf` },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'Git e GitHub na prática',
      description: 'Versione o seu código, colabore com pull requests e monte um histórico que conta a sua evolução.',
      skills: ['Git', 'GitHub'],
      themes: [
        {
          name: 'Versionando o seu código',
          topics: [
            {
              name: 'Commits',
              contents: [
                { title: 'O primeiro commit', type: 'video', url: `${MEDIA}/git-primeiro-commit.webm` },
                { title: 'Guia rápido de comandos', type: 'file', url: `${MEDIA}/guia-git-essencial.pdf` },
              ],
            },
            {
              name: 'Colaboração',
              contents: [
                {
                  title: 'Branches e pull requests',
                  type: 'text',
                  html: `<h2>Trabalhar em equipe sem pisar no código do colega</h2>
<p>Um <strong>branch</strong> é uma linha de trabalho isolada. Você cria um branch para cada mudança, faz seus commits e abre um <strong>pull request</strong> pedindo que a mudança entre no <code>main</code>.</p>
<h3>Um bom pull request</h3>
<ul>
<li>Resolve uma coisa só e tem um título claro.</li>
<li>Explica o contexto e como testar.</li>
<li>É pequeno o bastante para ser revisado em poucos minutos.</li>
</ul>
<p>Na revisão, comente o código, nunca a pessoa. Perguntas como “o que acontece se a lista vier vazia?” ajudam mais do que “isso está errado”.</p>`,
                },
                {
                  title: 'Quiz: Git',
                  type: 'quiz',
                  questions: [
                    { question: 'Qual comando prepara um arquivo para o próximo commit?', alternatives: ['git push', 'git add', 'git clone', 'git log'], correct: 'git add' },
                    {
                      question: 'Qual é uma boa mensagem de commit?',
                      alternatives: ['ajustes', 'Corrige cálculo do frete para CEPs do Norte', 'commit final agora vai', 'wip'],
                      correct: 'Corrige cálculo do frete para CEPs do Norte',
                    },
                    {
                      question: 'Para que serve um branch?',
                      alternatives: ['Apagar o histórico', 'Isolar uma linha de trabalho', 'Publicar o site', 'Compactar arquivos'],
                      correct: 'Isolar uma linha de trabalho',
                    },
                    {
                      question: 'Onde NÃO se deve guardar uma senha?',
                      alternatives: ['Em um gerenciador de senhas', 'Em variáveis de ambiente', 'Em um arquivo versionado no repositório', 'Em um cofre de segredos'],
                      correct: 'Em um arquivo versionado no repositório',
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          name: 'Avaliação',
          topics: [
            {
              name: 'Prova final',
              contents: [
                {
                  title: 'Avaliação final: Git e GitHub',
                  type: 'exam',
                  questions: [
                    {
                      question: 'Qual comando mostra o histórico resumido?',
                      alternatives: ['git log --oneline', 'git status', 'git diff --cached', 'git stash'],
                      correct: 'git log --oneline',
                    },
                    {
                      question: 'O que o git pull --rebase faz?',
                      alternatives: ['Apaga o branch local', 'Traz as mudanças remotas e reaplica seus commits por cima', 'Cria um repositório novo', 'Envia seus commits'],
                      correct: 'Traz as mudanças remotas e reaplica seus commits por cima',
                    },
                    {
                      question: 'Um pull request ideal é…',
                      alternatives: ['Grande, com várias mudanças', 'Pequeno e com uma intenção', 'Sem descrição', 'Aprovado pelo próprio autor'],
                      correct: 'Pequeno e com uma intenção',
                    },
                    {
                      question: 'Qual arquivo evita que arquivos sejam versionados?',
                      alternatives: ['.gitignore', 'README.md', 'package.json', '.env.example'],
                      correct: '.gitignore',
                    },
                    {
                      question: 'Em uma revisão de código, o comentário deve focar…',
                      alternatives: ['Na pessoa', 'No código e no comportamento', 'No horário do commit', 'Na quantidade de linhas'],
                      correct: 'No código e no comportamento',
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
