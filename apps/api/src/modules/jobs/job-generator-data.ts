// Vocabulary of the job generator: fictional companies, real Brazilian cities, common tech roles.
import type { BrazilState, Seniority } from '@rumo/contract';

/** [UF, weight, cities (first ones are likelier)]: weights roughly follow where tech jobs are. */
export const STATE_CITIES: [BrazilState, number, string[]][] = [
  ['SP', 30, ['São Paulo', 'Campinas', 'São José dos Campos', 'Santo André', 'Ribeirão Preto', 'Sorocaba', 'São Carlos', 'Barueri', 'Osasco', 'Santos', 'Jundiaí', 'São Bernardo do Campo', 'Bauru']],
  ['RJ', 10, ['Rio de Janeiro', 'Niterói', 'Petrópolis', 'Duque de Caxias', 'Nova Iguaçu', 'Volta Redonda']],
  ['MG', 9, ['Belo Horizonte', 'Uberlândia', 'Juiz de Fora', 'Contagem', 'Montes Claros', 'Itajubá', 'Poços de Caldas']],
  ['PR', 7, ['Curitiba', 'Londrina', 'Maringá', 'Ponta Grossa', 'Cascavel', 'Foz do Iguaçu']],
  ['SC', 7, ['Florianópolis', 'Joinville', 'Blumenau', 'Chapecó', 'Itajaí', 'Criciúma']],
  ['RS', 7, ['Porto Alegre', 'Caxias do Sul', 'Pelotas', 'Canoas', 'Santa Maria', 'Novo Hamburgo']],
  ['PE', 5, ['Recife', 'Jaboatão dos Guararapes', 'Olinda', 'Caruaru', 'Petrolina']],
  ['BA', 4, ['Salvador', 'Feira de Santana', 'Vitória da Conquista', 'Camaçari', 'Ilhéus']],
  ['CE', 4, ['Fortaleza', 'Juazeiro do Norte', 'Sobral', 'Caucaia']],
  ['DF', 5, ['Brasília', 'Taguatinga', 'Ceilândia', 'Águas Claras']],
  ['GO', 3, ['Goiânia', 'Anápolis', 'Aparecida de Goiânia', 'Rio Verde']],
  ['AM', 2, ['Manaus', 'Parintins', 'Itacoatiara']],
  ['PA', 2, ['Belém', 'Ananindeua', 'Santarém', 'Marabá']],
  ['ES', 2, ['Vitória', 'Vila Velha', 'Serra', 'Cariacica']],
  ['PB', 1, ['João Pessoa', 'Campina Grande']],
  ['RN', 1, ['Natal', 'Mossoró']],
  ['MA', 1, ['São Luís', 'Imperatriz']],
  ['MT', 1, ['Cuiabá', 'Várzea Grande', 'Rondonópolis']],
  ['MS', 1, ['Campo Grande', 'Dourados']],
  ['AL', 1, ['Maceió', 'Arapiraca']],
  ['PI', 1, ['Teresina', 'Parnaíba']],
  ['SE', 1, ['Aracaju', 'Lagarto']],
  ['TO', 0.5, ['Palmas', 'Araguaína']],
  ['RO', 0.5, ['Porto Velho', 'Ji-Paraná']],
  ['AC', 0.3, ['Rio Branco']],
  ['AP', 0.3, ['Macapá']],
  ['RR', 0.3, ['Boa Vista']],
];

export const COMPANIES = [
  'Nuvem Azul Tecnologia', 'Cajú Pagamentos', 'Ipê Software', 'Rede Sabiá', 'Quati Labs', 'Jabuticaba Digital',
  'Pitanga Saúde', 'Tucano Logística', 'Araucária Sistemas', 'Maré Alta Seguros', 'Cerrado Agrotech', 'Vila Dados',
  'Baobá Educação', 'Carcará Segurança Digital', 'Mandacaru Energia', 'Boto Cor-de-Rosa Games', 'Pé de Serra Varejo',
  'Garoa Fintech', 'Litoral Mobilidade', 'Farol Analytics', 'Ponte Aérea Viagens', 'Sertão Conecta', 'Aroeira Bank',
  'Guaraná Commerce', 'Coqueiro Cloud', 'Jangada Marketplace', 'Palmeira Telecom', 'Ouro Preto Consultoria',
  'Bossa Nova Mídia', 'Capivara Robótica', 'Cacau Delivery', 'Estrela Guia RH', 'Vento Sul Indústria',
  'Rio Claro Imóveis', 'Tamanduá Saúde Animal', 'Graúna Jurídico', 'Samambaia Hortifruti', 'Colmeia Cooperativa',
  'Açaí Tech', 'Pampa Agro', 'Trilha Turismo', 'Candango Gov Tech', 'Manguezal Biotech', 'Catavento Energia Solar',
];

