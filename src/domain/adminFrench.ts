/** Payload's French that reads as a machine translation, in what staff read every day. */
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
