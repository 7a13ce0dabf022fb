/**
 * Base words that Brazilian users decorate into passwords ("Flamengo1", "S3nh@2024", "Jesus100%").
 * The breach list (`@zxcvbn-ts/language-common`) is mostly English, so it misses them; the
 * password policy (password-policy.ts) refuses a password whose base, once the decoration is
 * undone, is one of these. Written lower-case and without accents or spaces, as the policy
 * compares them. Why: docs/decisions/0002-sessions-and-passwords.md (Passwords).
 */

/** Série A clubs of 2025–2026, the other big clubs, and the nicknames fans type instead. */
export const BRAZILIAN_TEAMS: readonly string[] = `
flamengo mengao corinthians timao palmeiras verdao saopaulo spfc tricolor santos peixe gremio
vasco vascodagama cruzeiro raposa internacional inter colorado botafogo fogao fluminense
atletico atleticomineiro atleticomg galo athletico athleticoparanaense athleticopr furacao bahia
sport sportrecife leao fortaleza ceara coritiba vitoria goias bragantino redbullbragantino
juventude mirassol chapecoense remo paysandu cuiaba avai figueirense pontepreta guarani
americamineiro criciuma nautico santacruz portuguesa parana atleticogoianiense londrina
`
  .split(/\s+/)
  .filter(Boolean);

/**
 * pt-BR password words: "senha" and its variants, "mudar"/"trocar" (what people type when told to
 * change it), faith and family words, the country, and the product's own vocabulary (ASVS 6.1.2
 * asks for context-specific words: the site name and what it is about).
 */
export const PT_BR_PASSWORD_WORDS: readonly string[] = `
senha minhasenha novasenha senhanova suasenha senhaforte senhasegura mudar mudarsenha mudeaqui
trocar trocarsenha alterar acesso entrar segredo seguranca brasil brasileiro brasileira
selecao pentacampeao amor meuamor teamo amoreterno amorzinho paixao deus deusefiel deuseamor
gracadeus jesus jesuscristo jesusteama senhor familia felicidade saudade mamae papai
filho filha filhos princesa gatinha gatinho linda lindo rumo rumoapp vaga vagas emprego
empregos trabalho trabalhar carreira curriculo candidato recrutador admin administrador usuario
teste testando testes
`
  .split(/\s+/)
  .filter(Boolean);
