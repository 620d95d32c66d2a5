// @vitest-environment happy-dom
/** The Graph photo port: a photo becomes a data: URL; no photo (404), no token or not an image gives initials. */
import { describe, expect, it } from 'vitest';
import { fetchGraphPhoto } from './profile-photo.ts';

const graph = { url: 'https://graph.example/v1.0/', scopes: ['User.Read'] };
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

describe('fetchGraphPhoto', () => {
  it('asks /me/photo/$value with the Graph token and answers a data: URL', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    const photo = await fetchGraphPhoto(
      graph,
      async (scopes) => `token-for-${scopes.join(' ')}`,
      async (url, init) => {
        seen.push({ url: String(url), auth: new Headers(init?.headers).get('authorization') });
        return new Response(png, { headers: { 'Content-Type': 'image/png' } });
      },
    );
    expect(seen).toEqual([
      { url: 'https://graph.example/v1.0/me/photo/$value', auth: 'Bearer token-for-User.Read' },
    ]);
    expect(photo).toBe('data:image/png;base64,iVBORw==');
  });

  it('answers null for no photo (404), no token, or something that is not an image', async () => {
    const notFound = async () => new Response('{}', { status: 404 });
    expect(await fetchGraphPhoto(graph, async () => 't', notFound)).toBeNull();
    expect(await fetchGraphPhoto(graph, async () => null, notFound)).toBeNull();
    const html = async () => new Response('<p>', { headers: { 'Content-Type': 'text/html' } });
    expect(await fetchGraphPhoto(graph, async () => 't', html)).toBeNull();
  });
});
