import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The columns of the S3 storage (src/uploads/s3Storage.ts), present whichever storage runs. Existing
// uploads get their collection's folder as prefix: copying `UPLOADS_DIR/<collection>/` to
// `<bucket>/<collection>/` moves them to S3.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "project_hero_images" ADD COLUMN "prefix" varchar DEFAULT 'project-hero-images';
  ALTER TABLE "project_hero_images" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "avatars" ADD COLUMN "prefix" varchar DEFAULT 'avatars';
  ALTER TABLE "avatars" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "report_files" ADD COLUMN "prefix" varchar DEFAULT 'report-files';
  ALTER TABLE "report_files" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "project_hero_images" DROP COLUMN "prefix";
  ALTER TABLE "project_hero_images" DROP COLUMN "_objectkey";
  ALTER TABLE "avatars" DROP COLUMN "prefix";
  ALTER TABLE "avatars" DROP COLUMN "_objectkey";
  ALTER TABLE "report_files" DROP COLUMN "prefix";
  ALTER TABLE "report_files" DROP COLUMN "_objectkey";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";`)
}
