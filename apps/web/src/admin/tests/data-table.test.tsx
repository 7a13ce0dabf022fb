import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type TableSort } from '../../components/console/data-table.tsx';

type Row = { id: string; title: string; company: string };
const rows: Row[] = [
  { id: 'a', title: 'Desenvolvedora Front-end', company: 'Acme' },
  { id: 'b', title: 'Analista de Dados', company: 'Beta' },
];
const columns = [
  { key: 'title', header: 'Título', cell: (row: Row) => row.title, sortable: true },
  { key: 'company', header: 'Empresa', cell: (row: Row) => row.company },
];

function Harness({ onSort }: { onSort: (sort: TableSort) => void }) {
  const [sort, setSort] = useState<TableSort>({ key: 'title', order: 'asc' });
  const [selected, setSelected] = useState(new Set<string>());
  return (
    <>
      <p>{`${selected.size} selecionadas`}</p>
      <DataTable
        caption="Vagas"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.title}
        sort={sort}
        onSortChange={(next) => {
          onSort(next);
          setSort(next);
        }}
        selection={{ selected, onChange: setSelected }}
        empty={<p>Nenhuma vaga.</p>}
      />
    </>
  );
}

describe('DataTable (decision 1406)', () => {
  it('sorts from the header, telling screen readers the order', async () => {
    const onSort = vi.fn();
    render(<Harness onSort={onSort} />);
    const table = screen.getByRole('table', { name: 'Vagas' });
    const header = within(table).getByRole('columnheader', { name: /Título/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Empresa' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'title', order: 'desc' });
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('selects rows one by one and all of the page at once', async () => {
    render(<Harness onSort={() => undefined} />);
    const table = screen.getByRole('table', { name: 'Vagas' });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Selecionar Analista de Dados' }));
    expect(screen.getByText('1 selecionadas')).toBeInTheDocument();
    const all = within(table).getByRole('checkbox', { name: 'Selecionar todos desta página' });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(all);
    expect(screen.getByText('2 selecionadas')).toBeInTheDocument();
    await userEvent.click(all);
    expect(screen.getByText('0 selecionadas')).toBeInTheDocument();
  });

  it('shows the empty state instead of a table without rows', () => {
    render(<DataTable caption="Vagas" columns={columns} rows={[]} rowKey={(row) => row.id} empty={<p>Nenhuma vaga.</p>} />);
    expect(screen.getByText('Nenhuma vaga.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
