import { Input, type InputProps } from './input.tsx';

export type LinkedinInputProps = Omit<InputProps, 'type' | 'inputMode' | 'placeholder' | 'label'> & { label?: InputProps['label'] };

/** The LinkedIn profile address (registration, account profile): a URL field with the same example everywhere. */
export function LinkedinInput({ label = 'LinkedIn', ...rest }: LinkedinInputProps) {
  return <Input label={label} type="url" inputMode="url" placeholder="https://www.linkedin.com/in/seu-perfil" {...rest} />;
}
