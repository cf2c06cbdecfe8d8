import type { Metadata } from 'next';
import { LinkPageColumn, type LinkPageProps, WayOnLink } from '@/components/layout/link-page';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { ForgetScreenerAnswers } from '@/components/booking/forget-screener-answers';
import { SlotButton, ZoneNote } from '@/components/booking/local-time';
import { buttonVariants } from '@/components/ui/button';
import { bookingPages, bookingRules } from '@/content/booking';
import { founder } from '@/content/people';
import { site } from '@/content/site';
import { slotsView } from '@/lib/booking';
import { bookSlotAction } from '@/lib/booking/client';
import { clientIp } from '@/lib/http/client-ip';
import { fill } from '@/lib/text';
import { pageMetadata } from '@/lib/seo/metadata';

const copy = bookingPages.slots;

export const metadata: Metadata = pageMetadata({ ...copy, path: '/booking/time' });

const words = {
  owner: founder.name,
  email: site.contactEmail,
  days: bookingRules.workingDaysAhead,
};

/**
 * /booking/time?t=…: the owner's free slots, read from the calendar at the time of asking;
 * each slot is a form of its own, checked again by the server when it arrives.
 */
export default async function SlotsPage({ searchParams }: LinkPageProps) {
  const { t, note, submitted } = await searchParams;
  const view = await slotsView(t, { client: clientIp({ headers: await headers() }) });
  if (view.kind === 'booked') redirect(view.path);
  // What the link is comes first. A post the calendar failed on told the owner (who will mail
  // two times); a page that only could not read the calendar told nobody, so it asks for a retry.
  const said: [boolean, string][] = [
    [view.kind === 'invalid', fill(copy.linkInvalid, words)],
    [view.kind === 'used', copy.linkUsed],
    [view.kind === 'limited', fill(copy.tooMany, words)],
    [note === 'calendar', fill(copy.calendarFailed, words)],
    [view.kind === 'calendar-failed', fill(copy.calendarDown, words)],
    [note === 'taken', copy.taken],
  ];
  return (
    <LinkPageColumn width="max-w-2xl">
      {submitted === '1' ? (
        <div className="mb-8">
          <ForgetScreenerAnswers />
          <p className="text-2xl font-bold">{copy.submittedHeading}</p>
          <p className="text-ink-soft mt-2">{fill(copy.submittedText, words)}</p>
        </div>
      ) : null}
      <h1 className="text-3xl font-bold">{copy.heading}</h1>
      <p role="status" aria-live="polite" className="mt-4 font-semibold">
        {said.find(([holds]) => holds)?.[1] ?? null}
      </p>
      {view.kind === 'slots' ? (
        <>
          <p className="text-ink-soft mt-4">
            {fill(copy.intro, { minutes: bookingRules.slotMinutes })}
          </p>
          <p className="text-ink-soft mt-2">
            <ZoneNote
              consultancyZone={view.zone.id}
              server={fill(copy.zoneServer, { zone: view.zone.label, offset: view.zone.offset })}
              local={copy.zoneLocal}
            />
          </p>
          {view.days.length === 0 ? (
            <p className="mt-6">{fill(copy.noSlots, words)}</p>
          ) : (
            view.days.map((day) => (
              <section key={day.day} aria-labelledby={`day-${day.day}`} className="mt-8">
                <h2 id={`day-${day.day}`} className="text-xl font-bold">
                  {day.label}
                </h2>
                {day.offset ? (
                  <p className="text-ink-soft mt-1 text-sm">
                    <ZoneNote
                      consultancyZone={view.zone.id}
                      server={fill(copy.dayZone, { zone: view.zone.label, offset: day.offset })}
                      local=""
                    />
                  </p>
                ) : null}
                <ul className="mt-3 flex flex-wrap gap-3">
                  {day.slots.map((slot) => (
                    <li key={slot.start}>
                      <form action={bookSlotAction}>
                        <input type="hidden" name="t" value={view.token} />
                        <input type="hidden" name="slot" value={slot.start} />
                        <SlotButton
                          consultancyZone={view.zone.id}
                          start={slot.start}
                          label={slot.label}
                          name={fill(copy.slotLabel, { time: slot.label, day: day.label })}
                          template={copy.slotLabel}
                          className={buttonVariants({ tone: 'outline', size: 'sm' })}
                        />
                      </form>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
          <p className="text-ink-soft mt-8">{fill(copy.orMail, words)}</p>
        </>
      ) : (
        <WayOnLink label={bookingPages.home} />
      )}
    </LinkPageColumn>
  );
}
