import { UNSAFE_FILE_NAME_MESSAGE, type FileRecord } from '@rumo/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSession, sessionExpired } from '../../lib/session.ts';
import { startSession } from '../../test/fixtures.ts';
import { server } from '../../test/server.ts';
import { FileUploadField, type CurrentFile } from '../../components/console/file-upload-field.tsx';

// The console's upload field (decision 1606, files API of 1602): sends the file at once, shows the
// server's pt-BR refusals, previews an image and hands the FileRecord to its form.

const uploaded: FileRecord = {
  id: 'f1f1f1f1-0000-4000-8000-000000000001',
  name: 'capa.png',
  contentType: 'image/png',
  size: 68,
  sha256: 'a'.repeat(64),
  width: 640,
  height: 360,
  url: '/files/f1f1f1f1-0000-4000-8000-000000000001/capa.png',
  thumbnailUrl: '/files/f1f1f1f1-0000-4000-8000-000000000001/capa.png?variant=thumbnail',
  createdAt: '2026-11-20T12:00:00.000Z',
};

let received: { name: string | null; type: string | null; auth: string | null; credentials: RequestCredentials; size: number }[];

function Harness() {
  const [current, setCurrent] = useState<CurrentFile | null>(null);
  return (
    <FileUploadField
      label="Imagem da capa"
      kinds={['image']}
      current={current}
      onUploaded={(file) => setCurrent({ name: file.name, url: file.url, previewUrl: file.thumbnailUrl, contentType: file.contentType })}
      onRemove={current ? () => setCurrent(null) : undefined}
    />
  );
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'capa.png', { type: 'image/png' });

beforeEach(() => {
  received = [];
  startSession();
});

const answer = (status: number, body: unknown) =>
  server.use(
    http.post('*/api/admin/v1/files', async ({ request }) => {
      const url = new URL(request.url);
      received.push({
        name: url.searchParams.get('name'),
        type: request.headers.get('content-type'),
        auth: request.headers.get('authorization'),
        credentials: request.credentials,
        size: (await request.arrayBuffer()).byteLength,
      });
      return body === null
        ? new HttpResponse('<html>Request Entity Too Large</html>', { status, headers: { 'content-type': 'text/html' } })
        : HttpResponse.json(body as object, { status });
    }),
  );

describe('FileUploadField', () => {
  it('sends the file with its name, type and the session cookie (no bearer token), then previews the uploaded image', async () => {
    answer(201, { data: uploaded });
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Imagem da capa'), png());
    expect(await screen.findByRole('img', { name: 'Pré-visualização de capa.png' })).toHaveAttribute('src', uploaded.thumbnailUrl);
    expect(screen.getByRole('link', { name: 'capa.png' })).toHaveAttribute('href', uploaded.url);
    expect(received).toEqual([{ name: 'capa.png', type: 'image/png', auth: null, credentials: 'same-origin', size: 7 }]);
    expect(screen.getByText('Formatos: PNG, JPG ou WEBP.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover imagem da capa' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    [422, { message: 'O conteúdo do arquivo não é uma imagem PNG, JPEG ou WebP.' }, 'O conteúdo do arquivo não é uma imagem PNG, JPEG ou WebP.'],
    [413, null, 'O arquivo é grande demais para este tipo.'],
    // A refused query names its field: the field's own words, not the generic sentence.
    [422, { message: 'Os dados enviados são inválidos. Verifique os campos destacados.', errors: { name: UNSAFE_FILE_NAME_MESSAGE } }, UNSAFE_FILE_NAME_MESSAGE],
    [429, { message: 'Muitos envios de arquivos. Tente novamente mais tarde.' }, 'Muitos envios de arquivos. Tente novamente mais tarde.'],
  ])('shows the refusal of a %i in pt-BR beside the field', async (status, body, message) => {
    answer(status, body);
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Imagem da capa');
    await user.upload(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toBeEnabled());
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('a 401 ends the session as any other request does (decision 1304)', async () => {
    answer(401, { message: 'Sessão inválida ou expirada. Faça login novamente.' });
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Imagem da capa'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Sessão inválida ou expirada. Faça login novamente.');
    expect(getSession()).toBeNull();
    expect(sessionExpired()).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/capa.png'])(
    'shows a typed address %j as text, never as a link or an image',
    (url) => {
      render(<FileUploadField label="Imagem da capa" kinds={['image']} current={{ name: 'capa.png', url }} onUploaded={() => undefined} />);
      expect(screen.getByText('capa.png')).toBeInTheDocument();
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.queryByRole('img')).toBeNull();
    },
  );

  it('refuses a file of another kind before sending it', async () => {
    answer(201, { data: uploaded });
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await user.upload(screen.getByLabelText('Imagem da capa'), new File(['%PDF-1.7'], 'guia.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este arquivo não é aceito aqui. Envie PNG, JPG ou WEBP.');
    expect(received).toEqual([]);
  });
});
