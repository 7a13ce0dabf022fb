import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSession, startSession } from '../test/fixtures.ts';
import { server } from '../test/server.ts';
import { apiRequest, apiUrl } from './api-client.ts';
import { discardUntakenEarlyAnswers, takeEarlyAnswer, EARLY_ANSWER_MAX_AGE_MS, EARLY_ANSWERS_GLOBAL, type EarlyAnswers } from './early-answers.ts';
import { clearSession } from './session.ts';

const PATH = '/v1/steps';
type WithEarly = { [EARLY_ANSWERS_GLOBAL]?: EarlyAnswers };

/** What index.html's script leaves behind: one answer for PATH, sent for the stored `user`'s uuid. */
function leaveEarlyAnswer(answer: Promise<Response>, { user = demoSession.user.uuid, path = PATH } = {}) {
  (window as WithEarly)[EARLY_ANSWERS_GLOBAL] = { user, startedAt: performance.now(), answers: { [`GET ${apiUrl(path)}`]: answer } };
}

/** The server's answer says 'server'; counts how often it was asked. */
function serverAnswers() {
  const calls = { count: 0 };
  server.use(
    http.get(`*/api${PATH}`, () => {
      calls.count++;
      return HttpResponse.json({ from: 'server' });
    }),
  );
  return calls;
}

const early = () => Promise.resolve(Response.json({ from: 'early' }));

/** An early answer whose body records being cancelled (what lets the browser end the request). */
function cancellableAnswer() {
  const state = { cancelled: false };
  const body = new ReadableStream({ cancel: () => void (state.cancelled = true) });
  return { state, answer: Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } })) };
}

afterEach(() => {
  delete (window as WithEarly)[EARLY_ANSWERS_GLOBAL];
});

describe('early answers (docs/decisions/1802)', () => {
  it('the first request for the URL takes the early answer, the next one asks the server', async () => {
    startSession();
    const calls = serverAnswers();
    leaveEarlyAnswer(early());
    expect(await apiRequest(PATH)).toEqual({ from: 'early' });
    expect(calls.count).toBe(0);
    expect(await apiRequest(PATH)).toEqual({ from: 'server' });
    expect(calls.count).toBe(1);
  });

  it('is not taken for the session of another user, and stays untaken', async () => {
    startSession({ user: { name: 'Bruno Lima', uuid: '9b2f6a7d-8e9f-4a1b-8c1e-3f1c2b7e8d4a' } });
    const calls = serverAnswers();
    leaveEarlyAnswer(early());
    expect(await apiRequest(PATH)).toEqual({ from: 'server' });
    expect(calls.count).toBe(1);
    expect(Object.keys((window as WithEarly)[EARLY_ANSWERS_GLOBAL]!.answers)).toHaveLength(1);
  });

  it('is not taken for another URL, another method or without a session', async () => {
    const calls = serverAnswers();
    server.use(http.post(`*/api${PATH}`, () => HttpResponse.json({ from: 'server post' })));
    leaveEarlyAnswer(early(), { path: `${PATH}?page=2` });
    startSession();
    expect(await apiRequest(PATH)).toEqual({ from: 'server' });
    leaveEarlyAnswer(early());
    expect(await apiRequest(PATH, { method: 'POST', body: {} })).toEqual({ from: 'server post' });
    clearSession();
    expect(await apiRequest(PATH)).toEqual({ from: 'server' });
    expect(calls.count).toBe(2);
  });

  it('a failed early request falls back to a normal fetch', async () => {
    startSession();
    const calls = serverAnswers();
    leaveEarlyAnswer(Promise.reject(new TypeError('Failed to fetch')));
    expect(await apiRequest(PATH)).toEqual({ from: 'server' });
    expect(calls.count).toBe(1);
  });

  it('an early answer older than the limit is dropped, not taken, and its body cancelled', async () => {
    startSession();
    const calls = serverAnswers();
    const { state, answer } = cancellableAnswer();
    leaveEarlyAnswer(answer);
    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + EARLY_ANSWER_MAX_AGE_MS + 1);
    expect(await apiRequest(PATH)).toEqual({ from: 'server' });
    expect(calls.count).toBe(1);
    expect((window as WithEarly)[EARLY_ANSWERS_GLOBAL]!.answers).toEqual({});
    await vi.waitFor(() => expect(state.cancelled).toBe(true));
  });

  it('answers no screen took are discarded when they reach the age limit; taken ones are left alone', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      startSession();
      const untaken = cancellableAnswer();
      const taken = cancellableAnswer();
      (window as WithEarly)[EARLY_ANSWERS_GLOBAL] = {
        user: demoSession.user.uuid,
        startedAt: performance.now(),
        answers: { [`GET ${apiUrl('/v1/certificates')}`]: untaken.answer, [`GET ${apiUrl(PATH)}`]: taken.answer },
      };
      discardUntakenEarlyAnswers();
      expect(takeEarlyAnswer('GET', apiUrl(PATH), demoSession.user.uuid)).toBe(taken.answer);
      vi.advanceTimersByTime(EARLY_ANSWER_MAX_AGE_MS - 1_000);
      await Promise.resolve();
      expect(untaken.state.cancelled).toBe(false);
      vi.advanceTimersByTime(1_000);
      await vi.waitFor(() => expect(untaken.state.cancelled).toBe(true));
      expect((window as WithEarly)[EARLY_ANSWERS_GLOBAL]!.answers).toEqual({});
      expect(taken.state.cancelled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
