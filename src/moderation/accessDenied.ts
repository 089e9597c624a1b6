/** What a signed-in user who is not an admin reads on a moderation view or action (DESIGN). */
export const ACCESS_DENIED = {
  title: 'Accès refusé',
  message: 'Vous n’avez pas les permissions d’accès à cette page',
} as const
