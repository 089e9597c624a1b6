import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each member's points per semester, kept by the database itself: a trigger on the ledger adds
 * every row's points (and takes back any row removed or changed, though nobody does) in the
 * transaction that writes it, whichever code writes it (`creditPoints`, an admin's adjustment,
 * a migration). The cockpit reads one row per member instead of summing the semester's ledger.
 * Not a Payload collection: nothing but this trigger writes it. It lives in a schema of its own,
 * `derived`, outside the `public` schema Payload's drizzle-kit compares with the config (which
 * would take it for a stray table to drop); rebuilt whole from the ledger whenever this runs.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE SCHEMA IF NOT EXISTS "derived";
   DROP TABLE IF EXISTS "derived"."member_period_points";
   CREATE TABLE "derived"."member_period_points" (
    "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
    "period" varchar NOT NULL,
    "points" numeric NOT NULL DEFAULT 0,
    PRIMARY KEY ("member_id", "period")
   );

   CREATE OR REPLACE FUNCTION "derived"."add_member_period_points"() RETURNS trigger AS $$
   BEGIN
     IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."period" IS NOT NULL THEN
       UPDATE "derived"."member_period_points" SET "points" = "points" - OLD."points"
       WHERE "member_id" = OLD."member_id" AND "period" = OLD."period";
     END IF;
     IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."period" IS NOT NULL THEN
       INSERT INTO "derived"."member_period_points" ("member_id", "period", "points")
       VALUES (NEW."member_id", NEW."period", NEW."points")
       ON CONFLICT ("member_id", "period") DO UPDATE SET "points" = "derived"."member_period_points"."points" + EXCLUDED."points";
     END IF;
     RETURN NULL;
   END
   $$ LANGUAGE plpgsql;

   CREATE TRIGGER "points_ledger_member_period_points"
   AFTER INSERT OR UPDATE OF "points", "member_id", "period" OR DELETE ON "points_ledger"
   FOR EACH ROW EXECUTE FUNCTION "derived"."add_member_period_points"();

   INSERT INTO "derived"."member_period_points" ("member_id", "period", "points")
   SELECT "member_id", "period", sum("points") FROM "points_ledger"
   WHERE "period" IS NOT NULL AND "member_id" IS NOT NULL
   GROUP BY "member_id", "period";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER "points_ledger_member_period_points" ON "points_ledger";
   DROP FUNCTION "derived"."add_member_period_points"();
   DROP TABLE "derived"."member_period_points";`)
}
