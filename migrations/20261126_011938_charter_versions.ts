import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // The three texts (the page and the two dialogs) become one charter: the old sections go, the
  // merged text below is version 1. Members accept it at their next visit.
  await db.execute(sql`delete from charter_sections`)
  await db.execute(sql`
   CREATE TYPE "public"."enum_charter_sections_chapters" AS ENUM('signup', 'apply');
  CREATE TABLE "charter_sections_chapters" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_charter_sections_chapters",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  DROP TABLE "charter_apply_dialog" CASCADE;
  DROP TABLE "charter_signup_dialog" CASCADE;
  ALTER TABLE "members" ADD COLUMN "charter_version" numeric;
  ALTER TABLE "members" ADD COLUMN "charter_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "projects" ADD COLUMN "charter_version" numeric;
  ALTER TABLE "projects" ADD COLUMN "charter_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "charter_sections" ADD COLUMN "key" varchar NOT NULL;
  ALTER TABLE "charter" ADD COLUMN "version" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "charter_sections_chapters" ADD CONSTRAINT "charter_sections_chapters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."charter_sections"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "charter_sections_chapters_order_idx" ON "charter_sections_chapters" USING btree ("order");
  CREATE INDEX "charter_sections_chapters_parent_idx" ON "charter_sections_chapters" USING btree ("parent_id");`)
  await db.execute(sql`
    update charter set title = ${ONE_CHARTER.title}, intro = ${ONE_CHARTER.intro}, version = 1,
      last_updated = now(), updated_at = now()`)
  for (const [order, section] of ONE_CHARTER.sections.entries()) {
    const id = `charter-${section.key}`
    await db.execute(sql`
      insert into charter_sections (_order, _parent_id, id, key, heading, body)
      select ${order + 1}, id, ${id}, ${section.key}, ${section.heading}, ${section.body} from charter limit 1`)
    for (const [index, chapter] of section.chapters.entries()) {
      await db.execute(sql`
        insert into charter_sections_chapters ("order", parent_id, value)
        values (${index + 1}, ${id}, ${chapter}::enum_charter_sections_chapters)`)
    }
  }
  // /tarifs said the reporting is sent to the owner; the owner sends it (unless already rewritten).
  await db.execute(sql`
    update pricing set campaign_note = ${PRICING_NOTE}
    where campaign_note = ${OLD_PRICING_NOTE}`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM charter_sections;
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
  
  DROP TABLE "charter_sections_chapters" CASCADE;
  ALTER TABLE "charter_apply_dialog" ADD CONSTRAINT "charter_apply_dialog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."charter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "charter_signup_dialog" ADD CONSTRAINT "charter_signup_dialog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."charter"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "charter_apply_dialog_order_idx" ON "charter_apply_dialog" USING btree ("_order");
  CREATE INDEX "charter_apply_dialog_parent_id_idx" ON "charter_apply_dialog" USING btree ("_parent_id");
  CREATE INDEX "charter_signup_dialog_order_idx" ON "charter_signup_dialog" USING btree ("_order");
  CREATE INDEX "charter_signup_dialog_parent_id_idx" ON "charter_signup_dialog" USING btree ("_parent_id");
  ALTER TABLE "members" DROP COLUMN "charter_version";
  ALTER TABLE "members" DROP COLUMN "charter_accepted_at";
  ALTER TABLE "projects" DROP COLUMN "charter_version";
  ALTER TABLE "projects" DROP COLUMN "charter_accepted_at";
  ALTER TABLE "charter_sections" DROP COLUMN "key";
  ALTER TABLE "charter" DROP COLUMN "version";
  DROP TYPE "public"."enum_charter_sections_chapters";`)
}

const OLD_PRICING_NOTE =
  'Payable sous 24 h après la validation du projet. Le reporting de ta semaine d’exposition t’est envoyé le lundi suivant.'
const PRICING_NOTE =
  'Payable sous 24 h après la validation du projet. Le lundi qui suit ta semaine d’exposition, tu envoies ton reporting (liens des actions, comptes, captures, vues) : ton rapport d’impact en est tiré.'

/** The one charter, version 1 (a literal: migrations never import live code). */
const ONE_CHARTER = {
  title: 'Charte de la Tryb',
  intro:
    'La Tryb est une communauté sélective de solopreneurs qui s’entraident. Cette charte fixe les règles qui nous permettent de tester nos idées, de gagner en visibilité et de faire du business ensemble, en confiance.',
  sections: [
    {
      key: 'objet',
      heading: 'Objet',
      body: 'Cette charte s’applique à tous les membres de la Tryb, sur le site comme dans les échanges qui en découlent. En rejoignant la communauté, chaque membre s’engage à la respecter.\n\nLa Tryb existe pour donner une visibilité réelle, organique et humaine aux projets de ses membres : pas de pods d’engagement automatisés, pas de publicité payante.',
      chapters: [],
    },
    {
      key: 'confidentialite',
      heading: 'Confidentialité',
      body: 'Ce qui est partagé dans la Tryb reste dans la Tryb : tu ne diffuses pas à l’extérieur ce qu’un membre a partagé sans son accord explicite.\n\nUn membre peut tester une idée sous une page projet sans l’associer à son profil personnel : personne ne cherche à l’identifier.',
      chapters: ['signup', 'apply'],
    },
    {
      key: 'respect',
      heading: 'Respect et bienveillance',
      body: 'Les échanges sont bienveillants, constructifs et honnêtes. Les critiques portent sur les projets, jamais sur les personnes.\n\nToute forme de discrimination, de harcèlement ou d’intimidation entraîne une exclusion immédiate.',
      chapters: ['signup', 'apply'],
    },
    {
      key: 'entraide',
      heading: 'Entraide',
      body: 'On soutient les projets des autres membres : likes, commentaires, partages et retours sincères. Chaque action que tu déclares est une action que tu as vraiment faite.',
      chapters: ['signup'],
    },
    {
      key: 'propriete-intellectuelle',
      heading: 'Propriété intellectuelle des idées',
      body: 'Chaque idée et chaque projet restent la propriété de leur auteur. Tu ne reprends pas, ne copies pas et n’exploites pas l’idée d’un autre membre sans son accord écrit.\n\nLes retours que tu donnes sont libres d’usage pour le porteur du projet.',
      chapters: ['apply'],
    },
    {
      key: 'demandes-de-visibilite',
      heading: 'Demandes de visibilité',
      body: 'Une demande de visibilité validée engage à un paiement de 100 € sous 24 h après la validation.\n\nLe lundi qui suit la semaine d’exposition, le porteur du projet envoie son reporting depuis la page du projet : URL des actions, identifiants des comptes, captures d’écran et, s’il les connaît, les vues de chaque publication. L’équipe le traite et le rapport d’impact de la campagne en est tiré.',
      chapters: ['apply'],
    },
    {
      key: 'donnees-personnelles',
      heading: 'Données personnelles et RGPD',
      body: 'La Tryb ne collecte que les données nécessaires à la vie de la communauté (profil, projets, actions déclarées, points) et ne les vend jamais. Elles sont hébergées sur nos propres serveurs.\n\nConformément au RGPD, tu peux à tout moment demander l’accès à tes données, leur rectification ou leur suppression en écrivant à l’adresse de contact ci-dessous ; la suppression est faite sous 30 jours.',
      chapters: [],
    },
    {
      key: 'moderation-et-sanctions',
      heading: 'Modération et sanctions',
      body: 'Les modérateurs peuvent retirer un contenu, suspendre ou révoquer l’accès d’un membre en cas d’abus ou de manquements répétés.\n\nSelon la gravité et la répétition d’un manquement à la charte, l’équipe de modération peut adresser un avertissement, suspendre temporairement l’accès ou prononcer une exclusion définitive. Les contenus contraires à la charte peuvent être retirés sans préavis.',
      chapters: ['apply'],
    },
  ],
}
