/** Apart from fields.ts so a form's first render can show them without loading zod. */
export const FIELD_MESSAGES = {
  firstNameRequired: 'Indique ton prénom.',
  lastNameRequired: 'Indique ton nom.',
  projectUrlRequired: 'Indique le lien de ton projet ou de ton MVP.',
  urlInvalid: 'Ce lien n’est pas valide (exemple : https://monprojet.fr).',
  count: 'Indique un nombre entier, 0 ou plus.',
} as const
