import { FIELD_MESSAGES } from './fieldMessages'

/** Kept apart from the zod schema (`signup.ts`) so /signup's first load carries no zod. */
export const SIGNUP_MESSAGES = {
  firstName: FIELD_MESSAGES.firstNameRequired,
  lastName: FIELD_MESSAGES.lastNameRequired,
  projectUrl: FIELD_MESSAGES.projectUrlRequired,
  urlInvalid: FIELD_MESSAGES.urlInvalid,
  count: FIELD_MESSAGES.count,
  charterTitle: 'Charte non acceptée',
  charter: 'Tu dois accepter la charte pour créer un compte.',
} as const
