import crypto from 'node:crypto'

/**
 * Payload hashes and checks passwords with PBKDF2 at 600,000 rounds (~130 ms of CPU each), and the
 * integration tests create and sign in thousands of accounts. In their processes the same call
 * runs 1,000 rounds, for hashing and checking alike: the format, salt and comparison stay
 * Payload's own. The production servers of the end-to-end and cluster stages keep 600,000.
 */
const PAYLOAD_ROUNDS = 600_000
const TEST_ROUNDS = 1_000

const payloadPbkdf2 = crypto.pbkdf2
crypto.pbkdf2 = ((...args: Parameters<typeof crypto.pbkdf2>) => {
  const [password, salt, rounds, keyLength, digest, callback] = args
  return payloadPbkdf2(password, salt, rounds === PAYLOAD_ROUNDS ? TEST_ROUNDS : rounds, keyLength, digest, callback)
}) as typeof crypto.pbkdf2
