/**
 * What the seeded media say: one pt-BR script (150–250 words) per file, read by espeak-ng.
 * Sentences end in '.', '!' or '?'; each becomes one caption cue of the videos' WebVTT.
 * Written as plain prose on purpose: no symbols or abbreviations a speech synthesiser mangles.
 */

/** Journey media, by file name (without extension) under apps/web/public/media/journey. */
export const JOURNEY_NARRATIONS = {
  'logica-boas-vindas': `Bem-vindo à trilha de lógica de programação. Aqui você aprende a pensar em passos pequenos, claros e testáveis, antes de escrever a primeira linha de código.
Programar é, antes de tudo, resolver problemas. O computador só faz exatamente o que mandamos, na ordem em que mandamos. Por isso, a habilidade mais importante não é decorar comandos de uma linguagem, e sim saber quebrar um problema grande em partes menores.
Nesta trilha, você vai trabalhar com três perguntas. Primeira: quais dados eu tenho na entrada? Segunda: que passos transformam esses dados? Terceira: que resultado eu espero na saída?
Vamos usar exemplos do dia a dia, como calcular a média de notas, decidir se uma pessoa pode votar e repetir uma tarefa até que uma condição seja atendida. Você vai conhecer variáveis, condições e repetições, que são a base de qualquer linguagem.
Cada tema termina com um quiz curto. Se errar, tudo bem: leia a explicação, volte ao texto e tente de novo. O objetivo é entender, não acertar de primeira.
Uma dica para começar: se você não consegue explicar a solução em português, ainda não está pronto para escrevê-la em código. Pegue papel e caneta, escreva os passos e só então abra o editor. Bons estudos!`,
  'git-primeiro-commit': `Neste vídeo, você vai fazer o seu primeiro commit com Git. Um commit é uma fotografia do seu projeto em um momento específico. Com essas fotografias, você consegue voltar no tempo, comparar versões e entender como o código chegou até aqui.
O fluxo básico tem três passos. Primeiro, você altera os arquivos no seu computador. Depois, escolhe quais mudanças vão entrar na próxima fotografia, com o comando git add. Por fim, registra a fotografia com git commit e uma mensagem.
Antes de adicionar, use git status. Ele mostra o que mudou, o que já está preparado e o que o Git ainda não acompanha. Esse comando é o seu melhor amigo: use sempre que tiver dúvida.
A mensagem do commit é tão importante quanto o código. Escreva mensagens curtas, no imperativo, que expliquem o porquê da mudança. Por exemplo: corrige o cálculo do frete para pedidos acima de cem reais. Evite mensagens como ajustes ou teste, que não dizem nada a quem vai ler o histórico daqui a seis meses.
Prefira commits pequenos, cada um com uma única intenção. Assim, a revisão fica mais fácil e, se algo der errado, você desfaz só aquela mudança. No guia rápido deste tópico, você encontra os comandos que usamos aqui.`,
  'dica-linkedin': `Dica rápida sobre o título do seu perfil no LinkedIn. O título é a linha que aparece logo abaixo do seu nome, e ele é lido em todo lugar: nos resultados de busca, nos comentários e nos convites de conexão. Muitas vezes, é a única coisa que um recrutador lê antes de decidir se abre o seu perfil.
Por isso, use o título para dizer o que você faz e para quem. Por exemplo: desenvolvedora front-end, React e acessibilidade. Ou então: analista de dados, SQL e Python, com foco em varejo. Cargo, principais tecnologias e, se fizer sentido, a área em que você quer atuar.
Evite títulos genéricos, como em busca de oportunidades ou estudante apaixonado por tecnologia. Eles não aparecem nas buscas e não dizem nada sobre o que você sabe fazer. Se você está em transição de carreira, diga para onde está indo, por exemplo: desenvolvedor júnior em formação, JavaScript e Node.
Lembre-se de que recrutadores pesquisam por palavras-chave. Olhe três ou quatro vagas que você gostaria de ocupar, anote os termos que se repetem e use os mais importantes no título e no resumo.
Por fim, revise o título a cada novo projeto ou emprego. Ele deve acompanhar a sua evolução.`,
  'entrevista-star': `Na entrevista comportamental, a pessoa que entrevista quer saber como você agiu em situações reais, porque o comportamento passado é um bom indício do comportamento futuro. Perguntas como conte sobre um conflito no time ou fale de um prazo que você não conseguiu cumprir pedem uma história, não uma opinião.
Para contar essa história com clareza, use o método STAR. São quatro partes. Situação: o contexto, em poucas frases. Onde você estava, qual era o projeto, quem estava envolvido. Tarefa: qual era a sua responsabilidade naquele momento. Ação: o que você fez, em primeira pessoa. Esta é a parte mais importante e deve ocupar a maior parte da resposta. Resultado: o que aconteceu no final, de preferência com um número ou um fato concreto.
Um exemplo curto. Situação: o time atrasou uma entrega porque as tarefas não estavam claras. Tarefa: eu precisava organizar o trabalho da semana seguinte. Ação: propus uma reunião de quinze minutos por dia e um quadro com as prioridades. Resultado: entregamos a versão seguinte dois dias antes do prazo.
Termine sempre com o que você aprendeu. Prepare de cinco a seis histórias antes da entrevista e adapte cada uma à pergunta que aparecer.`,
} as const;

