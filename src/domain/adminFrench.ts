/**
 * Payload's own French words that read as a machine translation, replaced in the admin
 * (`i18n.translations` of payload.config.ts): what the staff read every day.
 */
export const ADMIN_FRENCH = {
  general: {
    createNew: 'Créer',
    createNewLabel: 'Créer : {{label}}',
  },
  fields: {
    toggleBlock: 'Afficher ou masquer le bloc',
  },
}

/** The screen-reader name of a notification's close button (Payload's toasts say "Close toast"). */
export const TOAST_CLOSE_LABEL = 'Fermer la notification'
