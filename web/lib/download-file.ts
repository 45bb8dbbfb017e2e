import { readToken } from './api';

/**
 * Downloads a file the server serves only to a signed-in caller (a Form 10BE PDF): fetched with the session's
 * bearer token, as the API calls are, then saved through an object URL. A plain link could not carry the
 * token. Resolves false when the server refused or the network failed, for the screen to say so.
 */
export async function downloadWithToken(path: string, fileName: string): Promise<boolean> {
  const token = readToken();
  try {
    const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) return false;
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    return true;
  } catch {
    return false;
  }
}
