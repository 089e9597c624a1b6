import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "late_digest" boolean DEFAULT true;
  ALTER TABLE "rules" ADD COLUMN "action_verification_hours" numeric DEFAULT 48 NOT NULL;
  ALTER TABLE "rules" ADD COLUMN "feedback_moderation_hours" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "rules" ADD COLUMN "visibility_answer_hours" numeric DEFAULT 48 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "late_digest";
  ALTER TABLE "rules" DROP COLUMN "action_verification_hours";
  ALTER TABLE "rules" DROP COLUMN "feedback_moderation_hours";
  ALTER TABLE "rules" DROP COLUMN "visibility_answer_hours";`)
}
