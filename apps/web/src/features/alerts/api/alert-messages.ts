import { ALERTS_DAILY_LIMIT_MESSAGE } from '@rumo/contract';

/** Spec, section 8: every alerts message, verbatim. */
export const alertMessages = {
  loadError: 'Erro ao carregar alertas',
  formDataError: 'Erro ao carregar dados',
  saveError: 'Erro ao salvar alerta',
  deleteError: 'Erro ao remover alerta',
  dailyLimit: ALERTS_DAILY_LIMIT_MESSAGE,
  created: 'Alerta criado com sucesso!',
  updated: 'Alerta atualizado com sucesso!',
  removed: 'Alerta removido com sucesso!',
  empty: 'Nenhum alerta cadastrado',
} as const;
