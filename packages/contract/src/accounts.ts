import { z } from './zod.ts';
import { optionalText, requiredText } from './common.ts';
import { STAFF_ROLES } from './staff.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const emailField = z
  .string({ message: 'O campo e-mail é obrigatório.' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'O campo e-mail é obrigatório.' })
  .max(254, { message: 'O e-mail deve ter no máximo 254 caracteres.' })
  .pipe(z.email({ message: 'Informe um e-mail válido.' }));

export const passwordField = z
  .string({ message: 'O campo senha é obrigatório.' })
  .min(PASSWORD_MIN, { message: `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.` })
  .max(PASSWORD_MAX, { message: `A senha deve ter no máximo ${PASSWORD_MAX} caracteres.` });

/** Brazilian phone: stored as its digits (10 or 11), shown masked. */
export const telField = z
  .string({ message: 'O campo telefone é obrigatório.' })
  .transform((v) => v.replace(/\D/g, ''))
  .pipe(z.string().min(10, { message: 'Informe um telefone com DDD (10 ou 11 dígitos).' }).max(11, { message: 'Informe um telefone com DDD (10 ou 11 dígitos).' }));

/** A LinkedIn address, with or without `http(s)://` and `www.` (or a country subdomain), with a path. */
const LINKEDIN_ADDRESS = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)*linkedin\.com(\/[^\s?#]*)(?:[?#]\S*)?$/i;

export const LINKEDIN_INVALID = 'Informe o endereço de um perfil do LinkedIn (https://www.linkedin.com/in/...).';

/**
 * 'linkedin.com/in/fulano', 'www.linkedin.com/in/fulano/', 'http://br.linkedin.com/in/fulano?x=1'
 * → 'https://www.linkedin.com/in/fulano' (the address people copy is often without the scheme);
 * '' stays ''; anything else is null. Used by registration and account, on both sides (issue 13
 * item 8, docs/decisions/1307).
 */
export function normalizeLinkedinUrl(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return '';
  const path = LINKEDIN_ADDRESS.exec(value)?.[1]?.replace(/\/+$/, '');
  return path ? `https://www.linkedin.com${path}` : null;
}

export const linkedinField = optionalText('LinkedIn', 300)
  .transform((value, ctx) => {
    const normalized = normalizeLinkedinUrl(value);
    if (normalized !== null) return normalized;
    ctx.addIssue({ code: 'custom', message: LINKEDIN_INVALID });
    return z.NEVER;
  })
  .default('');

export const userProfile = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  tel: z.string(),
  linkedin: z.string(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const loginRequest = z.object({
  username: requiredText('usuário', 254),
  password: z.string({ message: 'O campo senha é obrigatório.' }).min(1, { message: 'O campo senha é obrigatório.' }).max(PASSWORD_MAX),
  /** 'Lembrar-me': the browser's session cookie lasts as long as the session (30 days) instead of the browser session. */
  remember: z.boolean({ message: 'Lembrar-me deve ser verdadeiro ou falso.' }).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Spec: `status`, `data.token`, `data.uuid`, session details in `data.data`. */
export const loginResponse = z.object({
  status: z.number(),
  data: z.object({ token: z.string(), uuid: z.string(), data: userProfile }),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const registerRequest = z.object({
  name: requiredText('nome', 120),
  email: emailField,
  password: passwordField,
  tel: telField,
  linkedin: linkedinField,
});
export type RegisterRequest = z.input<typeof registerRequest>;

/** The registered user, with a session token so the wizard can sign them in. */
export const registerResponse = z.object({ data: userProfile.extend({ token: z.string() }) });

/**
 * The logged-in user's own profile. `staff_roles` is present only for staff (decision 1406): the
 * side menu shows 'Administração' from it, and nobody else sees any trace of the console.
 */
export const meResponse = z.object({ data: userProfile.extend({ staff_roles: z.array(z.enum(STAFF_ROLES)).optional() }) });

export const editUserRequest = z.object({
  name: requiredText('nome', 120),
  email: emailField,
  tel: telField,
  linkedin: linkedinField,
});
export type EditUserRequest = z.input<typeof editUserRequest>;

export const changePasswordRequest = z.object({
  current_password: z.string({ message: 'Informe a senha atual.' }).min(1, { message: 'Informe a senha atual.' }).max(PASSWORD_MAX),
  new_password: passwordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const forgotPasswordRequest = z.object({ email: emailField });
export const resetPasswordRequest = z.object({
  token: requiredText('token', 200),
  password: passwordField,
});

export const deleteAccountRequest = z.object({
  password: z.string({ message: 'Informe sua senha para confirmar.' }).min(1, { message: 'Informe sua senha para confirmar.' }).max(PASSWORD_MAX),
});

/** Serialised length; Infinity when JSON.stringify throws (nesting deep enough to overflow the stack), so that is a 422, not a 500. */
function jsonSize(value: unknown): number {
  try {
    return JSON.stringify(value).length;
  } catch {
    return Infinity;
  }
}

export const trackingRequest = z.object({
  cookie: requiredText('cookie', 100),
  data: z
    .record(z.string(), z.unknown())
    .refine((d) => typeof d.event === 'string' && d.event.length > 0 && d.event.length <= 50, {
      message: 'O evento deve ter um nome (data.event).',
    })
    .refine((d) => jsonSize(d) <= 4000, { message: 'Dados do evento muito grandes.' }),
  is_mobile: z.boolean({ message: 'is_mobile deve ser verdadeiro ou falso.' }),
  user_agent: optionalText('user_agent', 500),
});
export type TrackingRequest = z.infer<typeof trackingRequest>;
