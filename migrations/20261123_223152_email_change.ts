import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_magic_link_tokens_purpose" ADD VALUE 'email-change';
  ALTER TABLE "magic_link_tokens" ADD COLUMN "new_email" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "magic_link_tokens" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_magic_link_tokens_purpose";
  CREATE TYPE "public"."enum_magic_link_tokens_purpose" AS ENUM('login', 'reset', 'confirm');
  ALTER TABLE "magic_link_tokens" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_magic_link_tokens_purpose" USING "purpose"::"public"."enum_magic_link_tokens_purpose";
  ALTER TABLE "magic_link_tokens" DROP COLUMN "new_email";`)
}
