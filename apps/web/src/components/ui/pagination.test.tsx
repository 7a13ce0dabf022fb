import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.tsx';

describe('Pagination', () => {
  it("renders the window, marks the current page and says 'Página X de Y'", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} totalPages={10} onPageChange={onPageChange} />);
    expect(screen.getByText('Página 5 de 10')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Página \d+$/ }).map((b) => b.textContent)).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página 10' }));
    expect(onPageChange.mock.calls).toEqual([[6], [4], [10]]);
  });

  it('disables the ends and hides itself for a single page', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    rerender(<Pagination page={1} totalPages={1} onPageChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
