import { PASSWORD_MIN } from '@rumo/contract';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * How many breach-list passwords are refused. ASVS 6.2.4 asks for at least the top 3,000 passwords
 * *that match the password policy*; the contract already refuses anything shorter than
 * PASSWORD_MIN, so only entries of that length or more count (and are kept).
 */
export const BREACHED_PASSWORD_LIMIT = 10_000;

/**
 * The most common passwords from leaked-password corpora, most frequent first, as shipped by
 * `@zxcvbn-ts/language-common` (MIT, pinned in package.json). Its `passwords-common` dictionary
 * holds 49,233 entries; the first 10,000 of PASSWORD_MIN+ characters reach down to rank ~28,000.
 */
export const BREACHED_PASSWORDS: readonly string[] = dictionary['passwords-common']
  .map((p) => p.toLowerCase())
  .filter((p) => p.length >= PASSWORD_MIN)
  .slice(0, BREACHED_PASSWORD_LIMIT);

/**
 * Local additions the breach list does not carry: Brazilian passwords (teams, "senha", "mudar"…),
 * product words, and sequences/repetitions that zxcvbn leaves out of its dictionary because its
 * pattern matchers catch them (654321, 12341234, abcdefgh…).
 */
const LOCAL = `123456 123456789 12345678 password qwerty123 qwerty 1q2w3e4r 12345 1234567890 111111 1234567 123123 abc123
000000 password1 iloveyou 1qaz2wsx qwertyuiop 123321 654321 987654321 666666 121212 555555 7777777 88888888 11111111
00000000 12341234 11223344 112233 1234qwer qwer1234 1q2w3e 1q2w3e4r5t zaq12wsx passw0rd p@ssw0rd p@ssword admin123
administrator admin1234 welcome welcome1 welcome123 letmein monkey dragon football baseball master superman batman
sunshine princess shadow michael jennifer trustno1 starwars whatever freedom computer internet changeme default
secret123 mypassword senha senha123 senha1234 senha12345 senha@123 mudar123 mudar@123 trocar123 brasil brasil123
brasil2026 flamengo corinthians palmeiras saopaulo santos gremio vasco cruzeiro internacional botafogo fluminense
amor123 teamo teamo123 meuamor jesus123 jesuscristo deusefiel deus123 familia familia123 felicidade saudade
gabriel gabriela lucas matheus mariana juliana amanda bruna camila fernanda rafael guilherme pedro123 joao123
maria123 ana12345 carlos123 123mudar abcd1234 abcdefgh abcdef12 a1b2c3d4 asdfghjk asdf1234 zxcvbnm zxcvbnm123
aaaaaaaa qazwsxedc 147258369 159753 159357 741852963 963852741 102030 10203040 1020304050 123qwe 123qweasd
q1w2e3r4 q1w2e3r4t5 iloveyou1 princesa princesa123 rumo rumo1234 rumo2026 rumo-demo-2026 linkedin linkedin123
google123 facebook instagram whatsapp netflix qwerty12 qwerty1234 1234abcd 12345abc 123abc 12345qwert
password123 password12 passwords letmein123 login123 usuario usuario123 teste123 teste1234 test1234 testando`;

/** The local list as words; the password policy also uses them as base words (password-policy.ts). */
export const LOCAL_PASSWORDS: readonly string[] = LOCAL.split(/\s+/).filter(Boolean);

// Built once when the module is first imported (~5 ms: the package decompresses its list on import).
const commonSet = new Set([...BREACHED_PASSWORDS, ...LOCAL_PASSWORDS]);

/** Compared case-insensitively; a password made of one repeated character is refused too. */
export function isCommonPassword(password: string): boolean {
  return commonSet.has(password.toLowerCase()) || /^(.)\1+$/.test(password);
}
