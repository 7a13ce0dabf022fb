import { ChevronDown } from 'lucide-react';

/** Spec: four questions (register, job types, application process, updating the profile). */
const questions = [
  {
    question: 'Como faço para me cadastrar no Rumo?',
    answer:
      'Na tela de login, clique em "Cadastre-se". Escolha se quer informar o endereço do seu perfil do LinkedIn, preencha nome, e-mail, senha e telefone e conclua o cadastro. Você entra na plataforma na mesma hora e pode montar seu currículo quando quiser.',
  },
  {
    question: 'Que tipos de vaga eu encontro aqui?',
    answer:
      'Vagas de tecnologia de todos os níveis, do estágio ao especialista, nos regimes CLT, PJ, estágio, freelancer e temporário, em modelo remoto, híbrido ou presencial. Use a busca e os filtros de estado e cidade para encontrar as que combinam com você.',
  },
  {
    question: 'Como funciona o processo de candidatura?',
    answer:
      'Abra a vaga e clique em "Ir para o site da vaga": você conclui a candidatura no site da empresa e ela fica registrada em "Minhas Candidaturas". Lá você atualiza o status a cada etapa (análise, entrevista, teste técnico) e acompanha tudo pela linha do tempo.',
  },
  {
    question: 'Como atualizo meu perfil?',
    answer:
      'Vá em "Conta" no menu. Na seção Perfil você altera nome, e-mail, telefone e LinkedIn e clica em "Salvar alterações". Na seção Segurança você troca sua senha. Experiências, formações e idiomas ficam em "Meu currículo".',
  },
];

/**
 * Native <details> elements: keyboard and screen-reader support for free, and they work before any script runs.
 * Each tab of the support page holds the chat widget, so it stays through tab changes and goes on leaving.
 */
export function FaqList() {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="sr-only">Perguntas frequentes</h2>
      {questions.map(({ question, answer }) => (
        <details key={question} className="group rounded-xl border border-slate-200 bg-white shadow-sm open:shadow">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-slate-700">{answer}</p>
        </details>
      ))}
    </div>
  );
}
