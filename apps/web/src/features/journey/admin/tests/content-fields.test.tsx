import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { fillRichText } from '../../../../test/rich-text.ts';
import { sampleJourney, serveJourney, serveUploads, uuid } from './journey-admin-fake.ts';

// A content's body in the course editor's panel (decisions 1602, 1604, 1606): a text in the shared
// rich-text editor, a media uploaded through the files API or given as an address under
// 'ou informe um endereço'; the server's refusals beside the field, which takes the focus.

const LOGIC = `/admin/jornada/cursos/${uuid(11)}`;
const outline = () => screen.getByRole('navigation', { name: 'Estrutura do curso' });
const mp4 = (name = 'aula.mp4') => new File([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])], name, { type: 'video/mp4' });
const pdf = (name = 'guia.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('Conteúdo: o corpo (console editor)', () => {
  it('edits a text in the rich-text editor and sends its HTML; the server’s 422 is shown beside it and focuses it', async () => {
    const fake = serveJourney(sampleJourney());
    const { user } = renderApp(LOGIC, { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Leitura inicial, Texto' }));
    const panel = screen.getByRole('region', { name: 'Conteúdo: Leitura inicial' });
    // The editor arrives in its own chunk with the saved HTML and its labelled toolbar.
    const text = await within(panel).findByRole('textbox', { name: 'Texto' });
    expect(text).toHaveAttribute('contenteditable', 'true');
    expect(text.innerHTML).toBe('<p>Olá</p>');
    expect(within(panel).getByRole('toolbar', { name: 'Formatação de texto' })).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox', { name: /HTML/ })).not.toBeInTheDocument();

    await fillRichText(text, '<p>Veja o <a href="https://bloqueado.example/guia">guia</a>.</p>');
    await user.click(within(panel).getByRole('button', { name: 'Salvar conteúdo' }));
    expect(await within(panel).findByText('Este endereço não é aceito.')).toBeInTheDocument();
    await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'));
    expect(text).toHaveAccessibleDescription(/Este endereço não é aceito\./);
    expect(text).toHaveFocus();

    await fillRichText(text, '<p>Leia com <strong>atenção</strong>.</p>');
    await user.click(within(panel).getByRole('button', { name: 'Salvar conteúdo' }));
    expect(await screen.findByText('Conteúdo salvo no rascunho.')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PATCH', body: { title: 'Leitura inicial', type: 'text', body: '<p>Leia com <strong>atenção</strong>.</p>' } });
  });

  it('uploads a video: the body becomes the served address, and the address field stays for a link', async () => {
    const fake = serveJourney(sampleJourney());
    const uploads = serveUploads();
    const { user } = renderApp(LOGIC, { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Vídeo de abertura, Vídeo' }));
    const panel = screen.getByRole('region', { name: 'Conteúdo: Vídeo de abertura' });
    // The starter content's /media path: shown as the current file, and its address open below.
    expect(within(panel).getByRole('link', { name: 'abertura.mp4' })).toHaveAttribute('href', '/media/abertura.mp4');
    expect(within(panel).getByText('ou informe um endereço').closest('details')).toHaveAttribute('open');
    const file = within(panel).getByLabelText('Arquivo do vídeo');
    expect(file).toHaveAttribute('accept', 'video/mp4,video/webm');
    expect(within(panel).getByText(/Formatos: MP4 ou WEBM\./)).toBeInTheDocument();

    await user.upload(file, mp4('Aula 1.mp4'));
    const uploaded = await within(panel).findByRole('link', { name: 'Aula 1.mp4' });
    expect(uploads.received).toEqual([{ name: 'Aula 1.mp4', type: 'video/mp4', size: 8 }]);
    const served = `/files/f17e0000-0000-4000-8000-000000000001/Aula%201.mp4`;
    expect(uploaded).toHaveAttribute('href', served);
    expect(within(panel).getByRole('textbox', { name: 'Endereço do vídeo' })).toHaveValue(served);
    await user.click(within(panel).getByRole('button', { name: 'Salvar conteúdo' }));
    expect(await screen.findByText('Conteúdo salvo no rascunho.')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PATCH', path: `/api/admin/v1/journey/courses/${uuid(11)}/contents/${uuid(302)}`, body: { type: 'video', body: served } });

    // Opened again, an uploaded file is the field's content; the address waits behind its disclosure.
    await user.click(within(outline()).getByRole('button', { name: 'Leitura inicial, Texto' }));
    await user.click(within(outline()).getByRole('button', { name: 'Vídeo de abertura, Vídeo' }));
    const again = screen.getByRole('region', { name: 'Conteúdo: Vídeo de abertura' });
    expect(within(again).getByRole('link', { name: 'Aula 1.mp4' })).toHaveAttribute('href', served);
    const disclosure = within(again).getByText('ou informe um endereço');
    expect(disclosure.closest('details')).not.toHaveAttribute('open');
    // 'Remover' empties the body (allowed in a draft; required at 'Publicar').
    await user.click(within(again).getByRole('button', { name: 'Remover arquivo do vídeo' }));
    expect(within(again).queryByRole('link', { name: 'Aula 1.mp4' })).not.toBeInTheDocument();
    await user.click(disclosure);
    const address = within(again).getByRole('textbox', { name: 'Endereço do vídeo' });
    expect(address).toHaveValue('');
    await user.type(address, 'https://videos.example/aula.webm');
    await user.click(within(again).getByRole('button', { name: 'Salvar conteúdo' }));
    await waitFor(() => expect(fake.calls.at(-1)).toMatchObject({ method: 'PATCH', body: { body: 'https://videos.example/aula.webm' } }));
  });

  it('takes the kinds of each media type: a PDF for a file, a PDF or an image for a download', async () => {
    const fake = serveJourney(sampleJourney());
    const uploads = serveUploads();
    const { user } = renderApp(LOGIC, { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Adicionar conteúdo em Boas-vindas' }));
    const panel = screen.getByRole('region', { name: 'Novo conteúdo em Boas-vindas' });
    await user.type(within(panel).getByRole('textbox', { name: 'Título' }), 'Guia em PDF');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Tipo' }), 'file');
    const file = within(panel).getByLabelText('Arquivo PDF');
    expect(file).toHaveAttribute('accept', 'application/pdf');
    // The browser refuses another kind before sending it; the server would check the bytes anyway.
    await userEvent.setup({ applyAccept: false }).upload(file, mp4());
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Este arquivo não é aceito aqui. Envie PDF.');
    expect(uploads.received).toEqual([]);
    await user.upload(within(panel).getByLabelText('Arquivo PDF'), pdf());
    expect(await within(panel).findByRole('link', { name: 'guia.pdf' })).toBeInTheDocument();

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Tipo' }), 'download');
    expect(within(panel).getByLabelText('Arquivo para baixar')).toHaveAttribute('accept', 'application/pdf,image/png,image/jpeg,image/webp');
    // Switching the type keeps the uploaded file as the body.
    expect(within(panel).getByRole('link', { name: 'guia.pdf' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Criar conteúdo' }));
    await screen.findByRole('region', { name: 'Conteúdo: Guia em PDF' });
    expect(fake.calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({
      body: { title: 'Guia em PDF', type: 'download', body: '/files/f17e0000-0000-4000-8000-000000000001/guia.pdf' },
    });
  });
});
