import type { HighlightSeed } from './highlight-seed.types.ts';

/** Videos and podcasts: the content is the episode's show notes. */
export const mediaSeeds: HighlightSeed[] = [
  {
    slug: 'video-pitch-pessoal',
    type: 'video',
    title: 'Vídeo: o pitch pessoal de um minuto para abrir entrevistas',
    description: 'Como responder “fale sobre você” em um minuto, com começo, meio e fim.',
    author: 'Carla Mendes',
    tags: ['Entrevistas', 'Comunicação'],
    publishedAt: '2026-11-16',
    content: `<p>“Fale sobre você” é quase sempre a primeira pergunta. Neste vídeo, mostramos como montar um pitch de um minuto em três partes: quem você é hoje, o que você já fez de mais relevante e por que essa vaga faz sentido agora.</p>
<h3>Neste vídeo</h3>
<ul><li>A estrutura presente, passado e futuro.</li><li>Como cortar detalhes que não ajudam.</li><li>Exemplos para quem está em transição de carreira.</li></ul>`,
  },
  {
    slug: 'video-linkedin-na-pratica',
    type: 'video',
    title: 'Vídeo: ajustando um perfil do LinkedIn ao vivo',
    description: 'Pegamos um perfil real (com autorização) e aplicamos título, resumo e experiências orientados a resultado.',
    author: 'Rafael Oliveira',
    tags: ['LinkedIn', 'Marca pessoal'],
    publishedAt: '2026-11-03',
    content: `<p>Um antes e depois de um perfil do LinkedIn de uma desenvolvedora front-end. Revisamos o título, reescrevemos o resumo e transformamos descrições de tarefas em resultados.</p>
<h3>Neste vídeo</h3>
<ul><li>Título com cargo e stack.</li><li>Resumo em três parágrafos.</li><li>Competências alinhadas às vagas-alvo.</li></ul>
<p>Leia também o artigo <em>LinkedIn que atrai recrutadores</em> aqui nos Destaques.</p>`,
  },
  {
    slug: 'video-git-para-iniciantes',
    type: 'video',
    title: 'Vídeo: Git para iniciantes em 10 comandos',
    description: 'Do git init ao pull request: os comandos que você vai usar todos os dias no primeiro emprego.',
    author: 'Thiago Nascimento',
    tags: ['Git', 'Primeiro emprego', 'Júnior'],
    publishedAt: '2026-10-25',
    content: `<p>Uma introdução prática ao Git pensada para quem vai trabalhar em time pela primeira vez.</p>
<h3>Comandos apresentados</h3>
<pre>git init · git clone · git status · git add · git commit
git switch -c · git push · git pull · git log · git restore</pre>
<p>No final, mostramos como abrir um pull request e responder aos comentários da revisão de código com tranquilidade.</p>`,
  },
  {
    slug: 'video-dinamica-de-grupo',
    type: 'video',
    title: 'Vídeo: como se destacar em dinâmicas de grupo',
    description: 'O que os avaliadores observam nas dinâmicas dos programas de estágio e trainee.',
    author: 'Patrícia Lopes',
    tags: ['Estágio', 'Processo seletivo'],
    publishedAt: '2026-10-10',
    content: `<p>Dinâmicas de grupo avaliam colaboração, escuta e organização. Neste vídeo, explicamos os papéis que costumam surgir no grupo e como contribuir sem atropelar ninguém.</p>
<h3>Neste vídeo</h3>
<ul><li>Como abrir a discussão resumindo o desafio.</li><li>Como incluir quem está calado.</li><li>Como fechar com uma proposta clara dentro do tempo.</li></ul>`,
  },
  {
    slug: 'video-dashboard-de-vendas',
    type: 'video',
    title: 'Vídeo: projeto de portfólio em dados com SQL e Python',
    description: 'Construímos um pequeno painel de vendas a partir de dados públicos, do SQL ao gráfico final.',
    author: 'Bruno Carvalho',
    tags: ['Dados', 'Portfólio', 'Python', 'SQL'],
    publishedAt: '2026-09-27',
    content: `<p>Um projeto de portfólio completo para quem quer entrar na área de dados: escolhemos uma base pública, escrevemos as consultas em SQL, tratamos os dados em Python e apresentamos as conclusões.</p>
<h3>Etapas</h3>
<ol><li>Entender a pergunta de negócio.</li><li>Explorar e limpar os dados.</li><li>Responder com consultas e gráficos.</li><li>Documentar tudo no README.</li></ol>`,
  },
  {
    slug: 'video-negociacao-salarial',
    type: 'video',
    title: 'Vídeo: simulação de negociação salarial',
    description: 'Uma conversa de proposta encenada, com pausas para comentar cada resposta.',
    author: 'Juliana Prado',
    tags: ['Salários em TI', 'Negociação'],
    publishedAt: '2026-09-12',
    content: `<p>Encenamos a ligação em que o RH apresenta a proposta. A cada resposta, paramos para comentar o que funcionou e o que poderia ser dito de outro jeito.</p>
<h3>Neste vídeo</h3>
<ul><li>Como pedir tempo para avaliar a proposta.</li><li>Como contrapropor com base em pesquisa de mercado.</li><li>Como negociar benefícios quando o salário não muda.</li></ul>`,
  },
  {
    slug: 'podcast-primeiro-emprego-em-ti',
    type: 'podcast',
    title: 'Rumo Cast #12: o primeiro emprego em TI',
    description: 'Três pessoas contam como conseguiram a primeira vaga em tecnologia e o que fariam diferente.',
    author: 'Rumo Cast',
    tags: ['Primeiro emprego', 'Júnior'],
    publishedAt: '2026-11-14',
    content: `<p>Neste episódio, conversamos com uma desenvolvedora que veio do atendimento ao cliente, um analista de dados formado em economia e um estagiário de infraestrutura que ainda está na faculdade.</p>
<h3>Assuntos</h3>
<ul><li>Quantas candidaturas até o primeiro sim.</li><li>O projeto de portfólio que abriu portas.</li><li>O que ninguém conta sobre os primeiros meses.</li></ul>`,
  },
  {
    slug: 'podcast-lideranca-tecnica',
    type: 'podcast',
    title: 'Rumo Cast #11: de sênior a liderança técnica',
    description: 'Tech lead, staff ou gestão? Os caminhos de carreira depois da senioridade.',
    author: 'Rumo Cast',
    tags: ['Liderança', 'Carreira', 'Sênior'],
    publishedAt: '2026-11-01',
    content: `<p>Depois de chegar ao nível sênior, muita gente se pergunta qual é o próximo passo. Conversamos sobre as diferenças entre liderança técnica, carreira em Y e gestão de pessoas.</p>
<h3>Assuntos</h3>
<ul><li>O que muda no dia a dia de um tech lead.</li><li>Como saber se você quer gerir pessoas.</li><li>Voltar atrás é possível (e mais comum do que parece).</li></ul>`,
  },
  {
    slug: 'podcast-saude-mental-busca-emprego',
    type: 'podcast',
    title: 'Rumo Cast #10: saúde mental durante a busca por emprego',
    description: 'Rotina, rejeições e ansiedade: como atravessar um processo de busca longo sem se perder.',
    author: 'Rumo Cast',
    tags: ['Saúde mental', 'Carreira'],
    publishedAt: '2026-10-18',
    content: `<p>Procurar emprego pode ser cansativo e solitário. Neste episódio, uma psicóloga organizacional fala sobre como manter a rotina, lidar com respostas negativas e pedir ajuda.</p>
<h3>Assuntos</h3>
<ul><li>Metas de processo em vez de metas de resultado.</li><li>Como interpretar o silêncio das empresas.</li><li>Sinais de que é hora de desacelerar.</li></ul>
<p>Se precisar conversar com alguém agora, o CVV atende gratuitamente pelo telefone 188.</p>`,
  },
  {
    slug: 'podcast-freelancer-e-pj',
    type: 'podcast',
    title: 'Rumo Cast #9: trabalhar como PJ e freelancer',
    description: 'Contrato, nota fiscal, impostos e reserva financeira: o básico antes de aceitar uma proposta PJ.',
    author: 'Rumo Cast',
    tags: ['PJ', 'Freelancer', 'Salários em TI'],
    publishedAt: '2026-10-04',
    content: `<p>Uma conversa franca com uma contadora e um desenvolvedor que trabalha como PJ há cinco anos.</p>
<h3>Assuntos</h3>
<ul><li>MEI, Simples Nacional e quando cada um serve.</li><li>Como comparar uma proposta PJ com uma CLT.</li><li>Reserva para férias, imprevistos e meses sem contrato.</li></ul>`,
  },
  {
    slug: 'podcast-diversidade-em-tech',
    type: 'podcast',
    title: 'Rumo Cast #8: diversidade nos times de tecnologia',
    description: 'Mulheres, pessoas negras e pessoas com deficiência falam sobre barreiras e sobre o que funciona nas empresas.',
    author: 'Rumo Cast',
    tags: ['Diversidade', 'Cultura'],
    publishedAt: '2026-09-20',
    content: `<p>Convidamos profissionais de tecnologia para falar sobre as barreiras que enfrentaram e sobre práticas de empresas que fizeram diferença.</p>
<h3>Assuntos</h3>
<ul><li>Processos seletivos mais justos.</li><li>Acessibilidade no dia a dia de trabalho.</li><li>Grupos de afinidade e mentoria.</li></ul>`,
  },
  {
    slug: 'podcast-ingles-para-ti',
    type: 'podcast',
    title: 'Rumo Cast #7: inglês para quem trabalha com tecnologia',
    description: 'Quanto inglês é preciso para vagas internacionais e como praticar sem gastar muito.',
    author: 'Rumo Cast',
    tags: ['Inglês', 'Vagas internacionais'],
    publishedAt: '2026-09-06',
    content: `<p>Vagas para empresas de fora do país pagam em moeda estrangeira e pedem inglês para reuniões, documentação e entrevistas. Neste episódio, falamos sobre o nível necessário e formas de praticar.</p>
<h3>Assuntos</h3>
<ul><li>Leitura técnica x conversação.</li><li>Como treinar para entrevistas em inglês.</li><li>Como informar o nível de idioma no currículo.</li></ul>`,
  },
];
