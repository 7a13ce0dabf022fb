/**
 * Errors are values with an HTTP status and a pt-BR message; the error handler turns them
 * into the one JSON shape `{ message, errors? }`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors?: Record<string, string>;
  /** Sent as `Retry-After` (429 and 503). */
  readonly retryAfterSeconds?: number;

  constructor(statusCode: number, message: string, errors?: Record<string, string>, retryAfterSeconds?: number) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors);
export const unauthorized = (message = 'Sessão inválida ou expirada. Faça login novamente.') => new AppError(401, message);
export const forbidden = (message = 'Você não tem acesso a este recurso.') => new AppError(403, message);
export const notFound = (message = 'Recurso não encontrado.') => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new AppError(409, message, errors);
export const unprocessable = (message: string, errors?: Record<string, string>) => new AppError(422, message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds = 60) => new AppError(429, message, undefined, retryAfterSeconds);

export const VALIDATION_MESSAGE = 'Os dados enviados são inválidos. Verifique os campos destacados.';
