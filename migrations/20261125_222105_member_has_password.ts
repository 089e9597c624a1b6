import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Whether a member knows a password of theirs. Those who signed up chose one; an applicant was given
// a random one and knows one only after using a password-reset link.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "members" ADD COLUMN "has_password" boolean DEFAULT false;
  UPDATE "members" SET "has_password" = true
    WHERE "source" IS DISTINCT FROM 'landing /apply'
       OR "id" IN (SELECT "member_id" FROM "magic_link_tokens" WHERE "purpose" = 'reset' AND "used_at" IS NOT NULL);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "members" DROP COLUMN "has_password";`)
}
