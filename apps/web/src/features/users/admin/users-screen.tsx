import { STAFF_ROLE_LABEL, type AdminUserSummary } from '@rumo/contract';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { DataTable, type DataColumn } from '../../../components/console/data-table.tsx';
import { useListParams } from '../../../components/console/use-list-params.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUrlTextFilter } from '../../../lib/use-url-text-filter.ts';
import { useAdminUsers } from './users-admin-api.ts';

const SORTS: readonly string[] = ['created_at', 'name', 'email'];

/** 'Usuários' (decision 1405): search by name or e-mail; each name opens the person's page. */
function UsersScreen() {
  const list = useListParams({ key: 'created_at', order: 'desc' });
  const q = list.params.get('q') ?? '';
  const sortKey = (SORTS.includes(list.sort.key) ? list.sort.key : 'created_at') as 'created_at' | 'name' | 'email';
  const users = useAdminUsers({ q: q || undefined, sort: sortKey, order: list.sort.order, page: list.page });
  const [search, setSearch] = useUrlTextFilter(q, (value) => list.setFilter('q', value || undefined));

  const columns: DataColumn<AdminUserSummary>[] = [
    {
      key: 'name',
      header: 'Nome',
      sortable: true,
      cell: (user) => (
        <Link to={`/admin/usuarios/${user.uuid}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {user.name}
        </Link>
      ),
    },
    { key: 'email', header: 'E-mail', sortable: true, cell: (user) => <span className="break-all">{user.email}</span> },
    { key: 'plan', header: 'Plano', cell: (user) => user.plan.name },
    { key: 'roles', header: 'Papéis', cell: (user) => (user.roles.length ? user.roles.map((role) => STAFF_ROLE_LABEL[role]).join(', ') : '—') },
    { key: 'created_at', header: 'Cadastro', sortable: true, cell: (user) => formatDate(user.created_at) },
  ];

  const body = users.data;
  return (
    <ConsolePage title="Usuários" description="Busque uma pessoa pelo nome ou e-mail para ver seu plano, papéis e atividade.">
      <form role="search" aria-label="Buscar usuários" onSubmit={(event) => event.preventDefault()}>
        <Input
          label="Buscar por nome ou e-mail"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          trailing={<Search aria-hidden="true" className="size-4 text-slate-500" />}
        />
      </form>
      {users.isError && <Alert type="error">{users.error.message}</Alert>}
      {users.isPending && <SkeletonText label="Carregando usuários…" />}
      {body && (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {body.meta.total === 1 ? '1 usuário' : `${body.meta.total} usuários`}
          </p>
          <DataTable
            caption="Usuários"
            columns={columns}
            rows={body.data}
            rowKey={(user) => user.uuid}
            sort={{ key: sortKey, order: list.sort.order }}
            onSortChange={list.setSort}
            empty={<EmptyState title="Nenhum usuário encontrado" description="Confira o nome ou o e-mail digitado." />}
          />
          <Pagination page={body.meta.current_page} totalPages={body.meta.last_page} onPageChange={list.setPage} />
        </>
      )}
    </ConsolePage>
  );
}

export { UsersScreen as Component };
