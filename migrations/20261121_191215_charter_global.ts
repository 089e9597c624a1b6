import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "charter_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "charter_apply_dialog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "charter_signup_dialog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "charter" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Charte de la Tryb' NOT NULL,
  	"intro" varchar DEFAULT 'La Tryb est une communauté sélective de solopreneurs qui s’entraident. Cette charte fixe les règles qui nous permettent de tester nos idées, de gagner en visibilité et de faire du business ensemble, en confiance.',
  	"contact_text" varchar DEFAULT 'Une question sur la charte, un signalement ou une demande concernant tes données ?',
  	"contact_email" varchar DEFAULT 'charte@tryb.local' NOT NULL,
  	"last_updated" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "charter_sections" ADD CONSTRAINT "charter_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."charter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "charter_apply_dialog" ADD CONSTRAINT "charter_apply_dialog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."charter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "charter_signup_dialog" ADD CONSTRAINT "charter_signup_dialog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."charter"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "charter_sections_order_idx" ON "charter_sections" USING btree ("_order");
  CREATE INDEX "charter_sections_parent_id_idx" ON "charter_sections" USING btree ("_parent_id");
  CREATE INDEX "charter_apply_dialog_order_idx" ON "charter_apply_dialog" USING btree ("_order");
  CREATE INDEX "charter_apply_dialog_parent_id_idx" ON "charter_apply_dialog" USING btree ("_parent_id");
  CREATE INDEX "charter_signup_dialog_order_idx" ON "charter_signup_dialog" USING btree ("_order");
  CREATE INDEX "charter_signup_dialog_parent_id_idx" ON "charter_signup_dialog" USING btree ("_parent_id");`)
  // Every database, new or already running, starts with the charter's initial copy, written as it
  // was then: the live config's global has changed shape since.
  await db.execute(sql`
    insert into charter (title, intro, contact_text, contact_email, last_updated, updated_at, created_at)
    values (${INITIAL_CHARTER.title}, ${INITIAL_CHARTER.intro}, ${INITIAL_CHARTER.contact_text},
      ${INITIAL_CHARTER.contact_email}, ${INITIAL_CHARTER.last_updated}, now(), now())`)
  const lists = [
    ['charter_sections', INITIAL_CHARTER.sections],
    ['charter_apply_dialog', INITIAL_CHARTER.apply_dialog],
    ['charter_signup_dialog', INITIAL_CHARTER.signup_dialog],
  ] as const
  for (const [table, rows] of lists) {
    for (const [order, row] of rows.entries()) {
      await db.execute(sql`
        insert into ${sql.identifier(table)} (_order, _parent_id, id, heading, body)
        select ${order + 1}, id, md5(random()::text || clock_timestamp()::text), ${row.heading}, ${row.body}
        from charter limit 1`)
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "charter_sections" CASCADE;
  DROP TABLE "charter_apply_dialog" CASCADE;
  DROP TABLE "charter_signup_dialog" CASCADE;
  DROP TABLE "charter" CASCADE;`)
}

/** The charter as this migration first wrote it (a literal: migrations never import live code). */
const INITIAL_CHARTER = {
  title: 'Charte de la Tryb',
  intro:
    'La Tryb est une communauté sélective de solopreneurs qui s’entraident. Cette charte fixe les règles qui nous permettent de tester nos idées, de gagner en visibilité et de faire du business ensemble, en confiance.',
  last_updated: '2025-10-01T00:00:00.000Z',
  sections: [
    {
      heading: 'Objet',
      body: 'Cette charte s’applique à tous les membres de la Tryb, sur le site comme dans les échanges qui en découlent. En rejoignant la communauté, chaque membre s’engage à la respecter.\n\nLa Tryb existe pour donner une visibilité réelle, organique et humaine aux projets de ses membres : pas de pods d’engagement automatisés, pas de publicité payante.',
    },
    {
      heading: 'Confidentialité',
      body: 'Les projets, idées et informations partagés dans la Tryb restent dans la Tryb. Tu ne diffuses pas à l’extérieur ce qu’un membre a partagé sans son accord explicite.\n\nUn membre peut tester une idée sous une page projet sans l’associer à son profil personnel : personne ne cherche à l’identifier.',
    },
    {
      heading: 'Respect',
      body: 'Les échanges sont bienveillants, constructifs et honnêtes. Les critiques portent sur les projets, jamais sur les personnes.\n\nToute forme de discrimination, de harcèlement ou d’intimidation entraîne une exclusion immédiate.',
    },
    {
      heading: 'Propriété intellectuelle des idées',
      body: 'Chaque idée et chaque projet restent la propriété de leur auteur. Tu ne reprends pas, ne copies pas et n’exploites pas l’idée d’un autre membre sans son accord écrit.\n\nLes retours que tu donnes sont libres d’usage pour le porteur du projet.',
    },
    {
      heading: 'Données personnelles et RGPD',
      body: 'La Tryb ne collecte que les données nécessaires à la vie de la communauté (profil, projets, actions déclarées, points) et ne les vend jamais. Elles sont hébergées sur nos propres serveurs.\n\nConformément au RGPD, tu peux à tout moment demander l’accès à tes données, leur rectification ou leur suppression en écrivant à l’adresse de contact ci-dessous ; la suppression est faite sous 30 jours.',
    },
    {
      heading: 'Sanctions',
      body: 'En cas de manquement à la charte, l’équipe de modération peut, selon la gravité et la répétition : adresser un avertissement, suspendre temporairement l’accès, ou prononcer une exclusion définitive.\n\nLes contenus contraires à la charte peuvent être retirés sans préavis.',
    },
  ],
  contact_text: 'Une question sur la charte, un signalement ou une demande concernant tes données ?',
  contact_email: 'charte@tryb.local',
  apply_dialog: [
    {
      heading: 'Propriété intellectuelle',
      body: 'Les idées et projets partagés restent la propriété de leur auteur. On ne copie pas, on ne reprend pas sans accord écrit.',
    },
    {
      heading: 'Respect et bienveillance',
      body: 'Des retours honnêtes et constructifs, qui visent les projets et jamais les personnes.',
    },
    {
      heading: 'Confidentialité',
      body: 'Ce qui est partagé dans la Tryb reste dans la Tryb, sauf accord explicite de son auteur.',
    },
    {
      heading: 'Demandes de visibilité',
      body: 'Une demande de visibilité validée engage à un paiement de 100 € sous 24 h. Le lundi qui suit la semaine d’exposition, le porteur envoie un tableau de reporting : URL des actions, identifiants des comptes, captures d’écran.',
    },
    {
      heading: 'Modération',
      body: 'Les modérateurs peuvent retirer un contenu, suspendre ou révoquer l’accès d’un membre en cas d’abus ou de manquements répétés.',
    },
  ],
  signup_dialog: [
    {
      heading: 'Confidentialité',
      body: 'Ce qui est partagé dans la Tryb reste dans la Tryb, sauf accord explicite de son auteur.',
    },
    {
      heading: 'Entraide',
      body: 'On soutient les projets des autres membres : likes, commentaires, partages et retours sincères.',
    },
    {
      heading: 'Respect',
      body: 'Toute discrimination ou tout harcèlement entraîne une exclusion immédiate.',
    },
  ],
}
