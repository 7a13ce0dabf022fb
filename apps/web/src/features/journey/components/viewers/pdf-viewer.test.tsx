import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PdfViewer } from './pdf-viewer.tsx';

const frame = () => screen.getByTitle('Pré-visualização: Guia rápido');

describe('PdfViewer', () => {
  it('asks the files API for an uploaded PDF inline (?inline=1) in a frame without a sandbox attribute, and offers its download', () => {
    render(<PdfViewer url="/files/1b4e28ba-2fa1-41d2-883f-0016d3cca427/Guia%20r%C3%A1pido.pdf" title="Guia rápido" />);
    expect(frame()).toHaveAttribute('src', '/files/1b4e28ba-2fa1-41d2-883f-0016d3cca427/Guia%20r%C3%A1pido.pdf?inline=1');
    // The answer's CSP sandboxes the PDF; the attribute would stop Chromium's viewer from showing it.
    expect(frame()).not.toHaveAttribute('sandbox');
    const link = screen.getByRole('link', { name: 'Baixar o PDF' });
    expect(link).toHaveAttribute('href', '/files/1b4e28ba-2fa1-41d2-883f-0016d3cca427/Guia%20r%C3%A1pido.pdf?download=1');
    expect(link).not.toHaveAttribute('target');
    expect(screen.queryByRole('link', { name: 'Abrir o PDF em uma nova aba' })).toBeNull();
  });

  it('frames a shipped /media PDF or another site’s as it is, with a link that opens it in a new tab', () => {
    for (const url of ['/media/journey/guia-git-essencial.pdf', 'https://exemplo.org/guia.pdf']) {
      const { unmount } = render(<PdfViewer url={url} title="Guia rápido" />);
      expect(frame()).toHaveAttribute('src', url);
      const link = screen.getByRole('link', { name: 'Abrir o PDF em uma nova aba' });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      unmount();
    }
  });
});
