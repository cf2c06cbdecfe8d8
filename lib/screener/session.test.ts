import { loadSession } from './saved-session';
import { clearSession, hasSession, newLeadId, saveSession, SESSION_KEY } from './session';
import { emptyValues } from './steps';

/** The little of Storage the session uses, kept in a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('screener session', () => {
  const answered = {
    ...emptyValues(),
    id: '6f1c1f0e-8a51-4c49-9d2e-2f1d6f2b7c11',
    business_type: 'existing_business' as const,
    annual_revenue: 'under_500k' as const,
    revenue_tracking_percentage: 3,
  };

  it('saves the step by name and resumes on it', () => {
    const storage = memoryStorage();
    saveSession(storage, 'obstacles', answered);
    expect(JSON.parse(storage.getItem(SESSION_KEY)!)).toMatchObject({ step: 'obstacles' });
    expect(loadSession(storage)).toEqual({ step: 'obstacles', values: answered });
  });

  it('never resumes past a step whose answer is missing', () => {
    const storage = memoryStorage();
    saveSession(storage, 'risk', answered);
    expect(loadSession(storage)?.step).toBe('obstacles');
  });

  it('keeps the answers but starts over when the saved step is not one of the path', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_KEY, JSON.stringify({ step: 5, values: answered }));
    expect(loadSession(storage)).toEqual({ step: 'business-type', values: answered });
  });

  it('says whether the tab holds answers at all, whatever their shape', () => {
    const storage = memoryStorage();
    expect(hasSession(storage)).toBe(false);
    storage.setItem(SESSION_KEY, '{not json');
    expect(hasSession(storage)).toBe(true);
    clearSession(storage);
    expect(hasSession(storage)).toBe(false);
    storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(hasSession(storage)).toBe(false);
  });

  it('ignores what it cannot read, and clears', () => {
    const storage = memoryStorage();
    expect(loadSession(storage)).toBeNull();
    storage.setItem(SESSION_KEY, '{not json');
    expect(loadSession(storage)).toBeNull();
    storage.setItem(SESSION_KEY, JSON.stringify({ step: 'risk', values: { id: 1 } }));
    expect(loadSession(storage)).toBeNull();
    saveSession(storage, 'risk', answered);
    clearSession(storage);
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

  it('survives a storage that refuses to write', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => saveSession(storage, 'risk', answered)).not.toThrow();
  });

  it('makes version-4 ids', () => {
    expect(newLeadId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('screener session shape', () => {
  const storage = memoryStorage();
  const save = (values: unknown) =>
    storage.setItem(SESSION_KEY, JSON.stringify({ step: 'risk', values }));

  it('drops keys the form does not have', () => {
    save({ ...emptyValues(), extra: 'x' });
    expect(loadSession(storage)?.values).toEqual(emptyValues());
  });

  it('refuses a missing field, a wrong type or an unknown business type', () => {
    const { email: _email, ...withoutEmail } = emptyValues();
    for (const values of [
      withoutEmail,
      { ...emptyValues(), obstacles: [1] },
      { ...emptyValues(), revenue_tracking_percentage: '3' },
      { ...emptyValues(), newsletter_opt_in: 'yes' },
      { ...emptyValues(), business_type: 'charity' },
      null,
    ]) {
      save(values);
      expect(loadSession(storage)).toBeNull();
    }
  });
});
