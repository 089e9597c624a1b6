import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The privacy policy's periods gain the exports' files; replaced only where nobody has edited the section since. */
const RETENTION_SECTION = {
  heading: 'Combien de temps nous les gardons',
  before:
    'Les données de ton compte sont conservées tant que ton compte existe. Tu peux demander sa suppression depuis ta page profil : elle est menée sous 30 jours. Ton nom, ton adresse e-mail, ton profil, ta photo, tes fichiers, tes sessions, tes notifications et les copies de tes e-mails sont alors effacés, et les textes de tes retours retirés. L’historique des points, des votes et des décisions de modération est conservé sous le nom « Membre supprimé », qui ne permet plus de t’identifier, afin que les comptes de la communauté restent justes.\n\nLes factures et avoirs sont des pièces comptables : ils sont conservés sans changement pendant 10 ans (Code de commerce, article L123-22).\n\nCes durées sont appliquées automatiquement chaque nuit :\n- Liens de connexion et de confirmation : 1 jour après leur expiration.\n- Sessions (appareils connectés) : dès leur expiration.\n- Compteurs anti-abus (adresse IP, e-mail) : 1 jour après la fin de leur fenêtre.\n- Copies des e-mails envoyés : 90 jours après leur création.\n- Notifications : 12 mois après leur création.\n- Liste d’attente du Batch 2 (ou plus tôt, à l’ouverture du Batch 2 ou au retrait de ton consentement) : 2 ans après l’inscription.\n- Candidatures jamais acceptées : 2 ans après la dernière modification de la candidature.\n- Détails du journal d’audit (notes, valeurs avant et après) : 5 ans après l’entrée du journal.',
  after:
    'Les données de ton compte sont conservées tant que ton compte existe. Tu peux demander sa suppression depuis ta page profil : elle est menée sous 30 jours. Ton nom, ton adresse e-mail, ton profil, ta photo, tes fichiers, tes sessions, tes notifications et les copies de tes e-mails sont alors effacés, et les textes de tes retours retirés. L’historique des points, des votes et des décisions de modération est conservé sous le nom « Membre supprimé », qui ne permet plus de t’identifier, afin que les comptes de la communauté restent justes.\n\nLes factures et avoirs sont des pièces comptables : ils sont conservés sans changement pendant 10 ans (Code de commerce, article L123-22).\n\nCes durées sont appliquées automatiquement chaque nuit :\n- Liens de connexion et de confirmation : 1 jour après leur expiration.\n- Sessions (appareils connectés) : dès leur expiration.\n- Compteurs anti-abus (adresse IP, e-mail) : 1 jour après la fin de leur fenêtre.\n- Copies des e-mails envoyés : 90 jours après leur création.\n- Fichiers d’export de tes données : 7 jours après leur demande.\n- Notifications : 12 mois après leur création.\n- Liste d’attente du Batch 2 (ou plus tôt, à l’ouverture du Batch 2 ou au retrait de ton consentement) : 2 ans après l’inscription.\n- Candidatures jamais acceptées : 2 ans après la dernière modification de la candidature.\n- Détails du journal d’audit (notes, valeurs avant et après) : 5 ans après l’entrée du journal.',
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_exports_status" AS ENUM('pending', 'ready', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'memberDataExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'memberDataExport';
  CREATE TABLE "data_exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"status" "enum_data_exports_status" DEFAULT 'pending' NOT NULL,
  	"token_hash" varchar,
  	"size" numeric,
  	"ready_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_exports_id" integer;
  ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "data_exports_member_idx" ON "data_exports" USING btree ("member_id");
  CREATE UNIQUE INDEX "data_exports_token_hash_idx" ON "data_exports" USING btree ("token_hash");
  CREATE INDEX "data_exports_expires_at_idx" ON "data_exports" USING btree ("expires_at");
  CREATE INDEX "data_exports_updated_at_idx" ON "data_exports" USING btree ("updated_at");
  CREATE INDEX "data_exports_created_at_idx" ON "data_exports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_exports_fk" FOREIGN KEY ("data_exports_id") REFERENCES "public"."data_exports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_data_exports_id_idx" ON "payload_locked_documents_rels" USING btree ("data_exports_id");`)
  // A large export's file, in parts of about 1 MiB, in the database: any app server serves it, and it goes with its
  // row (erasure, retention). Outside \`public\`, which Payload's drizzle-kit compares with the config.
  await db.execute(sql`
  CREATE SCHEMA IF NOT EXISTS "derived";
  CREATE TABLE "derived"."data_export_parts" (
    "export_id" integer NOT NULL REFERENCES "public"."data_exports"("id") ON DELETE CASCADE,
    "part" integer NOT NULL,
    "bytes" bytea NOT NULL,
    PRIMARY KEY ("export_id", "part")
  );`)
  const { heading, before, after } = RETENTION_SECTION
  await db.execute(
    sql`update legal_privacy_sections set body = ${after} where heading = ${heading} and body = ${before}`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  const { heading, before, after } = RETENTION_SECTION
  await db.execute(
    sql`update legal_privacy_sections set body = ${before} where heading = ${heading} and body = ${after}`,
  )
  await db.execute(sql`DROP TABLE IF EXISTS "derived"."data_export_parts";`)
  await db.execute(sql`
   ALTER TABLE "data_exports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_exports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_exports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'semesterCheck', 'heroImageCleanup', 'unusedUploadsCleanup', 'lateDigest', 'weeklyDigest', 'emailLogPurge', 'paymentReminder', 'overdueErasures', 'retention');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'semesterCheck', 'heroImageCleanup', 'unusedUploadsCleanup', 'lateDigest', 'weeklyDigest', 'emailLogPurge', 'paymentReminder', 'overdueErasures', 'retention');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_data_exports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_exports_id";
  DROP TYPE "public"."enum_data_exports_status";`)
}
