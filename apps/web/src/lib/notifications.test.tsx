import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TIMEOUT_MS, NotificationBanner, NotificationsProvider, useNotify } from './notifications.tsx';

function Trigger() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify({ type: 'success', message: 'Perfil atualizado com sucesso!' })}>
        sucesso
      </button>
      <button type="button" onClick={() => notify({ type: 'error', message: 'Senha incorreta' })}>
        erro
      </button>
    </>
  );
}

// fireEvent (synchronous) rather than user-event: it needs no real timers while the clock is fake.
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function setup() {
  vi.useFakeTimers();
  render(
    <NotificationsProvider>
      <NotificationBanner />
      <Trigger />
    </NotificationsProvider>,
  );
}

describe('notification banner', () => {
  it('closes by itself after 6000 ms', () => {
    setup();
    click('sucesso');
    expect(screen.getByRole('status')).toHaveTextContent('Perfil atualizado com sucesso!');

    act(() => void vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS - 100));
    expect(screen.getByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.queryByText('Perfil atualizado com sucesso!')).not.toBeInTheDocument();
    expect(NOTIFICATION_TIMEOUT_MS).toBe(6000);
  });

  it('closes on demand', () => {
    setup();
    click('erro');
    expect(screen.getByRole('alert')).toHaveTextContent('Senha incorreta');
    click('Fechar notificação');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows one message at a time; a new one restarts the timer', () => {
    setup();
    click('sucesso');
    act(() => void vi.advanceTimersByTime(4000));
    click('erro');
    expect(screen.queryByText('Perfil atualizado com sucesso!')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(4000));
    expect(screen.getByRole('alert')).toHaveTextContent('Senha incorreta');
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
