import type { HighlightSeed } from './highlight-seed.types.ts';

export const newsSeeds: HighlightSeed[] = [
  {
    slug: 'mercado-tech-vagas-dados-ia',
    type: 'news',
    title: 'Vagas de dados e inteligência artificial seguem em alta no Brasil',
    description: 'Empresas de varejo, bancos e agronegócio disputam profissionais de dados; engenharia de dados lidera os pedidos.',
    author: 'Redação Rumo',
    tags: ['Mercado de tecnologia', 'Dados', 'Inteligência artificial'],
    publishedAt: '2026-11-19',
    content: `<p>A procura por profissionais de dados continua entre as mais fortes do mercado brasileiro de tecnologia. Além das empresas de software, bancos, varejistas e companhias do agronegócio ampliaram seus times de análise e engenharia de dados ao longo do ano.</p>
<h2>O que as vagas pedem</h2>
<ul><li>SQL avançado aparece em praticamente todas as descrições.</li><li>Python segue como linguagem principal para análise e automação.</li><li>Experiência com nuvem e orquestração de pipelines pesa nas vagas de engenharia.</li></ul>
<p>Nas vagas ligadas a inteligência artificial, recrutadores relatam que a experiência prática em levar modelos para produção conta mais do que certificados. Projetos com dados públicos brasileiros, como os de portais de transparência, são um bom ponto de partida para o portfólio.</p>
<p>No Rumo, você pode criar um alerta com o cargo desejado e receber por e-mail as vagas novas de dados assim que forem publicadas.</p>`,
  },
  {
    slug: 'trabalho-hibrido-empresas-2026',
    type: 'news',
    title: 'Modelo híbrido se consolida nas empresas de tecnologia',
    description: 'Depois de idas e vindas, a maior parte das vagas de tecnologia combina dias no escritório com trabalho remoto.',
    author: 'Redação Rumo',
    tags: ['Mercado de tecnologia', 'Trabalho remoto', 'Híbrido'],
    publishedAt: '2026-11-10',
    content: `<p>O debate entre remoto e presencial chegou a um meio-termo em boa parte do mercado. Muitas empresas de tecnologia adotaram o modelo híbrido, em geral com dois ou três dias por semana no escritório.</p>
<h2>O que muda para quem procura vaga</h2>
<ul><li>A cidade volta a importar: vagas híbridas pedem proximidade do escritório.</li><li>Vagas totalmente remotas existem, mas recebem muito mais candidaturas.</li><li>Empresas passaram a detalhar a política de trabalho na descrição da vaga.</li></ul>
<p>A recomendação para quem busca emprego é filtrar as vagas pelo modelo de trabalho desde o início e deixar clara, no LinkedIn e no currículo, a sua disponibilidade para deslocamento.</p>`,
  },
  {
    slug: 'rumo-lanca-alertas-de-vagas',
    type: 'news',
    title: 'Rumo lança alertas de vagas por e-mail',
    description: 'Escolha cargo, tipo de contratação, cidade e frequência: as vagas novas chegam num resumo diário, semanal ou mensal.',
    author: 'Equipe Rumo',
    tags: ['Rumo', 'Alertas de vagas', 'Novidades'],
    publishedAt: '2026-10-31',
    content: `<p>Agora você não precisa abrir o Rumo todos os dias para descobrir vagas novas. Com os <strong>alertas de vagas</strong>, você define o que procura e recebe um resumo por e-mail.</p>
<h2>Como funciona</h2>
<ol><li>Acesse <em>Alerta de Vagas</em> no menu e clique em <em>Novo Alerta</em>.</li><li>Escolha cargo, tipo de contratação, estado, cidade e faixa salarial.</li><li>Defina a frequência: diária, semanal ou mensal.</li></ol>
<p>Cada e-mail traz até dez vagas por alerta, nunca repete uma vaga já enviada e tem um link para cancelar o alerta com um clique.</p>`,
  },
  {
    slug: 'demanda-seguranca-da-informacao',
    type: 'news',
    title: 'Segurança da informação ganha espaço nas contratações',
    description: 'Com a LGPD e o aumento de ataques, empresas de todos os portes procuram profissionais de segurança e privacidade.',
    author: 'Redação Rumo',
    tags: ['Mercado de tecnologia', 'Segurança da informação', 'LGPD'],
    publishedAt: '2026-10-16',
    content: `<p>A Lei Geral de Proteção de Dados e a frequência de incidentes de segurança colocaram o tema na pauta das diretorias. O resultado aparece nas vagas: analistas de segurança, especialistas em resposta a incidentes e profissionais de privacidade estão entre os perfis procurados.</p>
<h2>Portas de entrada</h2>
<ul><li>Suporte e infraestrutura costumam ser o primeiro passo para a área.</li><li>Conhecimentos de redes, Linux e nuvem são a base pedida nas vagas júnior.</li><li>Desenvolvedores com noções de desenvolvimento seguro também são disputados.</li></ul>
<p>Para quem está começando, competições do tipo <em>capture the flag</em> e laboratórios práticos ajudam a construir um portfólio que vale tanto quanto um certificado.</p>`,
  },
  {
    slug: 'programas-de-estagio-tecnologia',
    type: 'news',
    title: 'Programas de estágio em tecnologia abrem inscrições para 2027',
    description: 'Grandes empresas e startups abrem processos seletivos para estágio; veja como se organizar para as etapas.',
    author: 'Redação Rumo',
    tags: ['Estágio', 'Primeiro emprego', 'Processo seletivo'],
    publishedAt: '2026-09-24',
    content: `<p>O segundo semestre é a época dos programas de estágio com início no ano seguinte. Os processos costumam ter várias etapas: inscrição, testes online, dinâmica em grupo, entrevista com a área e conversa final.</p>
<h2>Dicas para as etapas</h2>
<ul><li>Anote as datas de cada programa: os prazos de inscrição são curtos.</li><li>Nos testes de lógica, treine com tempo marcado.</li><li>Na dinâmica em grupo, ouvir e organizar a discussão conta tanto quanto ter a melhor ideia.</li><li>Na entrevista com a área, fale dos seus projetos e do que você aprendeu com eles.</li></ul>
<p>Use a busca de vagas do Rumo com o tipo de contratação <em>Estágio</em> para acompanhar as oportunidades abertas.</p>`,
  },
  {
    slug: 'rumo-jornada-de-aprendizagem',
    type: 'news',
    title: 'Jornada de aprendizagem do Rumo ganha novas etapas',
    description: 'Trilhas com vídeos, áudios, textos e quizzes sobre currículo, entrevistas e LinkedIn, para assinantes dos planos Profissional e Premium.',
    author: 'Equipe Rumo',
    tags: ['Rumo', 'Jornada', 'Novidades', 'Estudos'],
    publishedAt: '2026-09-15',
    content: `<p>A <strong>Jornada</strong> do Rumo reúne etapas de aprendizagem para quem está procurando emprego em tecnologia: da organização do currículo à negociação da proposta.</p>
<h2>O que há em cada etapa</h2>
<ul><li>Cursos curtos, divididos em temas e tópicos.</li><li>Conteúdos em vídeo, áudio, texto e arquivos para download.</li><li>Quizzes ao final dos módulos: acerte 70% para seguir em frente.</li></ul>
<p>As etapas são liberadas em sequência, conforme você conclui as anteriores. A Jornada está disponível nos planos Profissional e Premium; conheça os planos na página <em>Planos</em>.</p>`,
  },
];
