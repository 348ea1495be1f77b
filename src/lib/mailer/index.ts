export { readMailerConfig, type MailerConfig } from './config';
export { createMailer, getMailer, type OutgoingMail, type SendMail } from './transport';
export { escapeHtml, mailClub, renderMailHtml, renderMailText, unsubscribeHeaders, type MailClub, type MailLayout } from './layout';
