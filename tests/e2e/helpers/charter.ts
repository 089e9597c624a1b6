import pg from 'pg'

/**
 * A spec that publishes a new charter version makes every member of its server accept it at their
 * next page. The other spec files of that server sign in members who accepted the version in force
 * when the server started: their acceptance is carried over to the new one, so those files still
 * find their pages, not the acceptance the charter specs are about.
 */
export async function carryCharterAcceptanceOver() {
  const database = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await database.connect()
  try {
    await database.query(
      `update members set charter_version = (select version from charter limit 1)
        where charter_version is not null and charter_version < (select version from charter limit 1)`,
    )
  } finally {
    await database.end()
  }
}
