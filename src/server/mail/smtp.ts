/**
 * A small SMTP client for the optional e-mail of new assignments (decision 091): plain text, one recipient, over
 * `smtp://` (STARTTLS when the server offers it) or `smtps://` (TLS from the start), with AUTH PLAIN when the
 * address carries a user. No dependency: the protocol needed here is a dozen commands.
 */
import net from 'node:net';
import tls from 'node:tls';
import crypto from 'node:crypto';

export interface MailSettings {
  /** smtp://[user:password@]host[:port] or smtps://… */
  url: string;
  from: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

const TIMEOUT_MS = 15_000;

/** A reply of the server: its code and text (all lines of a multi-line reply). */
interface Reply {
  code: number;
  text: string;
}

class SmtpConnection {
  private buffer = '';
  private lines: string[] = [];
  private waiting: ((reply: Reply | Error) => void) | undefined;
  private failed: Error | undefined;

  constructor(private socket: net.Socket) {
    this.listen(socket);
  }

  private listen(socket: net.Socket) {
    socket.setEncoding('utf8');
    socket.setTimeout(TIMEOUT_MS, () => this.fail(new Error('The mail server did not answer in time.')));
    socket.on('data', (chunk: string) => this.receive(chunk));
    socket.on('error', (err) => this.fail(err));
    socket.on('close', () => this.fail(new Error('The mail server closed the connection.')));
  }

  private fail(err: Error) {
    this.failed ??= err;
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.(err);
  }

  private receive(chunk: string) {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\r\n')) >= 0) {
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.lines.push(line);
      // "250-…" continues a reply; "250 …" ends it.
      if (/^\d{3}(?: |$)/.test(line)) {
        const reply = { code: Number(line.slice(0, 3)), text: this.lines.map((l) => l.slice(4)).join('\n') };
        this.lines = [];
        const waiting = this.waiting;
        this.waiting = undefined;
        waiting?.(reply);
      }
    }
  }

  /** Sends a command (none: just read the greeting) and checks the reply's code. */
  async command(line: string | undefined, expect: number[]): Promise<Reply> {
    if (this.failed) throw this.failed;
    const reply = new Promise<Reply | Error>((resolve) => (this.waiting = resolve));
    if (line !== undefined) this.socket.write(`${line}\r\n`);
    const got = await reply;
    if (got instanceof Error) throw got;
    if (!expect.includes(got.code))
      throw new Error(`The mail server refused ${line?.split(' ')[0] ?? 'the connection'}: ${got.code} ${got.text}`);
    return got;
  }

  /** Upgrades the connection to TLS (after STARTTLS). */
  async startTls(host: string): Promise<void> {
    this.socket.removeAllListeners();
    const secure = tls.connect({ socket: this.socket, servername: host });
    await new Promise<void>((resolve, reject) => {
      secure.once('secureConnect', resolve);
      secure.once('error', reject);
    });
    this.socket = secure;
    this.listen(secure);
  }

  close() {
    this.socket.destroy();
  }
}

/** One header value on one line, non-ASCII as an encoded word. */
function header(value: string): string {
  const line = value.replace(/[\r\n]+/g, ' ').trim();
  return /^[\x20-\x7e]*$/.test(line) ? line : `=?UTF-8?B?${Buffer.from(line).toString('base64')}?=`;
}

/** The address inside "Name <address>", or the whole value. */
function address(value: string): string {
  const inner = /<([^<>\s]+)>/.exec(value)?.[1] ?? value.trim();
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(inner)) throw new Error(`Not an e-mail address: ${value}`);
  return inner;
}

export function formatMessage(settings: MailSettings, mail: Mail, now = new Date()): string {
  const domain = address(settings.from).split('@')[1];
  const body = mail.text.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
  return [
    `From: ${header(settings.from)}`,
    `To: ${address(mail.to)}`,
    `Subject: ${header(mail.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${crypto.randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
  ].join('\r\n');
}

export async function sendMail(settings: MailSettings, mail: Mail): Promise<void> {
  const url = new URL(settings.url);
  const implicitTls = url.protocol === 'smtps:';
  const host = url.hostname;
  const port = Number(url.port) || (implicitTls ? 465 : 587);
  const socket = implicitTls ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
  const smtp = new SmtpConnection(socket);
  try {
    await smtp.command(undefined, [220]);
    const hello = await smtp.command('EHLO ddq-wingman', [250]);
    if (!implicitTls && /^STARTTLS$/im.test(hello.text)) {
      await smtp.command('STARTTLS', [220]);
      await smtp.startTls(host);
      await smtp.command('EHLO ddq-wingman', [250]);
    }
    if (url.username) {
      const credentials = Buffer.from(
        `\0${decodeURIComponent(url.username)}\0${decodeURIComponent(url.password)}`,
      ).toString('base64');
      await smtp.command(`AUTH PLAIN ${credentials}`, [235]);
    }
    await smtp.command(`MAIL FROM:<${address(settings.from)}>`, [250]);
    await smtp.command(`RCPT TO:<${address(mail.to)}>`, [250, 251]);
    await smtp.command('DATA', [354]);
    await smtp.command(`${formatMessage(settings, mail)}\r\n.`, [250]);
    await smtp.command('QUIT', [221]).catch(() => undefined);
  } finally {
    smtp.close();
  }
}
