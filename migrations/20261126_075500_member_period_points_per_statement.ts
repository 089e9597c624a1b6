import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The ledger's semester totals kept once per statement instead of once per row: a report's batch
 * credits 500 rows in one insert, and one upsert per row made processing 2,000 matches miss its
 * 5 s. Each statement's rows (its transition tables) are summed per member and semester and
 * upserted together, in member order (two statements crediting the same members lock the same
 * totals in the same order). Same totals, same transaction as the rows.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER IF EXISTS "points_ledger_member_period_points" ON "points_ledger";
   DROP FUNCTION IF EXISTS "derived"."add_member_period_points"();

   CREATE FUNCTION "derived"."add_member_period_points"() RETURNS trigger AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN
       INSERT INTO "derived"."member_period_points" ("member_id", "period", "points")
       SELECT "member_id", "period", sum("points") FROM "new_rows"
       WHERE "member_id" IS NOT NULL AND "period" IS NOT NULL
       GROUP BY "member_id", "period" ORDER BY "member_id", "period"
       ON CONFLICT ("member_id", "period") DO UPDATE SET "points" = "derived"."member_period_points"."points" + EXCLUDED."points";
     ELSIF TG_OP = 'DELETE' THEN
       UPDATE "derived"."member_period_points" t SET "points" = t."points" - d."points"
       FROM (SELECT "member_id", "period", sum("points") AS "points" FROM "old_rows"
             WHERE "member_id" IS NOT NULL AND "period" IS NOT NULL GROUP BY "member_id", "period") d
       WHERE t."member_id" = d."member_id" AND t."period" = d."period";
     ELSE
       INSERT INTO "derived"."member_period_points" ("member_id", "period", "points")
       SELECT "member_id", "period", sum("points") FROM (
         SELECT "member_id", "period", "points" FROM "new_rows"
         UNION ALL
         SELECT "member_id", "period", -"points" FROM "old_rows"
       ) AS "changes"
       WHERE "member_id" IS NOT NULL AND "period" IS NOT NULL
       GROUP BY "member_id", "period" HAVING sum("points") <> 0 ORDER BY "member_id", "period"
       ON CONFLICT ("member_id", "period") DO UPDATE SET "points" = "derived"."member_period_points"."points" + EXCLUDED."points";
     END IF;
     RETURN NULL;
   END
   $$ LANGUAGE plpgsql;

   CREATE TRIGGER "points_ledger_member_period_points_insert" AFTER INSERT ON "points_ledger"
   REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "derived"."add_member_period_points"();
   CREATE TRIGGER "points_ledger_member_period_points_update" AFTER UPDATE ON "points_ledger"
   REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "derived"."add_member_period_points"();
   CREATE TRIGGER "points_ledger_member_period_points_delete" AFTER DELETE ON "points_ledger"
   REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "derived"."add_member_period_points"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER "points_ledger_member_period_points_insert" ON "points_ledger";
   DROP TRIGGER "points_ledger_member_period_points_update" ON "points_ledger";
   DROP TRIGGER "points_ledger_member_period_points_delete" ON "points_ledger";
   DROP FUNCTION "derived"."add_member_period_points"();

   CREATE FUNCTION "derived"."add_member_period_points"() RETURNS trigger AS $$
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
   FOR EACH ROW EXECUTE FUNCTION "derived"."add_member_period_points"();`)
}
