import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

export type ItemsSectionProps<T extends { uuid: string }> = {
  title: string;
  /** 'Experiência' → modal 'Editar Experiência'. */
  kind: string;
  /** Modal title when adding: 'Nova Experiência', 'Novo Idioma' (docs/decisions/0303). */
  newTitle: string;
  emptyText: string;
  items: readonly T[];
  /** Short name of an item for buttons and the delete question ('Desenvolvedora na Loja Azul'). */
  itemName: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** `index`: the item's place in its list, as the saved CV sends it (a new item goes last). */
  renderForm: (props: { item?: T; index: number; close: () => void }) => ReactNode;
  onDelete: (item: T) => Promise<void>;
  deleting: boolean;
};

/** One tab of the edit screen: the items with Editar/Excluir, 'Adicionar', and the item modal. */
export function ItemsSection<T extends { uuid: string }>(props: ItemsSectionProps<T>) {
  const { title, kind, newTitle, emptyText, items, itemName, renderItem, renderForm, onDelete, deleting } = props;
  const headingId = useId();
  const [editing, setEditing] = useState<{ item?: T } | null>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const close = () => setEditing(null);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setEditing({})}>
          Adicionar
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.uuid} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 flex-1">{renderItem(item)}</div>
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Pencil aria-hidden="true" className="size-4" />}
                  onClick={() => setEditing({ item })}
                  aria-label={`Editar ${itemName(item)}`}
                >
                  Editar
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700! hover:bg-red-50!"
                  icon={<Trash2 aria-hidden="true" className="size-4" />}
                  onClick={() => setToDelete(item)}
                  aria-label={`Excluir ${itemName(item)}`}
                >
                  Excluir
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal open={editing !== null} onClose={close} title={editing?.item ? `Editar ${kind}` : newTitle} size="lg">
        {editing && renderForm({ item: editing.item, index: editing.item ? items.indexOf(editing.item) : items.length, close })}
      </Modal>
      <ConfirmDialog
        open={toDelete !== null}
        title={`Excluir ${kind.toLowerCase()}`}
        message={toDelete ? `Excluir '${itemName(toDelete)}' deste currículo?` : ''}
        pending={deleting}
        onConfirm={() => {
          if (!toDelete) return;
          void onDelete(toDelete).finally(() => setToDelete(null));
        }}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
