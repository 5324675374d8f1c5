import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}
export type Mailer = (mail: Mail) => Promise<void>;

/** Sends by SMTP_URL; without it the mail (and so the reset link) is written to the server log. */
export const createMailer = (
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
): Mailer => {
  if (!smtpUrl) {
    return async (mail) => {
      log.warn(
        { to: mail.to, subject: mail.subject },
        `SMTP_URL is not set; mail not sent:\n${mail.text}`,
      );
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
};
