/** The French messages of /admin/envois (the e-mails the outbox gave up on). */
export const OUTBOX_MESSAGES = {
  resent: 'E-mail remis dans la file d’envoi ✅',
  alreadyResent: 'Cet e-mail n’est plus en échec : il a déjà été remis dans la file.',
  resendFailed: 'Impossible de renvoyer cet e-mail. Réessaye plus tard.',
  loadFailed: 'Impossible de charger les envois en échec.',
  none: 'Aucun envoi en échec : tous les e-mails sont partis.',
} as const
