import { ALLOWED_FILE_TYPES, type fileResponse, type FileKind, type FileRecord } from '@rumo/contract';
import { ApiError, apiUrl, endSessionOnUnauthorized, errorFromBody, NETWORK_ERROR_MESSAGE, type Answer } from '../../lib/api-client.ts';
import { getSession } from '../../lib/session.ts';

/** Content types an upload of these kinds may have (the server checks the bytes again, decision 1602). */
export function acceptedTypes(kinds: readonly FileKind[]): string[] {
  return Object.entries(ALLOWED_FILE_TYPES)
    .filter(([, info]) => kinds.includes(info.kind))
    .map(([type]) => type);
}

/** When the answer has no JSON body of ours (a proxy's 413, say), the status still says something true. */
const STATUS_MESSAGE: Record<number, string> = {
  413: 'O arquivo é grande demais para este tipo.',
  429: 'Muitos envios seguidos. Aguarde alguns minutos e tente de novo.',
};

/**
 * `POST /api/admin/v1/files?name=…` with the file as the body (decision 1602). XMLHttpRequest,
 * not fetch: only it reports upload progress. Errors are ApiErrors with the server's pt-BR message.
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<FileRecord> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`/admin/v1/files?name=${encodeURIComponent(file.name)}`));
    // Same origin: the browser sends the session cookie; no bearer token, which a script could read.
    const withSession = getSession() !== null;
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 201) {
        // The server checked its answer against the contract (decision 1817): only a body that is not JSON is refused here.
        if (body !== null && typeof body === 'object') resolve((body as Answer<typeof fileResponse>).data);
        else reject(new ApiError(xhr.status, 'Resposta inesperada do servidor.'));
        return;
      }
      // Outside apiFetch, so its 401 handling is called here: an expired session ends as anywhere else (1304).
      endSessionOnUnauthorized(xhr.status, withSession);
      reject(errorFromBody(xhr.status, body, STATUS_MESSAGE[xhr.status] ?? `Erro ${xhr.status} ao enviar o arquivo.`));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Envio cancelado.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
