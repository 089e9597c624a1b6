import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'emailLogPurge';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'emailLogPurge';
  CREATE TABLE "rules_refusal_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"reason" varchar NOT NULL
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "email_to" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "email_template" varchar;
  ALTER TABLE "rules" ADD COLUMN "ring_window_days" numeric DEFAULT 30 NOT NULL;
  ALTER TABLE "rules" ADD COLUMN "ring_min_each_way" numeric DEFAULT 6 NOT NULL;
  ALTER TABLE "rules" ADD COLUMN "ring_min_share_percent" numeric DEFAULT 60 NOT NULL;
  ALTER TABLE "rules_refusal_reasons" ADD CONSTRAINT "rules_refusal_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "rules_refusal_reasons_order_idx" ON "rules_refusal_reasons" USING btree ("_order");
  CREATE INDEX "rules_refusal_reasons_parent_id_idx" ON "rules_refusal_reasons" USING btree ("_parent_id");
  CREATE INDEX "status_createdAt_member_project_idx" ON "declared_actions" USING btree ("status","created_at","member_id","project_id");
  CREATE INDEX "taskSlug_createdAt_idx" ON "payload_jobs" USING btree ("task_slug","created_at");
  CREATE INDEX "email_to_createdAt_idx" ON "payload_jobs" USING btree ("email_to","created_at");
  CREATE INDEX "email_template_createdAt_idx" ON "payload_jobs" USING btree ("email_template","created_at");`)
  // Messages queued before the e-mail log get their recipient, so the log finds them by address.
  await db.execute(sql`
  UPDATE "payload_jobs" SET "email_to" = lower(trim("input" ->> 'to'))
  WHERE "task_slug" = 'sendEmail' AND "email_to" IS NULL;`)
  // Ready-made refusal reasons the admins start from (they edit the list in the rules global).
  await db.execute(sql`
  INSERT INTO "rules_refusal_reasons" ("_order", "_parent_id", "id", "reason")
  SELECT reasons.position, "rules"."id", substr(md5(random()::text || reasons.position::text), 1, 24), reasons.reason
  FROM "rules" CROSS JOIN (VALUES
    (1, 'Le lien ne mène pas à ton action : le post est introuvable ou privé.'),
    (2, 'Ton action n’est pas visible sur le post.'),
    (3, 'Le type d’action ne correspond pas à ce qui est visible (par exemple un like déclaré comme commentaire).'),
    (4, 'L’action porte sur un autre post que ceux de la campagne.')
  ) AS reasons(position, reason);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rules_refusal_reasons" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "rules_refusal_reasons" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'semesterCheck', 'heroImageCleanup', 'unusedUploadsCleanup', 'lateDigest', 'weeklyDigest');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'semesterCheck', 'heroImageCleanup', 'unusedUploadsCleanup', 'lateDigest', 'weeklyDigest');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "status_createdAt_member_project_idx";
  DROP INDEX "taskSlug_createdAt_idx";
  DROP INDEX "email_to_createdAt_idx";
  DROP INDEX "email_template_createdAt_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "email_to";
  ALTER TABLE "payload_jobs" DROP COLUMN "email_template";
  ALTER TABLE "rules" DROP COLUMN "ring_window_days";
  ALTER TABLE "rules" DROP COLUMN "ring_min_each_way";
  ALTER TABLE "rules" DROP COLUMN "ring_min_share_percent";`)
}
