import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * "Membres à risque" reads a bounded list of candidates by index walks that stop at a LIMIT: the
 * members' (status, activated_at), and the semester totals' (period, points) in the `derived`
 * schema (outside what drizzle-kit compares, so written here by hand).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "status_activated_at_idx" ON "members" USING btree ("status","activated_at");
   CREATE INDEX IF NOT EXISTS "member_period_points_period_points_idx"
     ON "derived"."member_period_points" USING btree ("period", "points", "member_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "derived"."member_period_points_period_points_idx";
   DROP INDEX "status_activated_at_idx";`)
}
