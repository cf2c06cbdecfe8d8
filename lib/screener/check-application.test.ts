import { answeredUpToContact } from '@/test/lead-fixtures';
import type { ScreenerValues } from '@/lib/leads/schema';
import { checkApplication } from './check-application';

const venture: ScreenerValues = {
  ...answeredUpToContact(),
  full_name: '  Ana Silva ',
  email: ' ANA@Example.com ',
  website_url: 'https://ana.example',
};

describe('the application checked in the browser', () => {
  it('passes a complete application as the lead that will be sent', () => {
    const { lead, errors } = checkApplication(venture);
    expect(errors).toBeNull();
    expect(lead).toMatchObject({
      business_type: 'new_venture',
      annual_revenue: 'pre_revenue',
      full_name: 'Ana Silva',
      email: 'ana@example.com',
      newsletter_opt_in: false,
    });
  });

  it('names each contact field at fault with the toasts’ words', () => {
    const { lead, errors } = checkApplication({
      ...venture,
      full_name: '   ',
      email: 'not-an-email',
      website_url: 'www.example.com',
    });
    expect(lead).toBeNull();
    expect(errors).toEqual({
      full_name: 'Please enter your full name.',
      email: 'Please enter a valid work e-mail address.',
      website_url: 'Please enter a valid website or LinkedIn URL (including http:// or https://).',
    });
  });

  it('keeps the first message about an answer, and none for a fault inside one', () => {
    const { errors } = checkApplication({
      ...venture,
      risk_level: null,
      obstacles: ['Difficulty securing funding', 'Aliens' as never],
    });
    expect(errors).toEqual({
      risk_level: 'Choose one of the listed answers.',
      obstacles: undefined,
    });
    expect(Object.keys(errors ?? {})).toContain('obstacles');
  });
});
