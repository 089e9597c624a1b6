import * as migration_20261121_173640_initial from './20261121_173640_initial'
import * as migration_20261121_191215_charter_global from './20261121_191215_charter_global'
import * as migration_20261121_194552_site_copy_globals from './20261121_194552_site_copy_globals'
import * as migration_20261121_201404_rate_limits from './20261121_201404_rate_limits'
import * as migration_20261121_204244_member_area from './20261121_204244_member_area'
import * as migration_20261121_204649_semester_jobs from './20261121_204649_semester_jobs'
import * as migration_20261121_224153_hero_image_cleanup from './20261121_224153_hero_image_cleanup'
import * as migration_20261123_215501_campaign_price from './20261123_215501_campaign_price'
import * as migration_20261123_223152_email_change from './20261123_223152_email_change'
import * as migration_20261123_225743_member_uploads_cleanup from './20261123_225743_member_uploads_cleanup'
import * as migration_20261124_193019_bounded_reads from './20261124_193019_bounded_reads'
import * as migration_20261124_223040_upload_storage_fields from './20261124_223040_upload_storage_fields'
import * as migration_20261125_023054_moderation_delays from './20261125_023054_moderation_delays'
import * as migration_20261125_030000_late_digest_job from './20261125_030000_late_digest_job'
import * as migration_20261125_092410_week_loop from './20261125_092410_week_loop'
import * as migration_20261125_095009_weekly_digest_job from './20261125_095009_weekly_digest_job'
import * as migration_20261125_215901_open_declarations_unique from './20261125_215901_open_declarations_unique'
import * as migration_20261125_221258_staff_second_factor from './20261125_221258_staff_second_factor'
import * as migration_20261125_222105_member_has_password from './20261125_222105_member_has_password'
import * as migration_20261126_010357_reactivation_requests from './20261126_010357_reactivation_requests'
import * as migration_20261126_011938_charter_versions from './20261126_011938_charter_versions'
import * as migration_20261126_012316_batch2_button_copy from './20261126_012316_batch2_button_copy'
import * as migration_20261126_015043_payments_and_invoices from './20261126_015043_payments_and_invoices'
import * as migration_20261126_021058_report_views from './20261126_021058_report_views'
import * as migration_20261126_043612_email_log_and_rings from './20261126_043612_email_log_and_rings'
import * as migration_20261126_043924_feedbacks_and_beta_tests from './20261126_043924_feedbacks_and_beta_tests'
import * as migration_20261126_045701_payment_reminder_job from './20261126_045701_payment_reminder_job'
import * as migration_20261126_052000_member_period_points from './20261126_052000_member_period_points'
import * as migration_20261126_075338_at_risk_indexes from './20261126_075338_at_risk_indexes'
import * as migration_20261126_075500_member_period_points_per_statement from './20261126_075500_member_period_points_per_statement'
import * as migration_20261126_090855_payment_refunds_and_report_views from './20261126_090855_payment_refunds_and_report_views'
import * as migration_20261126_092500_terms_payment_open from './20261126_092500_terms_payment_open'
import * as migration_20261129_033646_member_erasure_and_retention from './20261129_033646_member_erasure_and_retention'
import * as migration_20261129_043000_pricing_no_private_space from './20261129_043000_pricing_no_private_space'
import * as migration_20261129_044832_money_loop_owner_steps_and_billing_identities from './20261129_044832_money_loop_owner_steps_and_billing_identities'
import * as migration_20261129_065842_data_exports_by_email from './20261129_065842_data_exports_by_email'
import * as migration_20261129_070209_batch2_opening from './20261129_070209_batch2_opening'
import * as migration_20261129_082500_charter_versions_summary_and_review_delay from './20261129_082500_charter_versions_summary_and_review_delay'

