/**
 * A local SMTP server for tests: accepts every message (no TLS; any AUTH), and keeps what it received, so a test can
 * check the e-mail the product sent. Started by the test that needs it, on a free port of 127.0.0.1.
 */
import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  auth: string | null;
  /** The message as sent (headers, blank line, body), dot-stuffing undone. */
  data: string;
}

export interface SmtpStub {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpStub(): Promise<SmtpStub> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let mail: ReceivedMail = { from: '', to: [], auth: null, data: '' };
    let inData = false;
    let buffer = '';
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 stub.localhost ESMTP test');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], auth: mail.auth, data: '' };
          say('250 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250-stub.localhost\r\n250 AUTH PLAIN');
        else if (verb === 'AUTH') {
          mail.auth = line.slice(5);
          say('235 ok');
        } else if (verb === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          say('250 ok');
        } else if (verb === 'RCPT') {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          say('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          say('354 go ahead');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
          return;
        } else say('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
