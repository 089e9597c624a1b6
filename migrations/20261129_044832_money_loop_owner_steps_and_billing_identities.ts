import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "members" ADD COLUMN "billing_siren" varchar;
  ALTER TABLE "members" ADD COLUMN "billing_vat_number" varchar;
  ALTER TABLE "payments" ADD COLUMN "transfer_declared_at" timestamp(3) with time zone;
  ALTER TABLE "invoices" ADD COLUMN "buyer_siren" varchar;
  ALTER TABLE "invoices" ADD COLUMN "buyer_vat_number" varchar;
  ALTER TABLE "billing" ADD COLUMN "legal_form" varchar DEFAULT 'SAS' NOT NULL;
  ALTER TABLE "billing" ADD COLUMN "share_capital" varchar DEFAULT '1 000 €';
  ALTER TABLE "billing" ADD COLUMN "registration" varchar DEFAULT 'RCS Paris 000 000 000' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "members" DROP COLUMN "billing_siren";
  ALTER TABLE "members" DROP COLUMN "billing_vat_number";
  ALTER TABLE "payments" DROP COLUMN "transfer_declared_at";
  ALTER TABLE "invoices" DROP COLUMN "buyer_siren";
  ALTER TABLE "invoices" DROP COLUMN "buyer_vat_number";
  ALTER TABLE "billing" DROP COLUMN "legal_form";
  ALTER TABLE "billing" DROP COLUMN "share_capital";
  ALTER TABLE "billing" DROP COLUMN "registration";`)
}
