/** So the bell reads the count again at once rather than at the next navigation. */
export const NOTIFICATIONS_CHANGED = 'tryb:notifications-changed'

export const announceNotificationsChanged = () => window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED))
