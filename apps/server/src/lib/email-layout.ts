/** The product's name, as people see it in the sender, the subjects and the signature. */
export const PRODUCT_NAME = 'Gavel';

/** The words of one email. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  /** Headers of its own (an alert's `List-Unsubscribe`, RFC 8058). */
  headers?: Record<string, string>;
}

/** What one email says: every email of the product has this shape (SPEC §3.1, §5.7). */
export interface EmailMessage {
  subject: string;
  title: string;
  /** Paragraphs. */
  body: string[];
  /** The button's words. */
  action: string;
  /** A path of the web app, with its query. */
  link: string;
  /** Headed lists of links after the paragraphs (a digest's auctions, by saved search). */
  sections?: { heading: string; links: { words: string; link: string }[] }[];
  /** A second link under the first, with its words (an alert's saved searches page). */
  also?: { words: string; link: string };
  recipient: { name: string; email: string };
  /** Headers of its own (an alert's `List-Unsubscribe`, RFC 8058). */
  headers?: Record<string, string>;
}

const escapeHtml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * Renders a message as an email: a greeting, the title and paragraphs, one link to the web app
 * (absolute, on `publicUrl`) and why the person gets it; as plain text and as HTML.
 */
export function renderEmailMessage(message: EmailMessage, publicUrl: string): EmailContent {
  // Concatenated, not resolved: a PUBLIC_URL with a path (`https://host/market`) keeps it.
  const origin = publicUrl.replace(/\/+$/, '');
  const url = `${origin}${message.link}`;
  const also = message.also && { words: message.also.words, url: `${origin}${message.also.link}` };
  const sections = (message.sections ?? []).map((section) => ({
    heading: section.heading,
    links: section.links.map((l) => ({ words: l.words, url: `${origin}${l.link}` })),
  }));
  const why = `You receive this email because you have a ${PRODUCT_NAME} account (${message.recipient.email}).`;
  const text = [
    `Hello ${message.recipient.name},`,
    '',
    message.title,
    '',
    ...message.body.flatMap((p) => [p, '']),
    ...sections.flatMap((section) => [
      section.heading,
      ...section.links.map((l) => `- ${l.words}: ${l.url}`),
      '',
    ]),
    `${message.action}: ${url}`,
    '',
    ...(also ? [`${also.words}: ${also.url}`, ''] : []),
    `— ${PRODUCT_NAME}`,
    '',
    why,
    '',
  ].join('\n');

  const e = escapeHtml;
  const muted = 'color:#71717a;font-size:13px;line-height:1.5';
  const paragraphs = message.body
    .map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6">${e(p)}</p>`)
    .join('\n');
  const lists = sections
    .map(
      (section) =>
        `<p style="margin:0 0 8px;font-size:15px;font-weight:600">${e(section.heading)}</p>\n<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.6">${section.links
          .map((l) => `<li><a href="${e(l.url)}" style="color:#18181b">${e(l.words)}</a></li>`)
          .join('')}</ul>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(message.title)}</title>
</head>
<body style="margin:0;padding:24px 12px;background:#f4f4f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px">
<p style="margin:0 0 20px;font-size:18px;font-weight:700;letter-spacing:0.02em">${PRODUCT_NAME}</p>
<p style="margin:0 0 12px;font-size:15px">Hello ${e(message.recipient.name)},</p>
<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3">${e(message.title)}</h1>
${paragraphs}${lists ? `\n${lists}` : ''}
<p style="margin:8px 0 24px"><a href="${e(url)}" style="display:inline-block;background:#18181b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${e(message.action)}</a></p>
<p style="margin:0;${muted}">Or open this address: <a href="${e(url)}" style="color:#52525b">${e(url)}</a></p>${
    also
      ? `\n<p style="margin:16px 0 0;${muted}">${e(also.words)}: <a href="${e(also.url)}" style="color:#52525b">${e(also.url)}</a></p>`
      : ''
  }
</div>
<p style="max-width:560px;margin:16px auto 0;text-align:center;${muted}">${e(why)}</p>
</body>
</html>
`;
  return {
    subject: message.subject,
    text,
    html,
    ...(message.headers ? { headers: message.headers } : {}),
  };
}