export const migrations = [
  {
    up: migration_20261121_173640_initial.up,
    down: migration_20261121_173640_initial.down,
    name: '20261121_173640_initial',
  },
  {
    up: migration_20261121_191215_charter_global.up,
    down: migration_20261121_191215_charter_global.down,
    name: '20261121_191215_charter_global',
  },
  {
    up: migration_20261121_194552_site_copy_globals.up,
    down: migration_20261121_194552_site_copy_globals.down,
    name: '20261121_194552_site_copy_globals',
  },
  {
    up: migration_20261121_201404_rate_limits.up,
    down: migration_20261121_201404_rate_limits.down,
    name: '20261121_201404_rate_limits',
  },
  {
    up: migration_20261121_204244_member_area.up,
    down: migration_20261121_204244_member_area.down,
    name: '20261121_204244_member_area',
  },
  {
    up: migration_20261121_204649_semester_jobs.up,
    down: migration_20261121_204649_semester_jobs.down,
    name: '20261121_204649_semester_jobs',
  },
  {
    up: migration_20261121_224153_hero_image_cleanup.up,
    down: migration_20261121_224153_hero_image_cleanup.down,
    name: '20261121_224153_hero_image_cleanup',
  },
  {
    up: migration_20261123_215501_campaign_price.up,
    down: migration_20261123_215501_campaign_price.down,
    name: '20261123_215501_campaign_price',
  },
  {
    up: migration_20261123_223152_email_change.up,
    down: migration_20261123_223152_email_change.down,
    name: '20261123_223152_email_change',
  },
  {
    up: migration_20261123_225743_member_uploads_cleanup.up,
    down: migration_20261123_225743_member_uploads_cleanup.down,
    name: '20261123_225743_member_uploads_cleanup',
  },
  {
    up: migration_20261124_193019_bounded_reads.up,
    down: migration_20261124_193019_bounded_reads.down,
    name: '20261124_193019_bounded_reads',
  },
  {
    up: migration_20261124_223040_upload_storage_fields.up,
    down: migration_20261124_223040_upload_storage_fields.down,
    name: '20261124_223040_upload_storage_fields',
  },
  {
    up: migration_20261125_023054_moderation_delays.up,
    down: migration_20261125_023054_moderation_delays.down,
    name: '20261125_023054_moderation_delays',
  },
  {
    up: migration_20261125_030000_late_digest_job.up,
    down: migration_20261125_030000_late_digest_job.down,
    name: '20261125_030000_late_digest_job',
  },
  {
    up: migration_20261125_092410_week_loop.up,
    down: migration_20261125_092410_week_loop.down,
    name: '20261125_092410_week_loop',
  },
  {
    up: migration_20261125_095009_weekly_digest_job.up,
    down: migration_20261125_095009_weekly_digest_job.down,
    name: '20261125_095009_weekly_digest_job',
  },
  {
    up: migration_20261125_215901_open_declarations_unique.up,
    down: migration_20261125_215901_open_declarations_unique.down,
    name: '20261125_215901_open_declarations_unique',
  },
  {
    up: migration_20261125_221258_staff_second_factor.up,
    down: migration_20261125_221258_staff_second_factor.down,
    name: '20261125_221258_staff_second_factor',
  },
  {
    up: migration_20261125_222105_member_has_password.up,
    down: migration_20261125_222105_member_has_password.down,
    name: '20261125_222105_member_has_password',
  },
  {
    up: migration_20261126_010357_reactivation_requests.up,
    down: migration_20261126_010357_reactivation_requests.down,
    name: '20261126_010357_reactivation_requests',
  },
  {
    up: migration_20261126_011938_charter_versions.up,
    down: migration_20261126_011938_charter_versions.down,
    name: '20261126_011938_charter_versions',
  },
  {
    up: migration_20261126_012316_batch2_button_copy.up,
    down: migration_20261126_012316_batch2_button_copy.down,
    name: '20261126_012316_batch2_button_copy',
  },
  {
    up: migration_20261126_015043_payments_and_invoices.up,
    down: migration_20261126_015043_payments_and_invoices.down,
    name: '20261126_015043_payments_and_invoices',
  },
  {
    up: migration_20261126_021058_report_views.up,
    down: migration_20261126_021058_report_views.down,
    name: '20261126_021058_report_views',
  },
  {
    up: migration_20261126_043612_email_log_and_rings.up,
    down: migration_20261126_043612_email_log_and_rings.down,
    name: '20261126_043612_email_log_and_rings',
  },
  {
    up: migration_20261126_043924_feedbacks_and_beta_tests.up,
    down: migration_20261126_043924_feedbacks_and_beta_tests.down,
    name: '20261126_043924_feedbacks_and_beta_tests',
  },
  {
    up: migration_20261126_045701_payment_reminder_job.up,
    down: migration_20261126_045701_payment_reminder_job.down,
    name: '20261126_045701_payment_reminder_job',
  },
  {
    up: migration_20261126_052000_member_period_points.up,
    down: migration_20261126_052000_member_period_points.down,
    name: '20261126_052000_member_period_points',
  },
  {
    up: migration_20261126_075338_at_risk_indexes.up,
    down: migration_20261126_075338_at_risk_indexes.down,
    name: '20261126_075338_at_risk_indexes',
  },
  {
    up: migration_20261126_075500_member_period_points_per_statement.up,
    down: migration_20261126_075500_member_period_points_per_statement.down,
    name: '20261126_075500_member_period_points_per_statement',
  },
  {
    up: migration_20261126_090855_payment_refunds_and_report_views.up,
    down: migration_20261126_090855_payment_refunds_and_report_views.down,
    name: '20261126_090855_payment_refunds_and_report_views',
  },
  {
    up: migration_20261126_092500_terms_payment_open.up,
    down: migration_20261126_092500_terms_payment_open.down,
    name: '20261126_092500_terms_payment_open',
  },
  {
    up: migration_20261129_033646_member_erasure_and_retention.up,
    down: migration_20261129_033646_member_erasure_and_retention.down,
    name: '20261129_033646_member_erasure_and_retention',
  },
  {
    up: migration_20261129_043000_pricing_no_private_space.up,
    down: migration_20261129_043000_pricing_no_private_space.down,
    name: '20261129_043000_pricing_no_private_space',
  },
  {
    up: migration_20261129_044832_money_loop_owner_steps_and_billing_identities.up,
    down: migration_20261129_044832_money_loop_owner_steps_and_billing_identities.down,
    name: '20261129_044832_money_loop_owner_steps_and_billing_identities',
  },
  {
    up: migration_20261129_065842_data_exports_by_email.up,
    down: migration_20261129_065842_data_exports_by_email.down,
    name: '20261129_065842_data_exports_by_email',
  },
  {
    up: migration_20261129_070209_batch2_opening.up,
    down: migration_20261129_070209_batch2_opening.down,
    name: '20261129_070209_batch2_opening',
  },
  {
    up: migration_20261129_082500_charter_versions_summary_and_review_delay.up,
    down: migration_20261129_082500_charter_versions_summary_and_review_delay.down,
    name: '20261129_082500_charter_versions_summary_and_review_delay',
  },
]
