import type { HighlightSeed } from './highlight-seed.types.ts';

export const articleSeeds: HighlightSeed[] = [
  {
    slug: 'entrevista-comportamental-star',
    type: 'article',
    title: 'Como se preparar para entrevistas comportamentais com o método STAR',
    description: 'Situação, Tarefa, Ação e Resultado: um roteiro simples para contar suas experiências com clareza e sem enrolação.',
    author: 'Carla Mendes',
    tags: ['Entrevistas', 'Carreira', 'Soft skills'],
    publishedAt: '2026-11-18',
    content: `<p>Perguntas como “conte sobre uma vez em que você discordou do seu líder” aparecem em quase todo processo seletivo de tecnologia. Elas não têm resposta certa, mas têm resposta bem contada. O método <strong>STAR</strong> ajuda a organizar a história em quatro partes.</p>
<h2>As quatro partes</h2>
<ul><li><strong>Situação:</strong> o contexto em uma ou duas frases. Onde você estava, qual era o time, qual era o problema.</li><li><strong>Tarefa:</strong> qual era a sua responsabilidade naquele cenário.</li><li><strong>Ação:</strong> o que <em>você</em> fez. Use “eu”, não “nós”: a banca quer entender a sua contribuição.</li><li><strong>Resultado:</strong> o que mudou. Números ajudam (tempo economizado, erros evitados, clientes atendidos), mas aprendizados também contam.</li></ul>
<h2>Monte seu banco de histórias</h2>
<p>Antes da entrevista, escreva de cinco a oito histórias reais: um conflito, um erro seu, uma entrega difícil, uma vez em que você ensinou alguém, uma decisão técnica que você defendeu. A mesma história costuma servir para várias perguntas.</p>
<blockquote>Uma boa resposta comportamental dura entre um e dois minutos. Se passou de três, corte o contexto, nunca o resultado.</blockquote>
<h2>Erros comuns</h2>
<ol><li>Falar só do time e esconder o seu papel.</li><li>Escolher um “defeito” que é elogio disfarçado.</li><li>Terminar sem resultado: a banca fica sem saber se deu certo.</li></ol>
<p>Treine em voz alta, de preferência gravando. Na terceira vez, a história já sai natural e você consegue prestar atenção na reação de quem está entrevistando.</p>`,
  },
  {
    slug: 'linkedin-perfil-recrutadores',
    type: 'article',
    title: 'LinkedIn que atrai recrutadores: 7 ajustes que levam 30 minutos',
    description: 'Título, resumo, experiências e palavras-chave: o que os recrutadores de tecnologia realmente olham no seu perfil.',
    author: 'Rafael Oliveira',
    tags: ['LinkedIn', 'Recrutamento', 'Marca pessoal'],
    publishedAt: '2026-11-12',
    content: `<p>Recrutadores de tecnologia usam a busca do LinkedIn com filtros de cargo, tecnologia e localização. Se o seu perfil não tem as palavras certas, ele simplesmente não aparece. A boa notícia: dá para resolver o essencial em meia hora.</p>
<h2>Os sete ajustes</h2>
<ol><li><strong>Título:</strong> troque “Em busca de oportunidades” por cargo e stack, por exemplo “Desenvolvedora Back-end | Node.js, PostgreSQL, AWS”.</li><li><strong>Foto e capa:</strong> foto nítida, rosto visível. A capa pode mostrar um projeto ou a sua stack.</li><li><strong>Sobre:</strong> três parágrafos curtos: o que você faz, com o que trabalha e o que procura.</li><li><strong>Experiências:</strong> cada cargo com dois ou três resultados concretos, não só a lista de tarefas.</li><li><strong>Competências:</strong> adicione as tecnologias que aparecem nas vagas que você quer.</li><li><strong>Open to Work:</strong> ative a opção visível só para recrutadores se você ainda está empregado.</li><li><strong>Localização e modelo:</strong> informe cidade e se aceita remoto ou híbrido.</li></ol>
<h2>Palavras-chave sem exagero</h2>
<p>Leia cinco vagas que você gostaria de ocupar e anote os termos que se repetem. Eles devem aparecer no título, no resumo e nas experiências, mas sempre em frases que façam sentido. Lista solta de siglas passa a impressão de perfil montado para robô.</p>
<blockquote>Perfil completo não é perfil longo. É perfil em que o recrutador entende em dez segundos quem você é e o que você procura.</blockquote>
<p>Depois dos ajustes, peça a um colega que leia o seu perfil e diga, em uma frase, qual vaga ele indicaria para você. Se a resposta bater com o que você busca, o trabalho está feito.</p>`,
  },
  {
    slug: 'salarios-ti-como-negociar',
    type: 'article',
    title: 'Salários em TI: como pesquisar a faixa e negociar sua proposta',
    description: 'CLT ou PJ, júnior ou sênior: como chegar à conversa de salário com números na mão e sem medo de perder a vaga.',
    author: 'Juliana Prado',
    tags: ['Salários em TI', 'Negociação', 'CLT', 'PJ'],
    publishedAt: '2026-11-05',
    content: `<p>A pergunta “qual a sua pretensão salarial?” costuma chegar cedo, às vezes na primeira conversa com o RH. Quem chega sem referência tende a pedir menos do que o mercado paga. Por isso a preparação começa antes de enviar o currículo.</p>
<h2>Pesquise a faixa</h2>
<ul><li>Compare vagas do mesmo cargo e senioridade que informam salário.</li><li>Converse com pessoas da sua área: a maioria compartilha faixas quando a pergunta é feita com respeito.</li><li>Considere cidade, modelo de trabalho e porte da empresa: tudo isso mexe no valor.</li></ul>
<h2>CLT e PJ não se comparam pelo bruto</h2>
<p>No regime CLT entram 13º salário, férias remuneradas com um terço a mais, FGTS e benefícios. No PJ, você paga impostos, contador e não tem esses direitos. Uma conta prática é somar tudo o que a CLT oferece em um ano e comparar com o valor anual líquido do contrato PJ.</p>
<h2>Na hora de negociar</h2>
<ol><li>Responda com uma faixa, não com um número único, e deixe claro se é CLT ou PJ.</li><li>Fale de valor entregue: projetos, responsabilidades e resultados que justificam o pedido.</li><li>Negocie o pacote: plano de saúde, auxílio para estudos, equipamento e dias de trabalho remoto também têm preço.</li></ol>
<blockquote>Pedir um valor dentro da faixa de mercado não é ousadia, é informação. Empresas esperam negociação.</blockquote>
<p>Se a proposta vier abaixo do esperado, agradeça, diga o valor com que você fecharia e pergunte se há espaço para revisão. A pior resposta possível é a que você já tinha.</p>`,
  },
  {
    slug: 'portfolio-github-primeira-vaga',
    type: 'article',
    title: 'Portfólio no GitHub para a primeira vaga: menos projetos, mais capricho',
    description: 'Três projetos bem documentados valem mais do que vinte repositórios de tutorial. Veja o que colocar no README.',
    author: 'Thiago Nascimento',
    tags: ['Portfólio', 'GitHub', 'Primeiro emprego', 'Júnior'],
    publishedAt: '2026-10-29',
    content: `<p>Para quem busca a primeira vaga em desenvolvimento, o portfólio substitui a experiência que ainda não existe. Recrutadores técnicos abrem o GitHub com pouco tempo, então o que importa é o que eles encontram nos primeiros minutos.</p>
<h2>Escolha poucos projetos</h2>
<p>Fixe no perfil de dois a quatro repositórios que resolvam problemas reais: um controle de gastos, um sistema de agendamento para um salão do bairro, uma API de receitas. Projetos de tutorial mostram que você seguiu instruções; projetos próprios mostram que você toma decisões.</p>
<h2>O README é a vitrine</h2>
<ul><li>O que o projeto faz, em duas frases.</li><li>Uma imagem ou GIF da aplicação funcionando.</li><li>Tecnologias usadas e por que foram escolhidas.</li><li>Como rodar localmente, em poucos comandos.</li><li>O que você faria a seguir se tivesse mais tempo.</li></ul>
<h2>Sinais de maturidade</h2>
<p>Testes automatizados, mensagens de commit claras e um histórico que mostra evolução pesam mais do que a quantidade de linhas. Um <code>npm test</code> que passa diz muito sobre como você trabalha.</p>
<blockquote>Um projeto terminado e bem explicado vence dez projetos pela metade.</blockquote>
<p>Por fim, coloque o link do portfólio no currículo e no LinkedIn. Portfólio que ninguém encontra não ajuda ninguém.</p>`,
  },
  {
    slug: 'transicao-de-carreira-para-tecnologia',
    type: 'article',
    title: 'Transição de carreira para tecnologia depois dos 30',
    description: 'Sua experiência anterior é vantagem, não atraso. Como escolher a área, estudar com foco e contar a sua história.',
    author: 'Patrícia Lopes',
    tags: ['Transição de carreira', 'Carreira', 'Estudos'],
    publishedAt: '2026-10-21',
    content: `<p>Professores, administradores, enfermeiros e vendedores migram para tecnologia todos os anos. Quem faz a transição depois dos 30 costuma ter algo que muita gente recém-formada ainda não tem: experiência com pessoas, prazos e problemas de negócio.</p>
<h2>Escolha uma porta de entrada</h2>
<p>Desenvolvimento, dados, qualidade de software, UX e suporte técnico têm caminhos diferentes. Uma boa pista é olhar para o que você já faz bem: quem organiza planilhas complexas tende a gostar de dados; quem explica bem tende a se dar bem com suporte e produto.</p>
<h2>Estude com um objetivo</h2>
<ul><li>Defina uma vaga-alvo e estude o que ela pede, não tudo o que existe.</li><li>Reserve horários fixos na semana: constância vence maratonas.</li><li>Construa projetos ligados à sua área anterior; eles rendem ótimas conversas em entrevistas.</li></ul>
<h2>Conte a sua história</h2>
<p>No currículo e no LinkedIn, não esconda a carreira anterior. Mostre como ela se conecta com a nova: “Fui gerente de loja por oito anos e hoje crio dashboards de vendas” é uma frase que recrutadores lembram.</p>
<blockquote>Transição não é recomeçar do zero. É levar o que você já sabe para um lugar novo.</blockquote>`,
  },
  {
    slug: 'curriculo-tecnologia-ats',
    type: 'article',
    title: 'Currículo para vagas de tecnologia: como passar pelos filtros automáticos',
    description: 'Formato simples, palavras da vaga e resultados em números: o que faz o seu currículo ser lido por uma pessoa.',
    author: 'Equipe Rumo',
    tags: ['Currículo', 'ATS', 'Recrutamento'],
    publishedAt: '2026-10-14',
    content: `<p>Muitas empresas usam sistemas de recrutamento (ATS) que leem o currículo antes de qualquer pessoa. Eles não são inimigos: apenas precisam encontrar informações no lugar esperado.</p>
<h2>Formato</h2>
<ul><li>Uma coluna, títulos claros (Experiência, Formação, Idiomas) e fonte comum.</li><li>Arquivo em PDF gerado a partir de texto, nunca uma imagem.</li><li>Uma ou duas páginas: o que passa disso raramente é lido.</li></ul>
<h2>Conteúdo</h2>
<p>Em cada experiência, troque a lista de tarefas por resultados: “reduzi o tempo de carregamento da página de produtos de 6 para 2 segundos” diz mais do que “trabalhei com performance”. Use as mesmas palavras da vaga para as tecnologias que você realmente domina.</p>
<h2>Adapte para cada vaga</h2>
<p>Você não precisa reescrever tudo. Ajuste o resumo e a ordem das competências para a vaga em questão. No Rumo, você pode manter mais de um currículo e gerar a versão para impressão de cada um.</p>
<blockquote>O currículo não precisa contar tudo. Precisa convencer alguém a conversar com você.</blockquote>`,
  },
  {
    slug: 'entrevista-tecnica-live-coding',
    type: 'article',
    title: 'Live coding sem pânico: como pensar em voz alta na entrevista técnica',
    description: 'A banca avalia o raciocínio, não só a resposta final. Um roteiro para organizar o pensamento diante de um problema novo.',
    author: 'Bruno Carvalho',
    tags: ['Entrevistas', 'Entrevista técnica', 'Algoritmos'],
    publishedAt: '2026-10-07',
    content: `<p>Resolver um problema com alguém olhando é desconfortável para quase todo mundo. A boa notícia é que, na maioria das empresas, quem entrevista quer ver como você pensa, e não se você decorou a solução.</p>
<h2>Um roteiro em cinco passos</h2>
<ol><li><strong>Repita o problema</strong> com suas palavras e confirme entradas e saídas.</li><li><strong>Pergunte sobre os limites:</strong> listas vazias, valores negativos, tamanho dos dados.</li><li><strong>Proponha uma solução simples primeiro</strong>, mesmo que não seja a mais eficiente.</li><li><strong>Escreva o código comentando</strong> o que está fazendo e por quê.</li><li><strong>Teste com exemplos</strong> antes de dizer que terminou.</li></ol>
<h2>Quando travar</h2>
<p>Diga que travou e o que está tentando. Frases como “estou pensando se um dicionário resolveria a busca” convidam a banca a dar uma pista. Silêncio longo é pior do que uma ideia errada.</p>
<pre>// primeiro: funciona
// depois: fica rápido
// por último: fica bonito</pre>
<p>Pratique com um colega fazendo o papel de entrevistador. Sentir o desconforto antes do dia real é metade do treino.</p>`,
  },
  {
    slug: 'soft-skills-times-remotos',
    type: 'article',
    title: 'Soft skills que fazem diferença em times remotos',
    description: 'Comunicação escrita, autonomia e visibilidade do trabalho: as habilidades que mais pesam quando o time está espalhado pelo país.',
    author: 'Marina Costa',
    tags: ['Soft skills', 'Trabalho remoto', 'Carreira'],
    publishedAt: '2026-09-30',
    content: `<p>Em times distribuídos, boa parte do trabalho acontece por escrito: mensagens, documentos, descrições de tarefas e revisões de código. Quem escreve com clareza economiza reuniões e ganha confiança.</p>
<h2>Escrever para ser entendido</h2>
<ul><li>Comece pela conclusão ou pelo pedido, depois dê o contexto.</li><li>Uma mensagem, um assunto.</li><li>Diga o prazo e o que acontece se ninguém responder.</li></ul>
<h2>Autonomia com visibilidade</h2>
<p>Autonomia não é sumir. Compartilhe o que está fazendo, onde travou e o que vem a seguir. Um resumo curto no fim do dia evita que alguém precise perguntar “como está aquilo?”.</p>
<h2>Cuidar das relações</h2>
<p>Sem o café na copa, as relações precisam de intenção: conversas rápidas por vídeo, elogios públicos e paciência com fusos e rotinas diferentes.</p>
<blockquote>No remoto, quem não é visto não é lembrado. Mostre o seu trabalho com a mesma dedicação com que você o faz.</blockquote>`,
  },
];
