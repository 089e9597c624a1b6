/** How long a campaign reported under the offer's promise stays in the cockpit's "À traiter". */
export const UNDER_PROMISE_RECENT_DAYS = 28

/** How many such campaigns the cockpit lists (the count says how many in all). */
export const UNDER_PROMISE_LIMIT = 20
