import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROSE_CLASSES } from '../../../components/ui/prose.ts';
import { ContentViewer } from './content-viewer.tsx';

const show = (type: string, body: string) => render(<ContentViewer uuid="c1" type={type} title="Aula" body={body} mode="player" />);

describe('ContentViewer URLs from seed data', () => {
  it.each([['video'], ['audio'], ['file'], ['download']])('puts a path on our host into the %s viewer', (type) => {
    const { container } = show(type, '/media/journey/aula.bin');
    expect(container.querySelector('[src="/media/journey/aula.bin"], [href="/media/journey/aula.bin"]')).not.toBeNull();
    expect(screen.queryByText('Conteúdo indisponível.')).toBeNull();
  });

  it.each([
    ['video', 'javascript:alert(1)'],
    ['audio', 'data:audio/mp3;base64,AAAA'],
    ['file', 'javascript:alert(document.cookie)'],
    ['file', 'data:text/html,<script>alert(1)</script>'],
    ['download', 'javascript:alert(1)'],
    ['download', '//evil.example/x.zip'],
  ])('shows "Conteúdo indisponível." instead of a %s viewer for %j', (type, url) => {
    const { container } = show(type, url);
    expect(screen.getByText('Conteúdo indisponível.')).toBeInTheDocument();
    expect(container.querySelector('video, audio, iframe, a, [src], [href]')).toBeNull();
  });
});

describe('ContentViewer text', () => {
  it('shows course text in the look the console editor writes it in (PROSE_CLASSES)', () => {
    show('text', '<h2>Decidir</h2><pre><code>se x então</code></pre>');
    const prose = screen.getByRole('heading', { level: 2, name: 'Decidir' }).parentElement!;
    expect(prose).toHaveClass(...PROSE_CLASSES.split(' '));
    expect(prose.querySelector('pre > code')).toHaveTextContent('se x então');
  });
});
