/**
 * The profile photo port (spec: "GET profile photo from the identity provider's graph service"). In Entra mode it is
 * Microsoft Graph's `/me/photo/$value`, at the base URL /api/config names (a local stand-in in tests only); a person
 * without a photo (404), or any failure, gives null and the user menu shows initials.
 */
export type PhotoTokenSource = (scopes: string[]) => Promise<string | null>;

export interface GraphSettings {
  url: string;
  scopes: string[];
}

/** Reads the signed-in person's photo as a data: URL (the CSP allows data: images), or null when there is none. */
export async function fetchGraphPhoto(
  graph: GraphSettings,
  getToken: PhotoTokenSource,
  fetcher: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const token = await getToken(graph.scopes);
    if (!token) return null;
    const res = await fetcher(`${graph.url.replace(/\/+$/, '')}/me/photo/$value`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!res.ok) return null;
    const blob = await res.blob();
    if (!blob.type.startsWith('image/')) return null;
    return await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
      reader.readAsDataURL(blob);
    });
  } catch (error) {
    console.warn('The profile photo could not be read', error);
    return null;
  }
}
