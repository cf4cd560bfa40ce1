import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpStub, type SmtpStub } from '../../../tests/support/smtp-stub';
import { formatMessage, sendMail } from './smtp';

let stub: SmtpStub;
beforeAll(async () => {
  stub = await startSmtpStub();
});
afterAll(async () => stub?.close());

describe('the SMTP client', () => {
  it('sends one plain-text message, with AUTH PLAIN when the address has a user', async () => {
    const url = stub.url.replace('smtp://', 'smtp://ada%40firm:s3cret@');
    await sendMail(
      { url, from: 'DDQ Wingman <dex@firm.example>' },
      {
        to: 'Eddie <eddie@firm.example>',
        subject: 'Ada assigned you 3 questions — due soon',
        text: 'Line one\n.dot line\nLast',
      },
    );
    const [mail] = stub.received;
    expect(mail).toMatchObject({ from: 'dex@firm.example', to: ['eddie@firm.example'] });
    expect(Buffer.from(mail!.auth!.replace(/^PLAIN /, ''), 'base64').toString()).toBe('\0ada@firm\0s3cret');
    expect(mail!.data).toContain('To: eddie@firm.example');
    expect(mail!.data).toContain(
      `Subject: =?UTF-8?B?${Buffer.from('Ada assigned you 3 questions — due soon').toString('base64')}?=`,
    );
    expect(mail!.data.split('\r\n\r\n')[1]).toBe('Line one\r\n.dot line\r\nLast');
  });

  it('keeps headers on one line and refuses what is not an address', () => {
    const message = formatMessage(
      { url: 'smtp://x', from: 'dex@firm.example' },
      { to: 'eddie@firm.example', subject: 'Hi\r\nBcc: victim@example.com', text: 'x' },
    );
    expect(message).toContain('Subject: Hi Bcc: victim@example.com\r\n');
    expect(() =>
      formatMessage({ url: 'smtp://x', from: 'dex@firm.example' }, { to: 'not an address', subject: 's', text: 'x' }),
    ).toThrow('Not an e-mail address');
  });

  it('fails with the server that cannot be reached', async () => {
    await expect(
      sendMail(
        { url: 'smtp://127.0.0.1:1', from: 'dex@firm.example' },
        { to: 'e@firm.example', subject: 's', text: 't' },
      ),
    ).rejects.toThrow();
  });
});
