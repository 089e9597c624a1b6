/**
 * Told by whatever changes the member's unread count in this tab ("Tout marquer comme lu"), so
 * the header's bell reads it again at once rather than at the next navigation.
 */
export const NOTIFICATIONS_CHANGED = 'tryb:notifications-changed'

export const announceNotificationsChanged = () => window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED))
