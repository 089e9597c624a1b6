import { POINTS_RULES } from '@/domain/declaredActions/declaredActions'
import { POINTS_ROW_WORDING } from '@/domain/points/pointsTable'
import type { Landing } from '@/payload-types'

type LandingCopy = Omit<Landing, 'id' | 'updatedAt' | 'createdAt' | '_status'>

/** Written by a migration; marketing edits it in the admin. */
export const DEFAULT_LANDING = {
  hero: {
    title: 'Ensemble, plus forts.',
    subtitle:
      'La Tryb est une communauté sélective de talents indépendants qui grandissent ensemble : teste tes idées, gagne une visibilité réelle et fais du business entre solopreneurs.',
    cards: [
      {
        icon: 'flask',
        title: 'Teste sans te griller',
        text: 'Fais tester une idée ou une offre sous une page projet, sans l’associer à ton profil personnel.',
        networks: ['linkedin', 'instagram', 'tiktok', 'x'],
      },
      {
        icon: 'target',
        title: 'Challenge-toi en sécurité',
        text: 'Des retours francs et bienveillants de solopreneurs qui passent par les mêmes étapes que toi.',
      },
      {
        icon: 'handshake',
        title: 'Crée du business entre solopreneurs',
        text: 'Partenariats, clients, recommandations : la communauté fait circuler les opportunités.',
      },
    ],
    primary_label: 'Rejoindre la Tryb',
    secondary_label: 'En savoir plus',
  },
  counter: { mode: 'live', manual_members: 27, manual_places_left: 23, manual_percent: 54 },
  features: {
    title: 'Pourquoi rejoindre la Tryb ?',
    intro:
      'Une visibilité organique et humaine : pas de pods d’engagement automatisés, pas de publicité payante. Chaque interaction et chaque projet sont validés.',
    cards: [
      {
        icon: 'eye',
        title: 'Une visibilité réelle, pas artificielle',
        text: 'Chaque semaine, 3 projets de membres sont amplifiés par de vraies personnes qui likent, commentent et partagent.',
      },
      {
        icon: 'target',
        title: 'Touche ta cible sans budget pub',
        text: 'Tes contenus atteignent des entrepreneurs et leurs réseaux, sans dépenser un euro en publicité.',
      },
      {
        icon: 'eye-off',
        title: 'Teste sans exposer ton image',
        text: 'Présente une idée sous une page projet : tu recueilles des avis sans engager ta réputation personnelle.',
      },
      {
        icon: 'shield',
        title: 'Une communauté sélective',
        text: '50 membres fondateurs, choisis sur candidature ou parrainage, qui s’engagent à rester actifs.',
      },
    ],
  },
  testimonials: {
    title: 'Après la Beta — Ce que les membres fondateurs ont constaté.',
    note: 'Exemples observés pendant la Beta ; les résultats varient d’un projet à l’autre.',
    cards: [
      {
        icon: 'eye',
        name: 'Camille, coach en reconversion',
        figure: '12 400 vues',
        detail: 'sur son post de lancement, la semaine de son amplification',
      },
      {
        icon: 'heart',
        name: 'Yanis, développeur freelance',
        figure: '+850 likes',
        detail: 'en une campagne, contre une cinquantaine d’habitude',
      },
      {
        icon: 'target',
        name: 'Sarah, consultante marketing',
        figure: '4 leads qualifiés',
        detail: 'reçus en message privé après sa campagne',
      },
      {
        icon: 'flask',
        name: 'Thomas, créateur de formations',
        figure: '3 offres testées',
        detail: 'avant de lancer celle qui a trouvé son public',
      },
      {
        icon: 'handshake',
        name: 'Inès, designer UX',
        figure: '2 partenariats',
        detail: 'noués avec d’autres membres de la Tryb',
      },
      {
        icon: 'shopping-bag',
        name: 'Malik, e-commerçant',
        figure: '27 ventes',
        detail: 'la semaine de son exposition, et 5 nouveaux clients fidèles',
      },
    ],
  },
  steps: {
    title: 'Comment ça marche ?',
    items: [
      {
        title: 'Candidate',
        text: 'Remplis le formulaire en 5 étapes : profil, réseaux, motivations. L’équipe examine chaque candidature.',
      },
      {
        title: 'Rejoins la communauté',
        text: 'Une fois accepté·e, tu accèdes à ton espace membre et aux projets de la semaine.',
      },
      {
        title: 'Soutiens les projets',
        text: 'Like, commente, partage, publie : déclare tes actions, vérifiées sous 48 h, et gagne des points.',
      },
      {
        title: 'Fais amplifier le tien',
        text: 'Propose un projet par mois : une fois validé, toute la Tryb le fait rayonner pendant sa semaine d’exposition.',
      },
    ],
  },
  points: {
    title: 'Tu donnes, tu reçois.',
    intro:
      'Chaque action validée te rapporte des points. Reste actif : un minimum de points par semestre garde ton accès.',
    rows: POINTS_RULES.map(({ value }) => ({ action: POINTS_ROW_WORDING[value], rule: value })),
  },
  referral: {
    title: 'Fais grandir la communauté',
    intro: 'La Tryb grandit par recommandation : invite les solopreneurs que tu estimes.',
    cards: [
      {
        icon: 'user-plus',
        title: '5 invitations par semestre',
        text: 'Depuis ton espace membre, invite jusqu’à 5 personnes par semestre.',
      },
      {
        icon: 'gift',
        title: 'Des points pour toi',
        text: 'Quand ton filleul devient membre actif, ton parrainage te rapporte des points.',
      },
      {
        icon: 'badge',
        title: 'La même sélection pour tous',
        text: 'Le parrainage ne dispense pas de l’examen : chaque candidature est étudiée.',
      },
    ],
  },
  final_cta: {
    title: 'Prêt·e à grandir avec la Tryb ?',
    text: 'L’inscription est gratuite pour commencer, sans engagement.',
    button_label: 'Créer mon compte',
    charter_text: 'En rejoignant la Tryb, tu t’engages à respecter sa charte.',
    charter_button_label: 'Lire la charte',
  },
  meta: {
    title: 'Tryb — Ensemble, plus forts.',
    description:
      'La Tryb : une communauté sélective de solopreneurs qui testent leurs idées, gagnent une visibilité réelle et font du business ensemble.',
  },
} satisfies LandingCopy
