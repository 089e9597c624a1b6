import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The rules row already saved takes the default, 100: the price every text showed until now.
  await db.execute(sql`
   ALTER TABLE "rules" ADD COLUMN "campaign_price" numeric DEFAULT 100 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rules" DROP COLUMN "campaign_price";`)
}
