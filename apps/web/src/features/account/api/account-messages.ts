/**
 * Spec section 8, Account catalogue (verbatim). The spec's second success text ('Informações do
 * usuário atualizadas com sucesso!') is not used: one message per event (docs/decisions/1308).
 */
export const accountMessages = {
  loadError: 'Erro ao carregar dados do usuário',
  profileError: 'Erro ao atualizar o perfil',
  profileSaved: 'Perfil atualizado com sucesso!',
  emailTaken: 'email já em uso',
  userInfoError: 'Erro ao atualizar informações do usuário',
  fillNameAndEmail: 'Por favor, preencha nome e email',
  fillAllFields: 'Por favor, preencha todos os campos',
  passwordChanged: 'Senha alterada com sucesso!',
  wrongPassword: 'Senha incorreta',
  /** Not the spec's: a change that failed for another reason than the typed passwords (decision 1308). */
  passwordError: 'Não foi possível alterar a senha agora. Tente novamente.',
} as const;