/** Highlight videos and podcasts, by seed slug. */
export const HIGHLIGHT_NARRATIONS: Record<string, string> = {
  'video-pitch-pessoal': `Fale sobre você. Essa é quase sempre a primeira pergunta de uma entrevista, e a sua resposta define o tom de toda a conversa. Neste vídeo, vamos montar um pitch pessoal de um minuto, com começo, meio e fim.
A estrutura é simples: presente, passado e futuro. No presente, diga quem você é hoje: o seu cargo ou a sua formação e a área em que atua. No passado, escolha uma ou duas experiências que mais se relacionam com a vaga, de preferência com um resultado concreto. No futuro, explique por que essa vaga faz sentido agora e o que você quer aprender ou entregar.
O mais difícil é cortar. A pessoa que entrevista já tem o seu currículo, então não repita a lista de empresas. Deixe de fora detalhes que não ajudam a responder à pergunta: cidade natal, cursos antigos e tecnologias que a vaga não pede.
Se você está em transição de carreira, a experiência anterior é um trunfo. Quem veio do atendimento ao cliente, por exemplo, sabe ouvir usuários e explicar problemas com calma.
Ensaie em voz alta e cronometre. Um minuto passa rápido. Grave a sua resposta, ouça com atenção e ajuste até soar natural, sem decorar palavra por palavra.`,
  'video-linkedin-na-pratica': `Neste vídeo, fazemos um antes e depois de um perfil do LinkedIn de uma desenvolvedora front-end, com a autorização dela. O objetivo é mostrar que pequenas mudanças fazem o perfil aparecer mais nas buscas dos recrutadores.
Começamos pelo título. Antes, ele dizia apenas em busca de novos desafios. Depois, passou a dizer desenvolvedora front-end, React, TypeScript e acessibilidade. Cargo e tecnologias principais, exatamente os termos que aparecem nas vagas que ela quer.
Em seguida, reescrevemos o resumo em três parágrafos. O primeiro conta o que ela faz hoje. O segundo traz dois resultados de que ela se orgulha. O terceiro diz que tipo de time e de produto ela procura.
Nas experiências, trocamos descrições de tarefas por resultados. Em vez de desenvolvimento de telas, escrevemos: reconstruí o fluxo de cadastro e a taxa de conclusão subiu de sessenta para oitenta por cento. Sempre que possível, use números.
Por fim, revisamos as competências. Deixamos no topo as cinco que mais aparecem nas vagas-alvo e removemos as que não têm relação com o trabalho atual.
Depois das mudanças, ela passou a receber mais visitas de recrutadores. Para se aprofundar, leia também o artigo LinkedIn que atrai recrutadores, aqui nos Destaques.`,
  'video-git-para-iniciantes': `Este vídeo é uma introdução prática ao Git para quem vai trabalhar em time pela primeira vez. Vamos passar pelos dez comandos que você vai usar todos os dias no primeiro emprego.
Para começar um projeto do zero, use git init. Para baixar um projeto que já existe, use git clone com o endereço do repositório. Com git status, você vê o que mudou desde o último commit.
Quando terminar uma alteração, use git add para escolher o que vai entrar no próximo commit e git commit para registrar essa versão com uma mensagem clara. Antes de começar uma tarefa nova, crie um ramo só para ela com git switch, seguido da opção menos c e do nome do ramo. Assim, o seu trabalho não se mistura com o dos colegas.
Para enviar os seus commits ao servidor, use git push. Para trazer o que os colegas enviaram, use git pull. Com git log, você lê o histórico do projeto. E, se errar em um arquivo, git restore desfaz as mudanças que ainda não foram registradas.
No final do vídeo, mostramos como abrir um pull request e responder aos comentários da revisão de código. Lembre-se: a revisão é sobre o código, não sobre você. Agradeça, pergunte quando não entender e faça os ajustes em novos commits.`,
  'video-dinamica-de-grupo': `Dinâmicas de grupo são comuns nos processos seletivos de estágio e de trainee. Elas não medem quem fala mais, e sim como você colabora, escuta e ajuda o grupo a chegar a uma solução dentro do tempo.
Os avaliadores costumam observar quatro coisas: comunicação, respeito às ideias dos outros, organização e capacidade de chegar a uma decisão. Não existe um papel certo. Você pode contribuir organizando o tempo, resumindo as ideias ou trazendo dados para a discussão.
Uma boa forma de começar é resumir o desafio em voz alta. Algo como: se entendi bem, precisamos escolher três ações e justificar cada uma em vinte minutos. Isso alinha o grupo e mostra clareza sem atropelar ninguém.
Durante a conversa, repare em quem está calado. Convidar essa pessoa a falar, com uma pergunta simples, é um gesto que os avaliadores notam e que melhora o resultado do grupo. Quando discordar, reconheça o ponto do colega antes de apresentar o seu.
Fique de olho no relógio. Muitos grupos discutem bem, mas não terminam. Nos últimos minutos, proponha fechar uma decisão e combinar quem vai apresentá-la.
Por fim, seja você mesmo. Personagens exagerados aparecem rápido em uma dinâmica, e o que se procura é alguém com quem dê vontade de trabalhar.`,
  'video-dashboard-de-vendas': `Neste vídeo, construímos um projeto de portfólio completo para quem quer entrar na área de dados: um pequeno painel de vendas feito a partir de uma base pública, do SQL ao gráfico final.
Tudo começa com uma pergunta de negócio. Um painel sem pergunta é só um conjunto de gráficos. Aqui, a pergunta é: quais categorias de produto cresceram no último ano e em quais meses as vendas se concentram?
O segundo passo é explorar e limpar os dados. Verificamos valores vazios, datas em formatos diferentes e pedidos duplicados. Registramos cada decisão de limpeza, porque ela muda o resultado e quem avalia o seu projeto vai querer saber por que você fez cada escolha.
Depois, respondemos à pergunta com consultas em SQL: somas por mês, por categoria e a variação em relação ao ano anterior. Em Python, com a biblioteca pandas, organizamos os resultados e geramos os gráficos.
O último passo é o que mais diferencia um portfólio: documentar. No arquivo de apresentação do repositório, explicamos a pergunta, a origem dos dados, como reproduzir a análise e as três conclusões principais, em linguagem simples.
Quem recruta para dados quer ver raciocínio, não só código. Mostre as perguntas que você fez, os limites da sua análise e o que faria com mais tempo.`,
  'video-negociacao-salarial': `Neste vídeo, encenamos a ligação em que o RH apresenta uma proposta de emprego. A cada resposta, paramos para comentar o que funcionou e o que poderia ser dito de outro jeito.
A primeira dica é não responder na hora. Agradeça a proposta, mostre interesse e peça um prazo para avaliar. Algo como: fico muito feliz com a proposta, posso dar um retorno até sexta-feira? Pedir tempo é comum e não tira a sua chance.
Use esse tempo para pesquisar. Compare a proposta com pesquisas salariais do mercado, com vagas parecidas e com o que colegas da área recebem. Considere também o custo do seu deslocamento ou do trabalho remoto.
Na hora de contrapropor, fale de um valor ou de uma faixa com base nessa pesquisa, e não na sua necessidade pessoal. Diga o número com calma e espere a resposta. O silêncio faz parte da negociação.
Se o salário não puder mudar, ainda há o que negociar: data de início, dias de trabalho remoto, auxílio educação, bônus de contratação ou uma revisão salarial combinada para daqui a seis meses, registrada por escrito.
Por fim, seja cordial do começo ao fim. Você vai trabalhar com essas pessoas. Uma negociação respeitosa mostra maturidade e começa bem a relação.`,
  'podcast-primeiro-emprego-em-ti': `Olá, este é o Rumo Cast, e o tema de hoje é o primeiro emprego em tecnologia. Reunimos o que ouvimos de três pessoas: uma desenvolvedora que veio do atendimento ao cliente, um analista de dados formado em economia e um estagiário de infraestrutura que ainda está na faculdade.
A primeira lição é sobre números. As três pessoas enviaram dezenas de candidaturas antes do primeiro sim. Rejeição faz parte do processo e quase nunca é pessoal. O que ajudou foi acompanhar as candidaturas em uma planilha e ajustar o currículo a cada vaga.
A segunda lição é o portfólio. Para a desenvolvedora, o que abriu portas foi um projeto que resolvia um problema real da antiga equipe de atendimento. Projetos com usuários de verdade rendem as melhores conversas em entrevista.
A terceira lição é a experiência anterior. O analista de dados usou o que sabia de economia para se destacar, em vez de esconder a formação.
E o que ninguém conta sobre os primeiros meses? Que é normal se sentir perdido. Pergunte muito, anote tudo, peça revisão de código e combine com a liderança o que se espera de você nos primeiros noventa dias. Até o próximo episódio!`,
  'podcast-lideranca-tecnica': `Olá, este é o Rumo Cast. Hoje falamos sobre o que vem depois da senioridade. Ao chegar ao nível sênior, muita gente se pergunta qual é o próximo passo: liderança técnica, carreira de especialista ou gestão de pessoas.
Muitas empresas usam a chamada carreira em Y. Um dos braços leva à gestão, com responsabilidade por pessoas, contratações e desenvolvimento do time. O outro leva a papéis técnicos, como especialista ou staff, com influência sobre a arquitetura e as decisões de vários times, sem subordinados diretos.
O tech lead fica no meio do caminho. Ele ainda programa, mas passa boa parte do tempo revisando código, quebrando o trabalho em tarefas, conversando com produto e destravando o time. Para muita gente, a maior surpresa é escrever menos código e medir o próprio sucesso pelo resultado do grupo.
Como saber se você quer gerir pessoas? Repare no que te dá energia. Se conversas individuais, feedbacks e contratações parecem trabalho importante, e não distração, a gestão pode ser o seu caminho.
E voltar atrás é possível. Muitas pessoas passam alguns anos na gestão e retornam ao trabalho técnico, mais maduras e com uma visão melhor do negócio. Até o próximo episódio!`,
  'podcast-saude-mental-busca-emprego': `Olá, este é o Rumo Cast. Hoje o assunto é saúde mental durante a busca por emprego. Procurar trabalho pode ser cansativo e solitário, ainda mais quando o processo se estende por meses.
A primeira sugestão é trocar metas de resultado por metas de processo. Você não controla quando uma empresa vai responder, mas controla quantas candidaturas envia por semana, quantas horas estuda e com quantas pessoas conversa. Cumprir essas metas dá sensação de avanço, mesmo nas semanas sem resposta.
A segunda é manter uma rotina. Horário para acordar, para procurar vagas e para parar. Inclua atividade física, encontros com amigos e momentos longe das telas. A busca por emprego não precisa ocupar o dia inteiro.
Sobre o silêncio das empresas: ele raramente é uma avaliação sobre você. Processos param por mudanças de orçamento, por vagas congeladas ou por pura desorganização. Depois de uma ou duas semanas, um contato educado pedindo retorno é suficiente.
Fique atento aos sinais de que é hora de desacelerar: insônia, irritação constante, perda de interesse por coisas de que você gostava. Nesses casos, conversar com alguém de confiança ou com um profissional de saúde faz diferença.
Se precisar conversar com alguém agora, o CVV atende gratuitamente pelo telefone um, oito, oito. Cuide-se, e até o próximo episódio.`,
  'podcast-freelancer-e-pj': `Olá, este é o Rumo Cast. Hoje falamos sobre trabalhar como PJ e como freelancer, o básico que você precisa saber antes de aceitar uma proposta desse tipo.
Trabalhar como PJ significa prestar serviço por meio de uma empresa sua, emitindo nota fiscal todo mês. Muitas atividades de desenvolvimento de software não podem ser registradas como microempreendedor individual, por isso é comum abrir uma microempresa no Simples Nacional. Antes de decidir, converse com uma contadora: ela vai indicar o enquadramento certo e os impostos de cada opção.
Para comparar uma proposta PJ com uma proposta CLT, some tudo o que o regime CLT oferece: décimo terceiro salário, férias com um terço a mais, depósito do fundo de garantia e benefícios como plano de saúde e vale-refeição. Como PJ, você paga os impostos da empresa, a contabilidade e a sua previdência. Uma regra prática comum é que o valor PJ seja pelo menos quarenta por cento maior para empatar.
Também é essencial montar uma reserva. Como PJ, ninguém paga as suas férias nem os meses sem contrato. Separe uma parte do que recebe todo mês para férias, imprevistos e impostos.
Por fim, leia o contrato com atenção: prazo, aviso prévio, forma de reajuste e propriedade do código. Até o próximo episódio!`,
  'podcast-diversidade-em-tech': `Olá, este é o Rumo Cast. Hoje falamos sobre diversidade nos times de tecnologia, a partir de relatos de mulheres, pessoas negras e pessoas com deficiência que trabalham na área.
As barreiras começam antes da contratação. Descrições de vaga com listas enormes de requisitos afastam quem não se reconhece nelas, e entrevistas sem critérios claros favorecem quem se parece com quem entrevista. Processos seletivos mais justos usam as mesmas perguntas para todas as pessoas, critérios de avaliação definidos antes e bancas diversas.
Depois da contratação, o desafio é o dia a dia. Para pessoas com deficiência, acessibilidade não é só um leitor de tela funcionando. É também documentos acessíveis, reuniões com legendas e a liberdade de pedir adaptações sem constrangimento.
Os relatos também mostram o que funciona. Grupos de afinidade criam espaços seguros para trocar experiências. Programas de mentoria ajudam a entender regras que ninguém escreve. E metas de diversidade acompanhadas pela liderança transformam boas intenções em mudanças concretas.
Times diversos tomam decisões melhores, porque enxergam problemas que um grupo homogêneo não vê. Se você está procurando emprego, vale perguntar na entrevista o que a empresa faz nessa área. A resposta diz muito sobre a cultura. Até o próximo episódio!`,
  'podcast-ingles-para-ti': `Olá, este é o Rumo Cast. Hoje falamos sobre inglês para quem trabalha com tecnologia. Vagas em empresas de fora do país pagam em moeda estrangeira, mas pedem inglês para reuniões, documentação e entrevistas.
Quanto inglês é preciso? Depende da vaga. Para ler documentação e mensagens de erro, a leitura técnica já resolve muita coisa, e ela se aprende rápido, porque o vocabulário se repete. Para vagas internacionais, a conversação é o que mais pesa: você vai participar de reuniões diárias, explicar decisões e negociar prazos.
Para praticar sem gastar muito, transforme o que você já faz em estudo. Leia a documentação original das ferramentas, assista a palestras técnicas com legendas em inglês e escreva as mensagens de commit e os textos dos seus projetos em inglês.
Para a conversação, procure grupos de conversa gratuitos, comunidades on-line e parceiros de estudo. Grave a si mesmo explicando um projeto em dois minutos e ouça depois. É desconfortável no começo, mas funciona.
Na entrevista em inglês, prepare as histórias principais com antecedência e treine em voz alta. Se não entender uma pergunta, peça para repetir, é perfeitamente normal.
No currículo, informe o nível com honestidade, de preferência com exemplos de uso, como reuniões semanais com um time de outro país. Até o próximo episódio!`,
};

/** Splits a script into caption-sized sentences. */
export function sentences(script: string): string[] {
  return script
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
