import { apiFetch, errorFromResponse } from './api-client.ts';

const FILENAME = /filename="([^"]+)"/;

/**
 * Downloads a file the API serves behind the bearer token (a plain link cannot carry it): fetched,
 * turned into an object URL and clicked (decisions 1404, 1702). Returns the name the server gave.
 */
export async function downloadFromApi(path: string, fallbackName: string, type = 'text/csv;charset=utf-8'): Promise<string> {
  const response = await apiFetch(path);
  if (!response.ok) throw await errorFromResponse(response);
  const filename = FILENAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const blob = await response.blob();
  const url = URL.createObjectURL(new Blob([blob], { type }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return filename;
}
