import { Writable } from 'node:stream';

/** A pino destination that keeps every JSON line the app logs, for assertions on the real log output. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    /** Every line as written (text), for "this secret appears nowhere" checks. */
    text: () => lines.join('\n'),
    /** Every line parsed: throws if any line is not JSON. */
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
