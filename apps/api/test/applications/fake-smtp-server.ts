import net from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A real SMTP server on 127.0.0.1 (the dialogue of RFC 5321 that nodemailer speaks without TLS or
 * auth): the mailer delivers through TCP exactly as to a production relay, and the test reads what
 * arrived. `failNext` makes the next DATA answer 451 (a relay that is down for a moment).
 */
export async function startFakeSmtpServer() {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 teste.rumo.local ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (failures > 0) {
            failures--;
            reply('451 Tente mais tarde');
          } else {
            received.push(mail);
            reply('250 OK');
          }
          mail = { from: '', to: [], data: '' };
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 teste.rumo.local');
        else if (verb === 'MAIL') {
          mail.from = line.slice(10);
          reply('250 OK');
        } else if (verb === 'RCPT') {
          mail.to.push(line.slice(8));
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 Fim com <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 Tchau');
          socket.end();
        } else reply('250 OK');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (n = 1) => {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
