import { describe, expect, it } from 'vitest';
import { BREACHED_PASSWORDS, isCommonPassword } from './common-passwords.ts';
import { isGuessablePassword } from './password-policy.ts';

/** ASVS 5.0 6.1.2 / 6.2.11 — docs/decisions/0002-sessions-and-passwords.md (Passwords). */
const ANA = { name: 'Ana Souza', email: 'ana.souza@gmail.com' };
const NOBODY = {};

/** Deterministic printable string (mulberry32), so the "random" case is the same on every run. */
function seededString(seed: number, length: number, alphabet: string): string {
  let state = seed >>> 0;
  let out = '';
  for (let i = 0; i < length; i++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out += alphabet[((t ^ (t >>> 14)) >>> 0) % alphabet.length];
  }
  return out;
}
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

const refused = (passwords: readonly string[], context: { name?: string; email?: string }) => passwords.filter((p) => !isGuessablePassword(p, context));
const accepted = (passwords: readonly string[], context: { name?: string; email?: string }) => passwords.filter((p) => isGuessablePassword(p, context));

describe('isGuessablePassword', () => {
  it('refuses what the audit found passing: flamengo1, senhasenha, 87654321', () => {
    expect(refused(['flamengo1', 'senhasenha', '87654321'], NOBODY)).toEqual([]);
  });

  it('refuses every common password, as isCommonPassword does', () => {
    const sample = [BREACHED_PASSWORDS[0]!, BREACHED_PASSWORDS[4999]!, BREACHED_PASSWORDS.at(-1)!, 'Senha123', 'PASSWORD1', 'zzzzzzzz'];
    for (const p of sample) expect(isCommonPassword(p), p).toBe(true);
    expect(refused(sample, ANA)).toEqual([]);
  });

  it('refuses a team name or pt-BR password word behind case, accents, leetspeak, digits and symbols', () => {
    const decorated = [
      'Flamengo2019',
      'C0r1nth14n5',
      'P4lm31r4s!',
      'SãoPaulo2026',
      'São Paulo 2026',
      'Grêmio1903',
      '1nternac1ona1',
      'Botafogo@10',
      'vasco-da-gama',
      '!!Bragantino!!',
      'ceara2025',
      'Vitória1899',
      'Athletico#92',
      'S3nh@2024!',
      'senha.123',
      'Mudar@123',
      'trocar2025',
      'Brasil2022',
      'te amo 2024',
      'Jesus100%',
      'deusefiel1',
      'Família10',
      'rumo@2026',
      'vagas2026',
      'Emprego!',
      'trabalho2024',
      '@dmin123',
      'usuario1',
      'Teste2024',
      'Trombone!2024',
      'dragon123',
      'iloveyou!!',
    ];
    expect(refused(decorated, NOBODY)).toEqual([]);
  });

  it('refuses repetitions of a short or guessable unit', () => {
    const repeated = ['senhasenha', 'abcabcabc', '12121212', '11111111', 'senha-senha', 'S3nh4s3nh4', 'kx7kx7kx7kx7', 'flamengoflamengo', 'senhasenha123'];
    expect(refused(repeated, NOBODY)).toEqual([]);
  });

  it('refuses digit, letter and keyboard sequences, forwards or backwards, also decorated', () => {
    const runs = ['87654321', '12345678', 'abcdefgh', 'qwertyui', 'asdfghjk', '09876543', 'zyxwvuts', 'mnbvcxz!', '1234-5678', 'qwertyuiop2024', '!!lkjhgfdsa'];
    expect(refused(runs, NOBODY)).toEqual([]);
  });

  it("refuses passwords built from the user's name or e-mail", () => {
    const own = ['anasouza2024', 'Souza@123', 'ana.souza', 'gmail123ana', 'ana.souza@gmail.com', '4n4s0uz4', 'SOUZA_ana!', 'souza-flamengo-10', 'anasouza!x9'];
    expect(refused(own, ANA)).toEqual([]);
    const joao = { name: 'João da Conceição', email: 'joao.conceicao+rumo@empresa.com.br' };
    expect(refused(['JoaoConceicao!', 'j0a0c0nc31c40', 'conceicao@empresa.com.br', 'empresa2024joao', 'Conceição1990'], joao)).toEqual([]);
    // The e-mail itself, even when its local part is a UUID (sec/sessions.test.ts registers such accounts).
    const email = 'mesma-3f2a9c1e-7b4d-4e8a-9c01-5d6e7f8a9b0c@teste.rumo.app';
    expect(isGuessablePassword(email, { name: 'X', email })).toBe(true);
  });

  it('accepts strong passphrases and random strings, with or without a context', () => {
    const strong = [
      'cafe-com-leite-na-praia',
      'correto-cavalo-bateria-grampo',
      'minha filha nasceu em 2019 no Recife',
      'Tr0mb0ne!Azul#Serra',
      'Tucano azul voa sobre 7 lagoas',
      'jabuticaba carimbo ventania 47',
      'o rio Capibaribe corre para o mar',
      'vento norte, chuva fina & pão de queijo',
      'Xk9#mQ2$vL7!pR4@',
      'ÇÃÕ ação 漢字 😀 senha',
      seededString(20260501, 256, PRINTABLE),
      seededString(7, 64, 'abcdefghijklmnopqrstuvwxyz0123456789'),
    ];
    expect(accepted(strong, ANA)).toEqual([]);
    expect(accepted(strong, NOBODY)).toEqual([]);
    expect(seededString(20260501, 256, PRINTABLE)).toHaveLength(256);
  });

  it('accepts the passwords the API and e2e suites register with, in their own context', () => {
    const suites: Array<[string, { name?: string; email?: string }]> = [
      ['carreira-em-ti-2026', { name: 'João da Silva', email: 'joao.silva@teste.rumo.app' }],
      ['uma frase longa e fácil de lembrar '.repeat(5), { name: 'João da Silva', email: 'c2@teste.rumo.app' }],
      ['uma senha longa o bastante', { name: 'Sessão Teste', email: 'sess-1@teste.rumo.app' }],
      ['Senha Exata 2026', { name: 'Sessão Teste', email: 'sess-2@teste.rumo.app' }],
      ['so letras minusculas aqui', { name: 'Sessão Teste', email: 'sess-3@teste.rumo.app' }],
      // sec/sessions.test.ts expects these two to register (6.2.9 "any composition"); see the report.
      ['x'.repeat(64) + 'y', { name: 'Sessão Teste', email: 'sess-4@teste.rumo.app' }],
      ['p'.repeat(255) + 'q', { name: 'Sessão Teste', email: 'sess-5@teste.rumo.app' }],
      ['Tucano azul voa sobre 7 lagoas', { name: 'Senha Teste', email: 'pw-1@teste.rumo.app' }],
      ['outra-senha-forte-9', { name: 'Maria Teste', email: 'user-1@teste.rumo.app' }],
      ['nova-senha-muito-boa', { name: 'Maria Teste', email: 'user-1@teste.rumo.app' }],
      ['mais-uma-senha-boa', { name: 'Maria Teste', email: 'user-1@teste.rumo.app' }],
      ['minha-senha-de-teste-1', { name: 'Carla Mendes', email: 'e2e-conta-1a2b3c4d@teste.rumo.app' }],
      ['outra-senha-de-teste-2', { name: 'Carla Mendes', email: 'e2e-conta-1a2b3c4d@teste.rumo.app' }],
      ['senha-redefinida-3', { name: 'Pessoa Teste', email: 'e2e-1a2b3c4d@teste.rumo.app' }],
      // e2e/fixtures.ts draws the password's and the e-mail's suffixes from two different UUIDs.
      ['senha-e2e-9f8e7d6c', { name: 'Pessoa Teste', email: 'e2e-0b1c2d3e@teste.rumo.app' }],
    ];
    expect(suites.filter(([p, context]) => isGuessablePassword(p, context)).map(([p]) => p)).toEqual([]);
  });

  it('answers 1,000 calls on 256-character inputs of every shape (bounded work; no time is asserted)', () => {
    const counts = { random: 0, repeated: 0, own: 0, longContext: 0 };
    const longName = { name: 'Ana '.repeat(30).trim(), email: `${'ana.'.repeat(60)}x@gmail.com` };
    for (let i = 0; i < 1000; i++) {
      const shape = i % 4;
      if (shape === 0) counts.random += Number(!isGuessablePassword(seededString(i, 256, PRINTABLE), ANA));
      else if (shape === 1)
        counts.repeated += Number(
          isGuessablePassword(
            seededString(i, 1 + (i % 7), PRINTABLE)
              .repeat(256)
              .slice(0, 256),
            ANA,
          ),
        );
      else if (shape === 2) counts.own += Number(isGuessablePassword(('4n4' + 'souza'.repeat(50)).slice(0, 250) + String(i).padStart(6, '0'), ANA));
      else counts.longContext += Number(isGuessablePassword('ana'.repeat(85) + seededString(i, 1, 'xyz'), longName));
    }
    expect(counts).toEqual({ random: 250, repeated: 250, own: 250, longContext: 250 });
  });
});
