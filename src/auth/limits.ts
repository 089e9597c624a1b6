import type { Limit } from './rateLimit'

/** The lockout counts per address whether an account has it or not, so it never tells who is a member. */
export const LIMITS = {
  passwordLoginPerIp: { max: 20, windowSeconds: 60 },
  passwordLoginPerEmail: { max: 10, windowSeconds: 60 },
  passwordFailuresPerEmail: { max: 5, windowSeconds: 15 * 60 },
  emailedLinkPerIp: { max: 10, windowSeconds: 60 },
  applicationPerIp: { max: 5, windowSeconds: 60 },
  // /apply asks whether an address already applied when its first step is left: as often as an
  // applicant goes back and forth, never enough to walk through a list of addresses.
  applicationEmailCheckPerIp: { max: 10, windowSeconds: 60 },
  signupPerIp: { max: 5, windowSeconds: 60 },
  // Each invitation may say whether its address is a member's: no more often than a login may probe it.
  invitationPerMember: { max: 10, windowSeconds: 60 },
  batch2ListPerIp: { max: 5, windowSeconds: 60 },
  // The weekly digest's unsubscribe address (a person opens it and presses its button; a mail
  // client POSTs to it once): enough for everyone behind one address, few tries for a forger.
  digestUnsubscribePerIp: { max: 20, windowSeconds: 60 },
  // The export reads everything the member ever wrote (megabytes for an active one): a few a day
  // is all a person needs, and it keeps anyone from using it to load the server.
  dataExportPerMember: { max: 5, windowSeconds: 60 * 60 },
  // An inactive member asks the team to come back; one request is
  // open at a time, and a dismissed one is not sent again and again.
  reactivationRequestPerMember: { max: 3, windowSeconds: 24 * 60 * 60 },
  // Feedbacks and their flags: a member with a lot to say, never a flood.
  feedbackPerMember: { max: 10, windowSeconds: 60 * 60 },
  feedbackFlagPerMember: { max: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>
