import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '../../../lib/notifications.tsx';
import { firstName } from '../../../lib/initials.ts';
import { saveSession } from '../../../lib/session.ts';
import type { RegisterBody } from '../api/auth-api.ts';
import { REGISTER_SUCCESS_MESSAGE, registerErrorMessage } from '../api/auth-errors.ts';
import { useRegisterMutation } from '../api/auth-mutations.ts';
import { RegisterDoneStep } from './register-done-step.tsx';
import { RegisterFormStep } from './register-form-step.tsx';
import { RegisterIntroStep } from './register-intro-step.tsx';
import { WizardProgress } from './wizard-progress.tsx';

/** Spec section 4: after success the wizard waits 2 s, stores the session, then shows the last step. */
export const REGISTER_DONE_DELAY_MS = 2000;

type Step = 'home' | 'form' | 'done';
const stepIndex = { home: 0, form: 1, done: 2 } as const;

export function RegisterWizard() {
  const [step, setStep] = useState<Step>('home');
  const [linkedin, setLinkedin] = useState('');
  const [name, setName] = useState('');
  const [finishing, setFinishing] = useState(false);
  const notify = useNotify();
  const mutation = useRegisterMutation();
  const timer = useRef<number | undefined>(undefined);
  const moved = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Each step's h1 takes focus after a step change, so screen readers announce the new step.
  const headingRef = useCallback((el: HTMLHeadingElement | null) => {
    if (el && moved.current) el.focus();
  }, []);

  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  const submit = async (values: RegisterBody) => {
    try {
      const { data } = await mutation.mutateAsync(values);
      notify({ type: 'success', message: REGISTER_SUCCESS_MESSAGE });
      setFinishing(true);
      timer.current = window.setTimeout(() => {
        // Registration has no 'Lembrar-me': the API's cookies last for the browser session, like an unchecked login.
        saveSession({ user: { name: data.name, uuid: data.uuid } });
        setName(firstName(data.name));
        setFinishing(false);
        go('done');
      }, REGISTER_DONE_DELAY_MS);
    } catch (error) {
      notify({ type: 'error', message: registerErrorMessage(error) });
      throw error;
    }
  };

  return (
    <>
      <WizardProgress current={stepIndex[step]} />
      {step === 'home' && (
        <RegisterIntroStep
          headingRef={headingRef}
          initialLinkedin={linkedin}
          onNext={(url) => {
            setLinkedin(url);
            go('form');
          }}
        />
      )}
      {step === 'form' && <RegisterFormStep headingRef={headingRef} linkedin={linkedin} onSubmit={submit} onBack={() => go('home')} busy={mutation.isPending || finishing} />}
      {step === 'done' && <RegisterDoneStep headingRef={headingRef} name={name} />}
    </>
  );
}
