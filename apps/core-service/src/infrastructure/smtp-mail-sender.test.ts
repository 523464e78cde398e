import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { describeMailSenderContract } from './mail-sender.contract.ts';
import { type MailSender, type OutboxMail, smtpMailSender } from './mail-sender.ts';

const REFUSED = 'nobody@refused.test';

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Decodes quoted-printable text (soft line breaks, `=XX` bytes) as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .split(/(=[0-9A-F]{2})/i)
    .flatMap((part) =>
      /^=[0-9A-F]{2}$/i.test(part) ? [Number.parseInt(part.slice(1), 16)] : [...Buffer.from(part, 'utf8')],
    );
  return Buffer.from(bytes).toString('utf8');
}

/** A message as the server received it (DATA, dot-stuffing undone), decoded. */
function parseMessage(data: string): OutboxMail {
  const [head = '', ...rest] = data.split('\r\n\r\n');
  const headers = new Map(
    head
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')
      .map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
  );
  const raw = rest.join('\r\n\r\n');
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(raw)
      : encoding === 'base64'
        ? Buffer.from(raw, 'base64').toString('utf8')
        : raw;
  const to = headers.get('to') ?? '';
  return {
    to: /<([^>]+)>/.exec(to)?.[1] ?? to,
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: body.replace(/\r\n/g, '\n'),
  };
}

/**
 * A minimal SMTP server on loopback (EHLO, MAIL, RCPT, DATA, RSET, QUIT): it refuses {@link REFUSED} and keeps
 * each message it accepts.
 */
function smtpServer(received: OutboxMail[]): Server {
  return createServer((socket) => {
    let buffer = '';
    let data: string | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 contract.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== undefined) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push(parseMessage(data.replace(/^\.\./gm, '.')));
          data = undefined;
          reply('250 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 contract.test');
        else if (verb === 'RCPT') reply(line.includes(REFUSED) ? '550 no such mailbox' : '250 ok');
        else if (verb === 'DATA') {
          data = '';
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
}

const received: OutboxMail[] = [];
const server = smtpServer(received);
let send: MailSender;
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  send = await smtpMailSender(`smtp://127.0.0.1:${port}`, 'Souscrire <no-reply@souscrire.localhost>');
});
afterAll(() => server.close());

describeMailSenderContract('smtp', async () => ({
  send: (mail) => send(mail),
  delivered: async () => [...received],
  refusedRecipient: REFUSED,
}));
