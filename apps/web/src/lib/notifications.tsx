import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Banner } from '../components/ui/banner.tsx';
import type { Tone } from '../components/ui/tones.ts';

/** Spec section 9: the banner closes by itself after 6000 ms. */
export const NOTIFICATION_TIMEOUT_MS = 6000;

export type NotificationType = Tone;
export type Notification = { id: number; type: NotificationType; message: string };
export type Notify = (notification: { type: NotificationType; message: string }) => void;

type NotificationsValue = { current: Notification | null; notify: Notify; dismiss: () => void };

const NotificationsContext = createContext<NotificationsValue | null>(null);

let nextId = 1;

/** Holds the one visible message. A new message replaces the old one and restarts the 6 s timer. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notification | null>(null);
  const notify = useCallback<Notify>(({ type, message }) => setCurrent({ id: nextId++, type, message }), []);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setCurrent((shown) => (shown?.id === current.id ? null : shown)), NOTIFICATION_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  const value = useMemo(() => ({ current, notify, dismiss }), [current, notify, dismiss]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

function useNotificationsContext(): NotificationsValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return value;
}

/** `notify({ type: 'success', message: 'Perfil atualizado com sucesso!' })` from any screen. */
export function useNotify(): Notify {
  return useNotificationsContext().notify;
}

/** Renders the current message at the top of the viewport, above every screen. */
export function NotificationBanner() {
  const { current, dismiss } = useNotificationsContext();
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-3">
      {current && <Banner key={current.id} type={current.type} message={current.message} onClose={dismiss} className="pointer-events-auto w-full max-w-xl" />}
    </div>
  );
}
