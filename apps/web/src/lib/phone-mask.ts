/** Brazilian phone: at most 11 digits, shown as (xx) xxxx-xxxx or (xx) xxxxx-xxxx as the user types. */
export const PHONE_MAX_DIGITS = 11;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

export function maskPhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 2);
  if (digits.length <= 2) return `(${area}`;
  const rest = digits.slice(2);
  // Mobile numbers have 9 digits after the area code; landlines have 8.
  const split = digits.length === 11 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
