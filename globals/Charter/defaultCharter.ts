/** Databases get it from a migration, which carries its own copy of the text. */
export const DEFAULT_CHARTER = {
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
      body: 'On soutient les projets des autres membres : likes, commentaires, partages et retours sincères. Chaque action que tu déclares est une action que tu as vraiment faite.\n\nC’est l’engagement le plus exigeant de la Tryb : pour rester membre actif, tu réunis au moins {seuil_points} points par semestre (au prorata de tes semaines de membre, le semestre de ton activation). En dessous, ton compte est mis en pause à la clôture du semestre ; tu peux ensuite demander sa réactivation.',
      chapters: ['signup', 'apply'],
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
      body: 'Une demande de visibilité validée engage à un paiement de {prix_campagne} sous 24 h après la validation.\n\nLe lundi qui suit la semaine d’exposition, le porteur du projet envoie son reporting depuis la page du projet : URL des actions, identifiants des comptes, captures d’écran et, s’il les connaît, les vues de chaque publication. L’équipe le traite et le rapport d’impact de la campagne en est tiré.',
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
  contact_text: 'Une question sur la charte, un signalement ou une demande concernant tes données ?',
  contact_email: 'charte@tryb.local',
}
