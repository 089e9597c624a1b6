import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { AdminDecisions } from './collections/AdminDecisions'
import { AuditLog } from './collections/AuditLog'
import { Avatars } from './collections/Avatars'
import { Batch2List } from './collections/Batch2Waitlist'
import { DeclaredActions } from './collections/DeclaredActions'
import { MagicLinkTokens } from './collections/MagicLinkTokens'
import { DataExports } from './collections/DataExports'
import { BillingDocuments } from './collections/Invoices'
import { BillingDocumentCounters } from './collections/InvoiceCounters'
import { Notifications } from './collections/Notifications'
import { Payments } from './collections/Payments'
import { RateLimits } from './collections/RateLimits'
import { ReactivationRequests } from './collections/ReactivationRequests'
import { Feedbacks } from './collections/Feedbacks'
import { FeedbackReplies } from './collections/FeedbackReplies'
import { FeedbackFlags } from './collections/FeedbackReports'
import { BetaTestRequests } from './collections/BetaTestRequests'
import { SemesterNotices } from './collections/SemesterNotices'
import { StaffSecondFactors } from './collections/StaffSecondFactors'
import { Media } from './collections/Media'
import { Members } from './collections/Members'
import { PointsLedger } from './collections/PointsLedger'
import { ProjectHeroImages } from './collections/ProjectHeroImages'
import { ProjectReports } from './collections/ProjectReports'
import { Projects } from './collections/Projects'
import { Referrals } from './collections/Referrals'
import { ReportFiles } from './collections/ReportFiles'
import { Users } from './collections/Users'
import { Votes } from './collections/Votes'
import { hideServerPaths } from './src/access/hideServerPaths'
import { checkedData } from './collections/checkedData'
import { serverTimestamps } from './collections/serverTimestamps'
import { configurePayloadOwnCollections } from './collections/payloadOwnCollections'
import { isAdmin } from './src/access/utilities'
import { DATABASE_POOL_MAX } from './src/db/poolSize'
import { queryStatsPoolOptions } from './src/db/queryStats'
import { survivePoolErrors } from './src/db/survivePoolErrors'
import { runCallbacksAfterCommit } from './src/db/afterCommit'
import { surfaceFailedCommits } from './src/db/failedCommits'
import { capListCounts } from './src/db/cappedListCounts'
import { openDeclarationIndex } from './src/db/openDeclarationIndex'
import { outboxEmailAdapter } from './src/email/adapter'
import { publicErrorAnswer } from './src/errors/publicErrorAnswer'
import { BillingSettings } from './globals/Billing'
import { Charter } from './globals/Charter'
import { Landing } from './globals/Landing'
import { Legal } from './globals/Legal'
import { Pricing } from './globals/Pricing'
import { Rules } from './globals/Rules'
import { Site } from './globals/Site'
import { StaffSecurity } from './globals/StaffSecurity'
import { Tips } from './globals/Tips'
import { autoRunCron } from './src/jobs/autoRunCron'
import { heroImageCleanupTask } from './src/jobs/heroImageCleanupTask'
import { lateDigestTask } from './src/jobs/lateDigestTask'
import { paymentReminderTask } from './src/jobs/paymentReminderTask'
import { semesterCheckTask } from './src/jobs/semesterCheckTask'
import { sendEmailTask } from './src/jobs/sendEmailTask'
import { recoverStuckJobs } from './src/jobs/recoverStuckJobs'
import { unusedUploadsCleanupTask } from './src/jobs/unusedUploadsCleanupTask'
import { weeklyDigestTask } from './src/jobs/weeklyDigestTask'
import { emailLogPurgeTask } from './src/jobs/emailLogPurgeTask'
import { overdueErasuresTask } from './src/jobs/overdueErasuresTask'
import { retentionTask } from './src/jobs/retentionTask'
import { memberDataExportTask } from './src/jobs/memberDataExportTask'
import { withOutboxLog } from './src/outbox/jobsCollection'
import { withJobLog } from './src/jobs/withJobLog'
import { logger } from './src/logging/logger'
import { ADMIN_FRENCH } from './src/domain/adminFrench'
import { siteUrl, trustedOrigins } from './src/siteUrl'
import { s3StorageFromEnv } from './src/uploads/s3Storage'
import { ADMIN_DATE_TIME_FORMAT } from './collections/frenchDates'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const secret = process.env.PAYLOAD_SECRET
if (!secret && process.env.NODE_ENV === 'production') {
  throw new Error('PAYLOAD_SECRET must be set in production.')
}

