import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The privacy policy's default text, replaced only where nobody has edited it since. */
const PRIVACY_SECTIONS = [
  {
    heading: 'Qui peut y accéder',
    before:
      'Seule l’équipe de la Tryb accède à tes données, dans la limite de ce dont elle a besoin pour ses missions (examen des candidatures, modération, support). Elles ne sont jamais vendues, louées ni cédées à des tiers.\n\nLes autres membres voient ce que tu choisis de montrer sur ton profil. L’identité du porteur d’un projet n’est jamais montrée aux autres membres ni aux visiteurs : tu peux tester une idée sans l’associer à ton profil.',
    after:
      'Seule l’équipe de la Tryb accède à tes données, dans la limite de ce dont elle a besoin pour ses missions (examen des candidatures, modération, support). Elles ne sont jamais vendues, louées ni cédées à des tiers.\n\nLes autres membres voient ce que tu choisis de montrer sur ton profil. L’identité du porteur d’un projet n’est jamais montrée aux autres membres ni aux visiteurs : tu peux tester une idée sans l’associer à ton profil.\n\nNos sous-traitants y accèdent dans la limite de leur mission et sont liés par contrat : l’hébergeur du site et de sa base de données ; le service d’envoi d’e-mails (SMTP), qui achemine nos messages ; Stripe, si tu paies une campagne par carte (tes données de carte vont directement chez Stripe, jamais chez nous) ; le service de stockage de fichiers compatible S3, lorsque nos fichiers y sont conservés. Tes données restent dans l’Union européenne.',
  },
  {
    heading: 'Combien de temps nous les gardons',
    before:
      'Les données de ton compte sont conservées tant que ton compte existe. À sa suppression, tes données personnelles sont anonymisées : l’historique des points et des décisions de modération est conservé sous une forme qui ne permet plus de t’identifier, afin que les comptes de la communauté restent justes.\n\nL’adresse laissée sur la liste d’attente du Batch 2 est conservée jusqu’à l’ouverture du Batch 2 ou jusqu’au retrait de ton consentement, et 24 mois au plus. Un lien de connexion envoyé par e-mail expire au bout de 15 minutes et ne sert qu’une seule fois.',
    after:
      'Les données de ton compte sont conservées tant que ton compte existe. Tu peux demander sa suppression depuis ta page profil : elle est menée sous 30 jours. Ton nom, ton adresse e-mail, ton profil, ta photo, tes fichiers, tes sessions, tes notifications et les copies de tes e-mails sont alors effacés, et les textes de tes retours retirés. L’historique des points, des votes et des décisions de modération est conservé sous le nom « Membre supprimé », qui ne permet plus de t’identifier, afin que les comptes de la communauté restent justes.\n\nLes factures et avoirs sont des pièces comptables : ils sont conservés sans changement pendant 10 ans (Code de commerce, article L123-22).\n\nCes durées sont appliquées automatiquement chaque nuit :\n- Liens de connexion et de confirmation : 1 jour après leur expiration.\n- Sessions (appareils connectés) : dès leur expiration.\n- Compteurs anti-abus (adresse IP, e-mail) : 1 jour après la fin de leur fenêtre.\n- Copies des e-mails envoyés : 90 jours après leur création.\n- Notifications : 12 mois après leur création.\n- Liste d’attente du Batch 2 (ou plus tôt, à l’ouverture du Batch 2 ou au retrait de ton consentement) : 2 ans après l’inscription.\n- Candidatures jamais acceptées : 2 ans après la dernière modification de la candidature.\n- Détails du journal d’audit (notes, valeurs avant et après) : 5 ans après l’entrée du journal.',
  },
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'overdueErasures';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'retention';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'overdueErasures';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'retention';
  ALTER TABLE "members" ADD COLUMN "deletion_hold_reason" varchar;
  ALTER TABLE "members" ADD COLUMN "erased_at" timestamp(3) with time zone;
  CREATE INDEX "members_erased_at_idx" ON "members" USING btree ("erased_at");`)
  for (const { heading, before, after } of PRIVACY_SECTIONS) {
    await db.execute(
      sql`update legal_privacy_sections set body = ${after} where heading = ${heading} and body = ${before}`,
    )
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'semesterCheck', 'heroImageCleanup', 'unusedUploadsCleanup', 'lateDigest', 'weeklyDigest', 'emailLogPurge', 'paymentReminder');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'semesterCheck', 'heroImageCleanup', 'unusedUploadsCleanup', 'lateDigest', 'weeklyDigest', 'emailLogPurge', 'paymentReminder');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "members_erased_at_idx";
  ALTER TABLE "members" DROP COLUMN "deletion_hold_reason";
  ALTER TABLE "members" DROP COLUMN "erased_at";`)
  for (const { heading, before, after } of PRIVACY_SECTIONS) {
    await db.execute(
      sql`update legal_privacy_sections set body = ${before} where heading = ${heading} and body = ${after}`,
    )
  }
}
