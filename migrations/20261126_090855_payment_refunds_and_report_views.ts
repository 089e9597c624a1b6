import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "project_reports" ADD COLUMN "report_views" varchar;
  ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp(3) with time zone;
  ALTER TABLE "payments" ADD COLUMN "credit_note_id" integer;
  ALTER TABLE "payments" ADD COLUMN "refund_transfer_sent_on" timestamp(3) with time zone;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payments_credit_note_idx" ON "payments" USING btree ("credit_note_id");`)
  // Payments refunded before these columns: their credit note says when.
  await db.execute(sql`
  UPDATE "payments" AS p SET "refunded_at" = i."issued_at", "credit_note_id" = i."id"
  FROM "invoices" AS i
  WHERE i."payment_id" = p."id" AND i."kind" = 'credit_note' AND p."status" = 'refunded';`)
  // The campaign's price in the copy becomes the word the pages fill with the rules' price.
  await db.execute(sql`
  UPDATE "charter_sections"
  SET "body" = replace("body", 'engage à un paiement de 100 € sous 24 h', 'engage à un paiement de {prix_campagne} sous 24 h')
  WHERE "body" LIKE '%engage à un paiement de 100 € sous 24 h%';
  UPDATE "pricing"
  SET "meta_description" = replace("meta_description", 'campagne d’amplification à 100 €.', 'campagne d’amplification à {prix_campagne}.')
  WHERE "meta_description" LIKE '%campagne d’amplification à 100 €.%';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DROP CONSTRAINT "payments_credit_note_id_invoices_id_fk";
  
  DROP INDEX "payments_credit_note_idx";
  ALTER TABLE "project_reports" DROP COLUMN "report_views";
  ALTER TABLE "payments" DROP COLUMN "refunded_at";
  ALTER TABLE "payments" DROP COLUMN "credit_note_id";
  ALTER TABLE "payments" DROP COLUMN "refund_transfer_sent_on";`)
}