export default buildConfig({
  serverURL: siteUrl(),
  // Only development and tests fall back to a known secret; production refuses to start without one.
  secret: secret || 'tryb-development-secret-not-for-production',
  admin: {
    user: Users.slug,
    // The default avatar would load Gravatar from the internet.
    avatar: 'default',
    // French dates for every date Payload shows (lists, sidebars, versions), not "novembre 23 2026, 8:42 PM".
    dateFormat: ADMIN_DATE_TIME_FORMAT,
    meta: { titleSuffix: ' — Tryb admin' },
    components: {
      // The moderation views come first in the menu, each with its pending count.
      beforeNavLinks: ['/src/components/admin/ModerationNavLinks#ModerationNavLinks'],
      // Above Payload's dashboard, not in place of it: marketing keeps the default home.
      beforeDashboard: ['/src/components/admin/cockpit/Cockpit#Cockpit'],
      // The notifications' close button named in French for screen readers; every field and button
      // of the admin inert until hydration (a value typed before it was lost).
      providers: [
        '/src/components/admin/FrenchToastLabels#FrenchToastLabels',
        '/src/components/admin/HydratedControls#HydratedControls',
      ],
      views: {
        // Password, then the second factor: Payload's own login form has no place for the code.
        login: { Component: '/src/components/admin/secondFactor/StaffLoginView#StaffLoginView' },
        projects: { Component: '/src/components/admin/projects/ProjectsView#ProjectsView', path: '/projets' },
        declaredActions: {
          Component: '/src/components/admin/declaredActions/AdminDeclaredActionsView#AdminDeclaredActionsView',
          path: '/interactions',
        },
        applications: {
          Component: '/src/components/admin/applications/AdminApplicationsView#AdminApplicationsView',
          path: '/candidatures',
        },
        emailLog: { Component: '/src/components/admin/outbox/EmailLogView#EmailLogView', path: '/envois', exact: true },
        supportRings: { Component: '/src/components/admin/rings/SupportRingsView#SupportRingsView', path: '/entraide' },
        emailContent: {
          Component: '/src/components/admin/outbox/EmailContentView#EmailContentView',
          path: '/envois/:id',
        },
      },
    },
  },
  i18n: {
    supportedLanguages: { fr },
    fallbackLanguage: 'fr',
    // Payload's French where it reads as a translation (src/domain/adminFrench.ts).
    translations: { fr: ADMIN_FRENCH },
  },
  // Cookie-authenticated writes must come from our own origin.
  csrf: trustedOrigins(),
  cors: trustedOrigins(),
  // `disableDuplicate`: duplicating would let a member copy another's project past the rules every creation obeys.
  collections: [
    Users,
    Members,
    Projects,
    Votes,
    DeclaredActions,
    ProjectReports,
    Referrals,
    PointsLedger,
    Notifications,
    AdminDecisions,
    AuditLog,
    MagicLinkTokens,
    DataExports,
    StaffSecondFactors,
    RateLimits,
    SemesterNotices,
    Batch2List,
    ReactivationRequests,
    Feedbacks,
    FeedbackReplies,
    FeedbackFlags,
    BetaTestRequests,
    ProjectHeroImages,
    Avatars,
    ReportFiles,
    Media,
    Payments,
    BillingDocuments,
    BillingDocumentCounters,
  ],
  globals: [Site, Landing, Pricing, Legal, Charter, Tips, Rules, StaffSecurity, BillingSettings],
  hooks: { afterError: [publicErrorAnswer] },
  onInit: (payload) => {
    survivePoolErrors(payload)
    // First, so that callbacks waiting for a commit never run after a failed one.
    surfaceFailedCommits(payload)
    runCallbacksAfterCommit(payload)
    capListCounts(payload)
  },
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: {
      connectionString: process.env.DATABASE_URL,
      max: DATABASE_POOL_MAX,
      connectionTimeoutMillis: 15_000,
      ...queryStatsPoolOptions(),
    },
    // Migrations own the schema everywhere; dev push would fight them.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    afterSchemaInit: [openDeclarationIndex],
    // No `prodMigrations`: Payload would migrate in every process
    // without a lock; `scripts/lib/prepare.ts` does it under one.
  }),
  email: outboxEmailAdapter(),
  jobs: {
    // Each run logs its start, end, duration and outcome under the job's id (src/jobs/withJobLog.ts).
    tasks: [
      sendEmailTask,
      semesterCheckTask,
      heroImageCleanupTask,
      unusedUploadsCleanupTask,
      lateDigestTask,
      weeklyDigestTask,
      // In the order their migrations added them to the task enum.
      emailLogPurgeTask,
      paymentReminderTask,
      overdueErasuresTask,
      retentionTask,
      memberDataExportTask,
    ].map((task) => withJobLog(task)),
    // Jobs run inside the app; on several servers, in `npm run worker` processes (TRYB_DISABLE_JOB_AUTORUN on the web servers).
    autoRun: [{ cron: autoRunCron(), queue: 'default', limit: 20 }],
    // Before each run, jobs a dead runner left "processing" become runnable again.
    shouldAutoRun: async (payload) => {
      if (process.env.TRYB_DISABLE_JOB_AUTORUN === 'true') return false
      await recoverStuckJobs(payload)
      return true
    },
    deleteJobOnComplete: false,
    // The outbox's messages kept with their recipient and template for the e-mail log (/admin/envois).
    jobsCollectionOverrides: withOutboxLog,
    access: {
      run: ({ req }) => isAdmin(req.user),
      queue: () => false,
      cancel: ({ req }) => isAdmin(req.user),
    },
  },
  // Uploads go to an S3-compatible bucket when S3_BUCKET is set, to local disk otherwise.
  plugins: [s3StorageFromEnv()],
  sharp,
  telemetry: false,
  // One structured logger: JSON lines in production (src/logging/logger.ts), Payload's readable ones elsewhere.
  ...(process.env.NODE_ENV === 'production' ? { logger } : {}),
  // Types come from `npm run generate:types` only: left on, every boot outside production (each
  // test file, script and worker) spawned a process that rewrote src/payload-types.ts.
  typescript: { autoGenerate: false, outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  graphQL: { disable: true },
})
  // Payload's own collections exist only once it has sanitized the config.
  .then(configurePayloadOwnCollections)
  .then(serverTimestamps)
  .then(checkedData)
  .then(hideServerPaths)
