/** Helpers of the engagement tests: a real PNG logo and the multipart logo upload. */
import { Resvg } from '@resvg/resvg-js';
import { baseUrl, tokenFor, USERS } from './client.ts';

/** A real PNG (drawn by resvg), so the deck embeds an image LibreOffice can draw. */
export async function logoPng(width = 240, height = 96): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 240 96">
  <rect width="240" height="96" rx="12" fill="#0b6e4f"/>
  <circle cx="48" cy="48" r="28" fill="#f2c14e"/>
  <text x="88" y="60" font-family="sans-serif" font-size="34" font-weight="700" fill="#ffffff">ALBION</text>
</svg>`;
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng());
}

export async function uploadLogo(
  file: { name: string; data: Buffer; type?: string },
  email: string = USERS.SALES_PERSON,
) {
  const form = new FormData();
  form.set('logoFile', new Blob([file.data], { type: file.type ?? 'image/png' }), file.name);
  const res = await fetch(`${baseUrl()}/api/sales/engagements/logos`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await tokenFor(email)}` },
    body: form,
  });
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body };
}
