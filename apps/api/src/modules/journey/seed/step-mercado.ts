import { MEDIA, type SeedStep } from './seed-types.ts';

export const mercado: SeedStep = {
  name: 'Preparação para o mercado',
  description: 'Currículo, LinkedIn e portfólio prontos para passar na triagem e chamar a atenção de recrutadores.',
  courses: [
    {
      name: 'Currículo que passa na triagem',
      description: 'Monte um currículo objetivo, com palavras-chave da vaga e resultados concretos.',
      themes: [
        {
          name: 'Estrutura do currículo',
          topics: [
            {
              name: 'O essencial',
              contents: [
                {
                  title: 'O que o recrutador lê primeiro',
                  type: 'text',
                  html: `<h2>Seis segundos para causar boa impressão</h2>
<p>Na primeira leitura, quem recruta procura três coisas: <strong>cargo desejado</strong>, <strong>tecnologias</strong> e <strong>experiência recente</strong>. Coloque tudo isso no topo.</p>
<h3>Resumo em três linhas</h3>
<p>Exemplo: <em>Desenvolvedora front-end com 2 anos de experiência em React e TypeScript. Reduzi em 30% o tempo de carregamento do e-commerce em que trabalho. Busco vaga pleno em produto digital.</em></p>
<h3>Palavras-chave</h3>
<p>Muitas empresas usam sistemas de triagem (ATS). Use os mesmos termos da vaga — se ela pede “Node.js”, escreva “Node.js”, não apenas “JavaScript no servidor”.</p>`,
                },
                { title: 'Checklist do currículo', type: 'download', url: `${MEDIA}/checklist-curriculo-ti.pdf` },
                {
                  title: 'Quiz: currículo',
                  type: 'quiz',
                  questions: [
                    {
                      question: 'O que deve aparecer no topo do currículo?',
                      alternatives: ['Hobbies', 'Cargo desejado e tecnologias principais', 'Foto de corpo inteiro', 'Endereço completo'],
                      correct: 'Cargo desejado e tecnologias principais',
                    },
                    {
                      question: 'Como escrever uma experiência de forma forte?',
                      alternatives: ['Responsável por tarefas diversas', 'Reduzi o tempo de build em 40% automatizando testes', 'Trabalhei bastante', 'Fiz de tudo um pouco'],
                      correct: 'Reduzi o tempo de build em 40% automatizando testes',
                    },
                    {
                      question: 'Por que usar as palavras-chave da vaga?',
                      alternatives: ['Para encher o texto', 'Porque sistemas de triagem e recrutadores procuram esses termos', 'Porque é obrigatório por lei', 'Não faz diferença'],
                      correct: 'Porque sistemas de triagem e recrutadores procuram esses termos',
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          name: 'Na prática',
          topics: [
            {
              name: 'Exercício',
              contents: [
                {
                  // DECISIONS (Learning journey): seed content does not use the `tests` type, whose viewer shows only 'Test'.
                  title: 'Exercício: revise o seu currículo',
                  type: 'text',
                  html: `<h2>Revise o seu currículo em 15 minutos</h2>
<p>Abra o seu currículo ao lado de uma vaga que você gostaria de conquistar e responda, item por item:</p>
<ol>
<li><strong>Topo:</strong> o cargo desejado e as três tecnologias principais aparecem nas duas primeiras linhas?</li>
<li><strong>Palavras-chave:</strong> os termos que a vaga usa (“React”, “SQL”, “Scrum”) estão escritos do mesmo jeito no seu currículo?</li>
<li><strong>Resultados:</strong> cada experiência tem pelo menos um número — tempo economizado, usuários atendidos, erros evitados?</li>
<li><strong>Tamanho:</strong> cabe em uma ou duas páginas, sem foto, documentos pessoais ou endereço completo?</li>
</ol>
<p>Ajuste o que faltar e salve uma nova versão em <em>Currículo</em> — você pode manter um currículo por tipo de vaga.</p>`,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'LinkedIn e portfólio',
      description: 'Transforme o seu perfil e os seus projetos em vitrine para as oportunidades certas.',
      themes: [
        {
          name: 'Perfil profissional',
          topics: [
            {
              name: 'LinkedIn',
              contents: [
                { title: 'Dica rápida: o título do perfil', type: 'audio', url: `${MEDIA}/dica-linkedin.ogg` },
                {
                  title: 'Seções que fazem diferença',
                  type: 'text',
                  html: `<h2>Um perfil que trabalha por você</h2>
<ul>
<li><strong>Título:</strong> o que você faz e para quem. Evite apenas “Em busca de oportunidades”.</li>
<li><strong>Sobre:</strong> sua história em primeira pessoa, com tecnologias e um resultado.</li>
<li><strong>Destaques:</strong> fixe seus melhores projetos e artigos.</li>
<li><strong>Competências:</strong> as cinco principais primeiro; peça recomendações a colegas.</li>
</ul>
<p>Ative o modo “Aberto a trabalho” apenas para recrutadores se estiver empregado.</p>`,
                },
              ],
            },
            {
              name: 'Portfólio',
              contents: [
                {
                  title: 'Portfólio no GitHub',
                  type: 'text',
                  html: `<h2>Projetos que contam uma história</h2>
<p>Três projetos bem acabados valem mais que vinte tutoriais copiados. Para cada um:</p>
<ol>
<li>Um <strong>README</strong> com o problema, a solução, as tecnologias e como rodar.</li>
<li>Uma demonstração publicada ou capturas de tela.</li>
<li>Commits organizados e testes, mesmo que poucos.</li>
</ol>
<p>Fixe esses repositórios no seu perfil do GitHub e coloque o link no currículo.</p>`,
                },
                {
                  title: 'Quiz: LinkedIn e portfólio',
                  type: 'quiz',
                  questions: [
                    {
                      question: 'Qual é um bom título de LinkedIn?',
                      alternatives: ['Em busca de oportunidades', 'Desenvolvedor back-end | Java, Spring e AWS', 'Estudante', 'Profissional dedicado'],
                      correct: 'Desenvolvedor back-end | Java, Spring e AWS',
                    },
                    {
                      question: 'O que não pode faltar no README de um projeto?',
                      alternatives: ['A senha do banco', 'Como rodar o projeto', 'Uma lista de memes', 'O salário desejado'],
                      correct: 'Como rodar o projeto',
                    },
                    {
                      question: 'O que vale mais em um portfólio?',
                      alternatives: ['Vinte tutoriais copiados', 'Três projetos bem acabados', 'Repositórios vazios', 'Forks sem mudanças'],
                      correct: 'Três projetos bem acabados',
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
