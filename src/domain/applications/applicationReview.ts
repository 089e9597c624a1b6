/**
 * The delay the team promises for answering an application or a new account: the rules'
 * `application_review_hours`, stated the same way on every page and e-mail that promises it.
 */
export function reviewDelay(hours: number): string {
  const whole = Math.max(1, Math.round(hours))
  // Up to three days, hours read naturally ("sous 72 h"); beyond, whole days do.
  if (whole > 72 && whole % 24 === 0) return `sous ${whole / 24} jours`
  return `sous ${whole} h`
}

/** What happens after either way in, said once for /apply, /signup, /thanks and /welcome. */
export const reviewPromise = (hours: number): string =>
  `L’équipe étudie ton profil et ton projet et te répond par e-mail ${reviewDelay(hours)}.`
