import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP peer on localhost that keeps what it receives. */
export const startSmtpPeer = async () => {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += String(chunk)));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no SMTP port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    async waitForMail(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > end) throw new Error(`no mail to ${to}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
