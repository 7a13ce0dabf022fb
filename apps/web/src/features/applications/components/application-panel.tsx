import { APPLICATION_CONTACTS_MAX, APPLICATION_NOTES_MAX, type Application, type ApplicationContact } from '@rumo/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select, type SelectOption } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useUpdateApplicationDetails } from '../api/applications-api.ts';
import { statusLabel } from '../lib/application-status.ts';
import { FollowUpDraft } from './follow-up-draft.tsx';

export type ApplicationPanelProps = { application: Application; cvOptions: SelectOption[]; onClose: () => void };

const SAVE_FAILED = 'Não foi possível salvar. Tente novamente.';
/** The server's error paths this panel shows beside a field (the rest go to the message on top). */
const PANEL_FIELD = /^(notes|curriculum_uuid|contacts|next_step_date|next_step_time|contacts\.\d+\.(name|email|phone|linkedin))$/;
const emptyContact = (): ApplicationContact => ({ name: '', email: '', phone: '', linkedin: '' });

/**
 * The card's panel (decision 1702): notes, the CV used, contacts and the next step's date (and
 * optional time, Brasília), saved together; the server's 422s appear beside their fields. With
 * 'Sem resposta há N dias' it offers the follow-up e-mail draft.
 */
export function ApplicationPanel({ application, cvOptions, onClose }: ApplicationPanelProps) {
  const [notes, setNotes] = useState(application.notes);
  const [cv, setCv] = useState(application.curriculum_uuid ?? '');
  const [contacts, setContacts] = useState<ApplicationContact[]>(application.contacts);
  const [date, setDate] = useState(application.next_step_date ?? '');
  const [time, setTime] = useState(application.next_step_time ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateApplicationDetails();
  const notify = useNotify();

  const setContact = (index: number, patch: Partial<ApplicationContact>) => setContacts((list) => list.map((c, i) => (i === index ? { ...c, ...patch } : c)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { uuid: application.uuid, details: { notes, curriculum_uuid: cv || null, contacts, next_step_date: date || null, next_step_time: time || null } },
      {
        onSuccess: () => {
          notify({ type: 'success', message: 'Candidatura atualizada.' });
          onClose();
        },
        onError: (error) => {
          if (!isApiError(error) || error.status !== 422) {
            setErrors({ form: SAVE_FAILED });
            return;
          }
          // A 422 naming none of these fields (or none at all) would otherwise show nothing.
          const beside = Object.keys(error.errors).some((path) => PANEL_FIELD.test(path));
          setErrors(beside ? error.errors : { ...error.errors, form: error.message });
        },
      },
    );
  };

  const company = application.job.company ? ` — ${application.job.company}` : '';
  return (
    <Modal open onClose={onClose} size="lg" title={application.job.title} description={`${statusLabel(application.status)}${company}`}>
      <form onSubmit={onSubmit} noValidate className="flex max-h-[70vh] flex-col gap-5 overflow-y-auto pr-1">
        {errors.form && <Alert type="error">{errors.form}</Alert>}
        {application.stale_days != null && <FollowUpDraft application={application} />}
        <Textarea
          label="Anotações"
          value={notes}
          maxLength={APPLICATION_NOTES_MAX}
          rows={5}
          optional
          hint={`${notes.length.toLocaleString('pt-BR')} de ${APPLICATION_NOTES_MAX.toLocaleString('pt-BR')} caracteres`}
          error={errors.notes}
          onChange={(event) => setNotes(event.target.value)}
          data-autofocus
        />
        <Select
          label="Currículo usado"
          optional
          placeholder={cvOptions.length ? 'Nenhum' : 'Você ainda não tem currículos'}
          options={cvOptions}
          value={cv}
          error={errors.curriculum_uuid}
          onChange={(event) => setCv(event.target.value)}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Contatos</legend>
          {errors.contacts && <p className="text-sm text-red-700">{errors.contacts}</p>}
          {contacts.length === 0 && <p className="text-sm text-slate-600">Nenhum contato ainda.</p>}
          {contacts.map((contact, index) => (
            <div key={index} className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-2">
              <Input
                label={`Nome do contato ${index + 1}`}
                value={contact.name}
                maxLength={120}
                error={errors[`contacts.${index}.name`]}
                onChange={(e) => setContact(index, { name: e.target.value })}
              />
              <Input
                label={`E-mail do contato ${index + 1}`}
                type="email"
                value={contact.email}
                maxLength={254}
                error={errors[`contacts.${index}.email`]}
                onChange={(e) => setContact(index, { email: e.target.value })}
              />
              <Input
                label={`Telefone do contato ${index + 1}`}
                type="tel"
                value={contact.phone}
                maxLength={30}
                error={errors[`contacts.${index}.phone`]}
                onChange={(e) => setContact(index, { phone: e.target.value })}
              />
              <Input
                label={`LinkedIn do contato ${index + 1}`}
                value={contact.linkedin}
                maxLength={300}
                error={errors[`contacts.${index}.linkedin`]}
                onChange={(e) => setContact(index, { linkedin: e.target.value })}
              />
              <div className="sm:col-span-2">
                <Button variant="ghost" size="sm" icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={() => setContacts((list) => list.filter((_, i) => i !== index))}>
                  Remover contato {index + 1}
                </Button>
              </div>
            </div>
          ))}
          {contacts.length < APPLICATION_CONTACTS_MAX && (
            <div>
              <Button variant="secondary" size="sm" icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setContacts((list) => [...list, emptyContact()])}>
                Adicionar contato
              </Button>
            </div>
          )}
        </fieldset>
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Próximo passo (horário de Brasília)</legend>
          <Input label="Data do próximo passo" type="date" value={date} optional error={errors.next_step_date} onChange={(e) => setDate(e.target.value)} />
          <Input label="Horário" type="time" value={time} optional error={errors.next_step_time} onChange={(e) => setTime(e.target.value)} />
          <p className="text-xs text-slate-600 sm:col-span-2">Enviamos um lembrete por e-mail no dia anterior.</p>
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={save.isPending}>
            Salvar
          </Button>
        </div>
      </form>
    </Modal>
  );
}
