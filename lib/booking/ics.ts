import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { callEvent, bookingRules } from '@/content/booking';
import { site } from '@/content/site';
import { fill } from '@/lib/text';

/**
 * The call as iCalendar, written by ical-generator. One event, its UID the booking's id, its
 * times in UTC (every calendar shows them in its own zone), the owner as organiser and the
 * applicant as the attendee asked to reply. Three forms: as the calendar stores it (no
 * METHOD, RFC 4791), and as mail attaches it, METHOD:REQUEST for an invitation or an update
 * and METHOD:CANCEL (status CANCELLED) for a cancellation (RFC 5546).
 */
export interface CallEvent {
  uid: string;
  start: Date;
  end: Date;
  sequence: number;
  owner: { name: string; email: string };
  applicant: { name: string; email: string };
  /** The booked call's page. */
  url?: string;
}

export type IcsForm = 'store' | 'request' | 'cancel';

const METHODS = {
  store: null,
  request: ICalCalendarMethod.REQUEST,
  cancel: ICalCalendarMethod.CANCEL,
} as const satisfies Record<IcsForm, ICalCalendarMethod | null>;

export function callIcs(event: CallEvent, form: IcsForm, now = new Date()): string {
  const calendar = ical({
    prodId: { company: site.brandName, product: 'Growth calls', language: 'EN' },
    method: METHODS[form],
  });
  const words = {
    applicant: event.applicant.name,
    owner: event.owner.name,
    minutes: bookingRules.slotMinutes,
  };
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: now,
    start: event.start,
    end: event.end,
    summary: fill(callEvent.summary, words),
    description: fill(callEvent.description, words),
    location: callEvent.location,
    url: event.url ?? null,
    status: form === 'cancel' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: event.owner.name, email: event.owner.email },
    attendees: [
      {
        name: event.applicant.name,
        email: event.applicant.email,
        role: ICalAttendeeRole.REQ,
        status: form === 'cancel' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.NEEDSACTION,
        rsvp: form === 'request',
      },
    ],
  });
  return calendar.toString();
}
