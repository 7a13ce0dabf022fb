import { escapeHtml } from '../../../lib/mailer.ts';

/**
 * The small page shown after a click on an e-mail's unsubscribe link. Self-contained: inline style
 * attributes only (the CSP forbids style elements and scripts), no external resources.
 */
export function unsubscribePage(options: { title: string; message: string; manageUrl: string }): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(options.title)} · Rumo</title>
</head>
<body style="margin:0;background:#f5f5f4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c1917">
<main style="max-width:480px;margin:48px auto;padding:32px 24px;background:#ffffff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)">
<div style="margin:0 0 16px;font-weight:700;color:#0f766e;font-size:20px">Rumo</div>
<h1 style="font-size:22px;margin:0 0 12px">${e(options.title)}</h1>
<p style="font-size:16px;line-height:1.5;margin:0 0 24px">${e(options.message)}</p>
<a href="${e(options.manageUrl)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:8px;font-weight:600">Gerenciar meus alertas</a>
</main>
</body>
</html>`;
}
