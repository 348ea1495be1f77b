import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaughtMail } from '../../src/mail-catcher';
import { startTestStack, type TestStack } from '../support/stack';

// The app sends its own mail over SMTP; locally the stack's catcher is that mail server, and what
// arrives is listed beside Auth's mails as the recipient's mailbox would show it.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

/** One SMTP conversation, line by line, waiting for each reply as a client library does. */
async function sendSmtp(port: number, from: string, to: string[], message: string): Promise<string[]> {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  const replies: string[] = [];
  let buffer = '';
  let waiting: ((reply: string) => void) | null = null;
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    // A reply ends with a line whose code is followed by a space (not a dash: more lines follow).
    const match = /(^|\r\n)(\d{3}) [^\r\n]*\r\n$/.exec(buffer);
    if (match && waiting) {
      const reply = buffer;
      buffer = '';
      const done = waiting;
      waiting = null;
      done(reply);
    }
  });
  const reply = () => new Promise<string>((resolveReply) => (waiting = resolveReply));
  const say = async (line: string) => {
    const next = reply();
    socket.write(`${line}\r\n`);
    replies.push((await next).trim());
  };
  replies.push((await reply()).trim());
  await say('EHLO app.test');
  await say(`MAIL FROM:<${from}>`);
  for (const address of to) await say(`RCPT TO:<${address}>`);
  await say('DATA');
  await say(`${message.replace(/\n/g, '\r\n')}\r\n.`);
  await say('QUIT');
  socket.end();
  return replies;
}

const MESSAGE = `From: "TJ Svinov" <klub@svinov.test>
To: rodic@svinov.test, druhy@svinov.test
Subject: =?UTF-8?Q?P=C5=99ipom=C3=ADnka_tr=C3=A9ninku?=
List-Unsubscribe: <http://localhost:3000/odhlasit?t=abc>
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="b"

--b
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Trénink ve středu v 17:30.
--b
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: 8bit

<p>Trénink ve středu v <b>17:30</b>.</p>
--b--`;

describe('the mail catcher over SMTP', () => {
  it('listens on a port of its own on loopback, a free one for a stack on port 0', () => {
    expect(stack.smtpPort).toBeGreaterThan(0);
    expect(stack.smtpPort).not.toBe(54325);
  });

  it('keeps a message once per envelope recipient, decoded, with its headers, and lists it at /mail/api/messages?to=', async () => {
    const replies = await sendSmtp(stack.smtpPort, 'klub@svinov.test', ['rodic@svinov.test', 'druhy@svinov.test'], MESSAGE);
    expect(replies.map((line) => line.slice(0, 3))).toEqual(['220', '250', '250', '250', '250', '354', '250', '221']);

    const response = await fetch(`${stack.url}/mail/api/messages?to=RODIC@svinov.test`);
    const mails = (await response.json()) as CaughtMail[];
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'rodic@svinov.test',
      from: 'klub@svinov.test',
      subject: 'Připomínka tréninku',
      text: 'Trénink ve středu v 17:30.',
      html: '<p>Trénink ve středu v <b>17:30</b>.</p>',
    });
    expect(mails[0]?.headers['list-unsubscribe']).toBe('<http://localhost:3000/odhlasit?t=abc>');
    expect(stack.mail.list('druhy@svinov.test')).toHaveLength(1);

    const page = await (await fetch(`${stack.url}/mail?to=rodic@svinov.test`)).text();
    expect(page).toContain('Připomínka tréninku');
  });

  it('stops listening when the stack stops', async () => {
    const other = await startTestStack();
    const port = other.smtpPort;
    await other.stop();
    const refused = await new Promise<boolean>((resolveTry) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('connect', () => (socket.destroy(), resolveTry(false)));
      socket.on('error', () => resolveTry(true));
    });
    expect(refused).toBe(true);
  });
});
