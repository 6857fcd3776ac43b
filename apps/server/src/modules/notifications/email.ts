import type { NotificationType } from '@gavel/contract';

/** The product's name, as people see it in the sender and the signature. */
export const PRODUCT_NAME = 'Gavel';

/** The words of one notification's email. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailSource {
  type: NotificationType;
  title: string;
  body: string;
  /** A path of the web app. */
  link: string;
  recipient: { name: string; email: string };
}

/** The button under each type's message. */
const ACTION: Record<NotificationType, string> = {
  'bid.outbid': 'Bid again',
  'auction.won': 'See your purchase',
  'auction.ending_soon': 'Go to the auction',
  'kyc.reviewed': 'Open your identity check',
  'listing.approved': 'Open your listing',
  'listing.rejected': 'Edit your listing',
  'auction.ended': 'See the outcome',
  'dealer.activated': 'Open your dealer profile',
  'dealer.suspended': 'Open your dealer profile',
};

const escapeHtml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * Renders a notification as an email: the same title and body as in the app, a greeting, a link
 * to the page (absolute, on `publicUrl`) and why the person gets it; as plain text and as HTML.
 */
export function renderEmail(source: EmailSource, publicUrl: string): EmailContent {
  // Concatenated, not resolved: a PUBLIC_URL with a path (`https://host/market`) keeps it.
  const url = `${publicUrl.replace(/\/+$/, '')}${source.link}`;
  const action = ACTION[source.type];
  const why = `You receive this email because you have a ${PRODUCT_NAME} account (${source.recipient.email}).`;
  const text = [
    `Hello ${source.recipient.name},`,
    '',
    source.title,
    '',
    source.body,
    '',
    `${action}: ${url}`,
    '',
    `— ${PRODUCT_NAME}`,
    '',
    why,
    '',
  ].join('\n');

  const e = escapeHtml;
  const muted = 'color:#71717a;font-size:13px;line-height:1.5';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(source.title)}</title>
</head>
<body style="margin:0;padding:24px 12px;background:#f4f4f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px">
<p style="margin:0 0 20px;font-size:18px;font-weight:700;letter-spacing:0.02em">${PRODUCT_NAME}</p>
<p style="margin:0 0 12px;font-size:15px">Hello ${e(source.recipient.name)},</p>
<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3">${e(source.title)}</h1>
<p style="margin:0 0 24px;font-size:15px;line-height:1.6">${e(source.body)}</p>
<p style="margin:0 0 24px"><a href="${e(url)}" style="display:inline-block;background:#18181b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${e(action)}</a></p>
<p style="margin:0;${muted}">Or open this address: <a href="${e(url)}" style="color:#52525b">${e(url)}</a></p>
</div>
<p style="max-width:560px;margin:16px auto 0;text-align:center;${muted}">${e(why)}</p>
</body>
</html>
`;
  return { subject: source.title, text, html };
}
