/** The charter's promise: a deletion request is handled within 30 days. */
export const DELETION_PROCESSING_DAYS = 30

export const DELETION_MESSAGES = {
  recorded: (date: string) =>
    `Ta demande de suppression de compte a été enregistrée le ${date}. Elle sera traitée sous ${DELETION_PROCESSING_DAYS} jours, comme le prévoit la charte.`,
  failed: 'Impossible d’enregistrer ta demande. Réessaye plus tard.',
} as const
