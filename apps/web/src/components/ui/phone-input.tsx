import type { ChangeEvent } from 'react';
import { maskPhone } from '../../lib/phone-mask.ts';
import { Input, type InputProps } from './input.tsx';

/**
 * Brazilian phone input: masks to (xx) xxxx-xxxx / (xx) xxxxx-xxxx while typing, at most 11 digits.
 * Works with react-hook-form's register(): the masked text is what the form holds; the contract strips it to digits.
 */
export function PhoneInput({ onChange, ...rest }: Omit<InputProps, 'type'>) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = maskPhone(event.target.value);
    onChange?.(event);
  };
  return <Input type="tel" inputMode="tel" autoComplete="tel-national" placeholder="(11) 91234-5678" maxLength={15} onChange={handleChange} {...rest} />;
}
