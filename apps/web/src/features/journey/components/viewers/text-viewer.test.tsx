import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextViewer } from './text-viewer.tsx';

describe('TextViewer', () => {
  it('cleans course text with the same policy as highlights: no images or frames, links only to http(s), opened safely', () => {
    const { container } = render(
      <TextViewer
        html={
          '<h2>Git</h2><p>Um <a href="/interno">link interno</a> e <a href="https://git-scm.com" target="_self">a documentação</a>.</p><img src="https://rumo.app/x.png" alt="x"><iframe src="https://rumo.app"></iframe>'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Git' })).toBeInTheDocument();
    expect(container.querySelector('img, iframe')).toBeNull();
    expect(screen.getByText('link interno')).not.toHaveAttribute('href');
    const external = screen.getByRole('link', { name: 'a documentação' });
    expect(external).toHaveAttribute('href', 'https://git-scm.com');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
