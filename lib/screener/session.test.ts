import { clearSession, loadSession, saveSession, SESSION_KEY } from './session';

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

const form = (...fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe('the screener kept in the tab', () => {
  it('gives back the form’s fields in order, repeated names included, as a form to post', () => {
    const storage = memoryStorage();
    saveSession(
      storage,
      form(
        ['step', 'obstacles'],
        ['business_type', 'new_venture'],
        ['obstacles', 'Difficulty securing funding'],
        ['obstacles', 'Unclear product–market fit'],
      ),
    );
    expect([...loadSession(storage)!]).toEqual([
      ['step', 'obstacles'],
      ['business_type', 'new_venture'],
      ['obstacles', 'Difficulty securing funding'],
      ['obstacles', 'Unclear product–market fit'],
    ]);
  });

  it('leaves out React’s own fields of a form posted without the script', () => {
    const storage = memoryStorage();
    saveSession(storage, form(['$ACTION_REF_1', ''], ['$ACTION_KEY', 'k1'], ['step', 'risk']));
    expect([...loadSession(storage)!]).toEqual([['step', 'risk']]);
  });

  it('reads nothing from an empty tab, a cleared one, or what it did not write', () => {
    const storage = memoryStorage();
    expect(loadSession(storage)).toBeNull();
    saveSession(storage, form(['step', 'risk']));
    clearSession(storage);
    expect(loadSession(storage)).toBeNull();
    for (const saved of ['{', '{"step":"risk"}', '[["step"]]', '[["step", 3]]', '[]']) {
      storage.setItem(SESSION_KEY, saved);
      expect(loadSession(storage)).toBeNull();
    }
  });

  it('survives a storage that refuses to write, and a browser without one', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveSession(full, form(['step', 'risk']))).not.toThrow();
    expect(loadSession(null)).toBeNull();
    expect(() => clearSession(null)).not.toThrow();
  });
});
