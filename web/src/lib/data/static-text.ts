/**
 * Texts shipped with the web build (web/public: documentation.txt, the version list, the user guide), fetched at
 * run time so they can be edited without touching code. They are public files: no API call, no token.
 */
import useSWR from 'swr';

async function fetchPublic(path: string): Promise<string> {
  const res = await fetch(path, { headers: { Accept: 'text/plain, application/json' } });
  if (!res.ok) throw new Error(`${path} could not be loaded (${res.status}).`);
  return res.text();
}

/** The text of a public file; kept for the session once loaded. */
export function useStaticText(path: string) {
  return useSWR(path, fetchPublic, { revalidateOnFocus: false, revalidateIfStale: false });
}
