import { readToken } from './api';

/** Saves text as a file the browser downloads (an export), without a round trip to the server. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Saves a blob (a receipt's PDF fetched with the bearer token) as a file the browser downloads. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time the click returns; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Fetches a file the server gives only to the signed-in reader (a receipt's PDF at its `pdfUrl`) with the
 * session's bearer token, and saves it as `fileName`. A plain link cannot carry the token; the server refuses
 * the path without it. Rejects when the server does not answer with the file.
 */
export async function downloadWithToken(url: string, fileName: string): Promise<void> {
  const token = readToken();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`Download failed: ${res.status}`);
  downloadBlob(fileName, await res.blob());
}
