import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker.ts';

function fakeWorkerContainer() {
  const register = vi.fn(() => Promise.resolve({}));
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  return register;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker (decision 1321)', () => {
  it('registers at once when the page has already loaded: the app starts after the first paint, maybe after load (decision 1807)', () => {
    vi.stubEnv('PROD', true);
    const register = fakeWorkerContainer();
    expect(document.readyState).toBe('complete');
    registerServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('waits for the load event while the page is still loading', () => {
    vi.stubEnv('PROD', true);
    const register = fakeWorkerContainer();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing in development', () => {
    vi.stubEnv('PROD', false);
    const register = fakeWorkerContainer();
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });
});
