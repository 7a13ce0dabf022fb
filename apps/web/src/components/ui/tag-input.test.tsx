import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagInput } from './tag-input.tsx';

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return <TagInput label="Habilidades" value={value} onChange={setValue} max={4} maxLength={10} />;
}

describe('TagInput', () => {
  it('adds a pasted comma-separated list from the changed text, keeping the last part in the box (paste is not intercepted, ASVS 6.2.7)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Habilidades' });
    await user.click(box);
    await user.paste('SQL, Docker, Git');
    expect(screen.getByRole('list', { name: 'Habilidades: 2 de 4' })).toHaveTextContent('SQLDocker');
    expect(box).toHaveValue('Git');
    await user.type(box, '{Enter}');
    expect(screen.getByRole('list', { name: 'Habilidades: 3 de 4' })).toHaveTextContent('SQLDockerGit');
  });

  it('cuts a tag past its length and says so; refuses past the maximum; Backspace on an empty box removes the last', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['A', 'B', 'C']} />);
    const box = screen.getByRole('textbox', { name: 'Habilidades' });
    await user.type(box, 'Observabilidade{Enter}');
    expect(screen.getByText('“Observabil” foi cortada em 10 caracteres.')).toBeInTheDocument();
    await user.type(box, 'E,');
    expect(screen.getByText('A lista já tem o máximo de 4.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Habilidades: 4 de 4' })).toBeInTheDocument();
    await user.type(box, '{Backspace}');
    expect(screen.getByText('“Observabil” removida.')).toBeInTheDocument();
  });
});
