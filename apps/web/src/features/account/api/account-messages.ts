/** Spec section 8, Account catalogue (verbatim). */
export const accountMessages = {
  loadError: 'Erro ao carregar dados do usuário',
  profileError: 'Erro ao atualizar o perfil',
  profileSaved: 'Perfil atualizado com sucesso!',
  userInfoSaved: 'Informações do usuário atualizadas com sucesso!',
  emailTaken: 'email já em uso',
  userInfoError: 'Erro ao atualizar informações do usuário',
  fillNameAndEmail: 'Por favor, preencha nome e email',
  fillAllFields: 'Por favor, preencha todos os campos',
  passwordChanged: 'Senha alterada com sucesso!',
  wrongPassword: 'Senha incorreta',
} as const;