export type RoleTemplate = {
  title: string;
  area: string;
  skills: string[];
  duties: string[];
  /** Seniorities that make sense for the role. */
  seniorities: Seniority[];
};

const ALL: Seniority[] = ['Júnior', 'Pleno', 'Sênior'];

export const ROLES: RoleTemplate[] = [
  { title: 'Desenvolvedor(a) Front-end React', area: 'produto digital', skills: ['React', 'TypeScript', 'JavaScript', 'Next.js', 'CSS', 'Testing Library', 'Git'], duties: ['Construir interfaces acessíveis e responsivas', 'Colaborar com design na evolução do design system', 'Escrever testes automatizados de componentes'], seniorities: ALL },
  { title: 'Desenvolvedor(a) Back-end Node.js', area: 'plataforma', skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'REST', 'Redis', 'AWS'], duties: ['Projetar e manter APIs REST', 'Modelar dados e otimizar consultas', 'Participar das revisões de código'], seniorities: ALL },
  { title: 'Desenvolvedor(a) Full Stack', area: 'produto', skills: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'GraphQL'], duties: ['Entregar funcionalidades de ponta a ponta', 'Cuidar da qualidade e da observabilidade do código', 'Apoiar decisões de arquitetura'], seniorities: ALL },
  { title: 'Desenvolvedor(a) Java', area: 'sistemas corporativos', skills: ['Java', 'Spring Boot', 'Kafka', 'Oracle', 'Microsserviços', 'Kubernetes'], duties: ['Desenvolver microsserviços com Spring Boot', 'Integrar sistemas via mensageria', 'Sustentar aplicações críticas em produção'], seniorities: ALL },
  { title: 'Desenvolvedor(a) Python', area: 'dados e automação', skills: ['Python', 'Django', 'FastAPI', 'PostgreSQL', 'Celery', 'Docker'], duties: ['Criar serviços e automações em Python', 'Integrar APIs de parceiros', 'Garantir cobertura de testes'], seniorities: ALL },
  { title: 'Desenvolvedor(a) .NET', area: 'backoffice', skills: ['C#', '.NET', 'SQL Server', 'Azure', 'Entity Framework'], duties: ['Evoluir aplicações em .NET', 'Migrar serviços para a nuvem Azure', 'Documentar integrações'], seniorities: ALL },
  { title: 'Desenvolvedor(a) PHP Laravel', area: 'e-commerce', skills: ['PHP', 'Laravel', 'MySQL', 'Vue.js', 'Docker'], duties: ['Manter a loja virtual e o painel administrativo', 'Criar integrações com meios de pagamento', 'Melhorar o desempenho das páginas'], seniorities: ALL },
  { title: 'Desenvolvedor(a) Go', area: 'infraestrutura de pagamentos', skills: ['Go', 'gRPC', 'PostgreSQL', 'Kubernetes', 'Prometheus'], duties: ['Construir serviços de alta disponibilidade', 'Cuidar de latência e confiabilidade', 'Participar do plantão do time'], seniorities: ['Pleno', 'Sênior', 'Especialista'] },
  { title: 'Desenvolvedor(a) Mobile Flutter', area: 'aplicativos', skills: ['Flutter', 'Dart', 'Firebase', 'REST', 'Git'], duties: ['Desenvolver o aplicativo Android e iOS', 'Publicar versões nas lojas', 'Acompanhar métricas de uso'], seniorities: ALL },
  { title: 'Desenvolvedor(a) Mobile React Native', area: 'aplicativos', skills: ['React Native', 'TypeScript', 'Redux', 'Expo', 'Jest'], duties: ['Criar telas do aplicativo com React Native', 'Integrar notificações e pagamentos', 'Corrigir falhas reportadas pelos usuários'], seniorities: ALL },
  { title: 'Engenheiro(a) de Dados', area: 'dados', skills: ['Python', 'Spark', 'Airflow', 'SQL', 'dbt', 'BigQuery'], duties: ['Construir pipelines de dados confiáveis', 'Modelar o data warehouse', 'Garantir a qualidade dos dados'], seniorities: ['Pleno', 'Sênior', 'Especialista'] },
  { title: 'Cientista de Dados', area: 'inteligência de negócios', skills: ['Python', 'Pandas', 'scikit-learn', 'SQL', 'Estatística', 'Machine Learning'], duties: ['Desenvolver modelos preditivos', 'Comunicar resultados para as áreas de negócio', 'Acompanhar modelos em produção'], seniorities: ALL },
  { title: 'Analista de Dados', area: 'BI', skills: ['SQL', 'Power BI', 'Excel', 'Python', 'Looker'], duties: ['Construir painéis e indicadores', 'Responder perguntas de negócio com dados', 'Documentar métricas'], seniorities: ALL },
  { title: 'Engenheiro(a) DevOps', area: 'infraestrutura', skills: ['AWS', 'Terraform', 'Kubernetes', 'Docker', 'CI/CD', 'Linux'], duties: ['Automatizar a infraestrutura como código', 'Manter as esteiras de CI/CD', 'Melhorar a observabilidade'], seniorities: ['Pleno', 'Sênior', 'Especialista'] },
  { title: 'SRE (Engenharia de Confiabilidade)', area: 'infraestrutura', skills: ['Kubernetes', 'Prometheus', 'Grafana', 'Go', 'Linux', 'GCP'], duties: ['Definir SLOs e acompanhar incidentes', 'Reduzir trabalho manual com automação', 'Conduzir análises pós-incidente'], seniorities: ['Sênior', 'Especialista'] },
  { title: 'Analista de Suporte Técnico', area: 'atendimento', skills: ['Windows', 'Redes', 'Active Directory', 'Office 365', 'ITIL'], duties: ['Atender chamados de primeiro e segundo nível', 'Configurar estações de trabalho', 'Registrar soluções na base de conhecimento'], seniorities: ['Júnior', 'Pleno'] },
  { title: 'Técnico(a) em Informática', area: 'infraestrutura local', skills: ['Manutenção de hardware', 'Redes', 'Windows', 'Linux', 'Cabeamento'], duties: ['Realizar manutenção preventiva e corretiva', 'Instalar e configurar equipamentos', 'Apoiar usuários presencialmente'], seniorities: ['Júnior', 'Pleno'] },
  { title: 'Analista de QA', area: 'qualidade', skills: ['Cypress', 'Playwright', 'Testes automatizados', 'Postman', 'BDD'], duties: ['Planejar e automatizar testes', 'Garantir a qualidade das entregas', 'Reportar e acompanhar defeitos'], seniorities: ALL },
  { title: 'Designer UX/UI', area: 'design', skills: ['Figma', 'Pesquisa com usuários', 'Design System', 'Prototipação', 'Acessibilidade'], duties: ['Conduzir pesquisas com usuários', 'Desenhar fluxos e protótipos', 'Evoluir o design system'], seniorities: ALL },
  { title: 'Product Manager', area: 'produto', skills: ['Discovery', 'Métricas de produto', 'Scrum', 'SQL', 'Roadmap'], duties: ['Definir o roadmap com base em dados', 'Priorizar o backlog com o time', 'Conversar com clientes'], seniorities: ['Pleno', 'Sênior'] },
  { title: 'Analista de Segurança da Informação', area: 'segurança', skills: ['Pentest', 'ISO 27001', 'SIEM', 'OWASP', 'Cloud Security'], duties: ['Monitorar eventos de segurança', 'Conduzir testes de invasão', 'Apoiar a adequação à LGPD'], seniorities: ALL },
  { title: 'Administrador(a) de Banco de Dados (DBA)', area: 'dados', skills: ['PostgreSQL', 'Oracle', 'Backup', 'Tuning', 'Linux'], duties: ['Administrar bancos em produção', 'Otimizar consultas lentas', 'Planejar backup e recuperação'], seniorities: ['Pleno', 'Sênior'] },
  { title: 'Arquiteto(a) de Soluções', area: 'arquitetura', skills: ['AWS', 'Microsserviços', 'Mensageria', 'Segurança', 'Kubernetes'], duties: ['Desenhar soluções escaláveis', 'Orientar os times técnicos', 'Avaliar novas tecnologias'], seniorities: ['Sênior', 'Especialista'] },
  { title: 'Tech Lead', area: 'engenharia', skills: ['Liderança técnica', 'TypeScript', 'Arquitetura', 'Code review', 'Mentoria'], duties: ['Liderar tecnicamente um time de produto', 'Apoiar o crescimento das pessoas', 'Garantir boas práticas de engenharia'], seniorities: ['Sênior', 'Especialista'] },
  { title: 'Scrum Master', area: 'agilidade', skills: ['Scrum', 'Kanban', 'Facilitação', 'Jira', 'Métricas ágeis'], duties: ['Facilitar as cerimônias do time', 'Remover impedimentos', 'Acompanhar métricas de fluxo'], seniorities: ['Pleno', 'Sênior'] },
  { title: 'Estagiário(a) em Desenvolvimento de Software', area: 'engenharia', skills: ['JavaScript', 'Git', 'HTML', 'CSS', 'Lógica de programação'], duties: ['Aprender com o time em projetos reais', 'Corrigir pequenos defeitos', 'Participar de treinamentos internos'], seniorities: ['Estágio'] },
  { title: 'Estagiário(a) em Dados', area: 'dados', skills: ['SQL', 'Python', 'Excel', 'Power BI'], duties: ['Apoiar a construção de relatórios', 'Limpar e organizar bases de dados', 'Participar de treinamentos internos'], seniorities: ['Estágio'] },
  { title: 'Engenheiro(a) de Machine Learning', area: 'inteligência artificial', skills: ['Python', 'PyTorch', 'MLOps', 'LLMs', 'Docker'], duties: ['Levar modelos para produção', 'Construir soluções com LLMs', 'Monitorar desempenho dos modelos'], seniorities: ['Pleno', 'Sênior', 'Especialista'] },
  { title: 'Analista de Sistemas ERP', area: 'sistemas de gestão', skills: ['SAP', 'ABAP', 'SQL', 'Processos de negócio'], duties: ['Parametrizar módulos do ERP', 'Levantar requisitos com as áreas', 'Apoiar usuários-chave'], seniorities: ALL },
  { title: 'Analista de Redes', area: 'infraestrutura', skills: ['Cisco', 'Firewall', 'VPN', 'Redes', 'Linux'], duties: ['Administrar a rede corporativa', 'Configurar firewalls e VPNs', 'Monitorar disponibilidade dos links'], seniorities: ALL },
];

export const BENEFITS = [
  'Vale-refeição', 'Vale-alimentação', 'Plano de saúde', 'Plano odontológico', 'Seguro de vida', 'Gympass',
  'Auxílio home office', 'Participação nos lucros', 'Day off no aniversário', 'Auxílio educação', 'Horário flexível',
  'Previdência privada', 'Auxílio creche',
];

export const EXTRAS = [
  'Experiência com metodologias ágeis', 'Boa comunicação escrita', 'Inglês intermediário', 'Vivência em startups',
  'Conhecimento de boas práticas de segurança', 'Experiência com nuvem pública', 'Espanhol básico',
];

/** Monthly salary band in BRL by seniority. */
export const SALARY_BANDS: Record<Seniority, [number, number]> = {
  Estágio: [1200, 2500],
  Júnior: [2800, 5500],
  Pleno: [5500, 10000],
  Sênior: [9500, 18000],
  Especialista: [15000, 28000],
};
