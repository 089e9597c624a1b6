import pg from 'pg'

/**
 * The end-to-end servers run as `npm start` does, with no proxy believed: every request of the
 * suite comes from 127.0.0.1, one client for the site's per-address limits (20 sign-ins a minute,
 * 5 applications…). The suite plays a hundred people in a few minutes; before a person's first
 * step, this forgets what the limits counted for the address so far, as if that person were on a
 * machine of their own. Per-account and per-member counts are kept, and a test of a limit itself
 * counts from zero within that test. Each worker has its own server and database, and runs its
 * tests one after the other, so no other test's counts are touched.
 */
export async function actAsAnotherMachine() {
  const database = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await database.connect()
  try {
    await database.query(`delete from rate_limits where key like '%:ip:%'`)
  } finally {
    await database.end()
  }
}
