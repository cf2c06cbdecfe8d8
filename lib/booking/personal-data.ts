import { sql } from 'kysely';
import { calendarConfigured } from '@/lib/caldav';
import { getConfig } from '@/lib/config';
import { enqueueJob, runJob } from '@/lib/jobs';
import { deleted, type DeskOutcome, type PersonalData } from '@/lib/personal-data';
import { queueEventErasure, runEventErasures } from './erase';
import { BOOKING_JOBS } from './kinds';
import { cancelBooking } from './store';

/** The longest a booking link lives is 60 days (the booked page's): its use is kept longer. */
const LINK_USE_RETENTION_DAYS = 180;

type Db = Parameters<PersonalData['erase']>[0];

/** The follow-ups of an application a withdrawal or erasure stops while queued. */
const FOLLOW_UPS = [
  BOOKING_JOBS.reminder,
  BOOKING_JOBS.ownerReminder,
  BOOKING_JOBS.receipt,
  BOOKING_JOBS.notification,
];

const leadIds = (db: Db, email: string) =>
  db.selectFrom('leads').select('id').where('email', '=', email);

/** The person's calls still booked. */
const booked = (db: Db, email: string) =>
  db
    .selectFrom('bookings')
    .select('id')
    .where('lead_id', 'in', leadIds(db, email))
    .where('status', '=', 'booked');

/** A job's JSON ref names the id (a lead's or a booking's). */
const refNames = (id: string) => sql<boolean>`ref LIKE ${`%"${id.replace(/[%_"\\]/g, '')}"%`}`;

/**
 * Queued jobs of `kinds` about any of `ids` (a lead's or a booking's, in the job's JSON ref),
 * finished as withdrawn: their handlers never run.
 */
async function withdrawJobs(db: Db, kinds: string[], ids: string[], now: Date): Promise<number> {
  let count = 0;
  for (const id of ids) {
    const result = await db
      .updateTable('jobs')
      .set({ status: 'done', outcome: 'withdrawn', finished_at: now.toISOString() })
      .where('kind', 'in', kinds)
      .where('status', '=', 'pending')
      .where(refNames(id))
      .executeTakeFirst();
    count += Number(result.numUpdatedRows);
  }
  return count;
}

/**
 * What booking holds about a person, through their applications: the calls booked (and the
 * event in the owner's calendar, written with their name and address) and the follow-ups
 * queued. Declared before the leads, which an erasure removes after the bookings.
 */
export const bookingPersonalData: PersonalData = {
  feature: 'booking',
  tables: ['bookings', 'booking_slots', 'booking_link_uses'],
  // The calls go with their application (the leads' period).
  retention: [
    {
      key: 'link uses',
      kind: 'Records that a single-use link was used (no address)',
      kept: `${LINK_USE_RETENTION_DAYS} days`,
      days: LINK_USE_RETENTION_DAYS,
    },
  ],
  async find(db, email) {
    const bookings = await db
      .selectFrom('bookings')
      .select(['id', 'starts_at', 'ends_at', 'status', 'created_at', 'updated_at'])
      .where('lead_id', 'in', leadIds(db, email))
      .orderBy('starts_at')
      .execute();
    // The mails about their application and calls, while their jobs are kept (30 days).
    const ids = [
      ...(await leadIds(db, email).execute()).map((row) => row.id),
      ...bookings.map((row) => row.id),
    ];
    const callMails = [];
    for (const id of ids) {
      callMails.push(
        ...(await db
          .selectFrom('jobs')
          .select(['kind', 'status', 'outcome', 'created_at', 'finished_at'])
          .where('kind', 'in', Object.values(BOOKING_JOBS))
          .where(refNames(id))
          .execute()),
      );
    }
    return { bookings, callMails };
  },
  async disclosures(db, email, since) {
    const rows = await db
      .selectFrom('bookings')
      .select(['created_at', 'updated_at'])
      .where('lead_id', 'in', leadIds(db, email))
      .where('updated_at', '>=', since)
      .execute();
    return rows.flatMap((row) => [
      {
        service: 'calendar host',
        what: 'the call, with your name and address',
        at: row.updated_at,
      },
      { service: 'mail relay', what: 'the invitation to the call', at: row.created_at },
    ]);
  },
  async correct(db, email, change, now) {
    if (!change.name || !calendarConfigured()) return [];
    // The calendar event carries the name: rewritten from the store by the reconciling job.
    for (const { id } of await booked(db, email).execute())
      await enqueueJob(db, BOOKING_JOBS.reconcileEvent, { bookingId: id }, { now });
    return [];
  },
  withdraw: {
    async call(db, email, now) {
      const coming = await booked(db, email).where('starts_at', '>', now.toISOString()).execute();
      let calls = 0;
      for (const { id } of coming) {
        const result = await cancelBooking({
          bookingId: id,
          notifyOwner: Boolean(getConfig().mail.leadsNotifyEmail),
          now,
        });
        if (result.outcome !== 'cancelled') continue;
        calls++;
        // The event goes now when the calendar answers, else its job keeps trying.
        await runJob(result.removal, now).catch(() => undefined);
      }
      return { counts: { calls }, manual: [] };
    },
    async 'follow-up'(db, email, now) {
      const ids = (await leadIds(db, email).execute()).map((row) => row.id);
      return { counts: { followUps: await withdrawJobs(db, FOLLOW_UPS, ids, now) }, manual: [] };
    },
  },
  async erase(db, email, now): Promise<DeskOutcome> {
    const leads = (await leadIds(db, email).execute()).map((row) => row.id);
    const bookings = (
      await db
        .selectFrom('bookings')
        .select('id')
        .where('lead_id', 'in', leads.length ? leads : [''])
        .execute()
    ).map((row) => row.id);
    let calendarEvents = 0;
    for (const id of bookings) if (await queueEventErasure(db, id, now)) calendarEvents++;
    const mails = Object.values(BOOKING_JOBS).filter(
      (kind) => kind !== BOOKING_JOBS.reconcileEvent,
    );
    const jobs = await withdrawJobs(db, mails, [...leads, ...bookings], now);
    let removed = 0;
    if (bookings.length) {
      await db.deleteFrom('booking_slots').where('booking_id', 'in', bookings).execute();
      removed = await deleted(db.deleteFrom('bookings').where('id', 'in', bookings));
    }
    return { counts: { bookings: removed, calendarEvents, queuedMails: jobs }, manual: [] };
  },
  // The events erase queued go now when the calendar answers, else their jobs keep trying.
  afterErase: runEventErasures,
  async touched(db, since, until) {
    const rows = await db
      .selectFrom('bookings')
      .innerJoin('leads', 'leads.id', 'bookings.lead_id')
      .select('leads.email')
      .where('bookings.updated_at', '>=', since)
      .where('bookings.updated_at', '<', until)
      .execute();
    return rows.map((row) => ({ email: row.email, kind: 'booking' }));
  },
};
