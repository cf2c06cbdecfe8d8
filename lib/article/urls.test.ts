import { safeHttpUrl } from './urls';

describe('safeHttpUrl', () => {
  it('accepts http(s) and refuses other schemes and credentials', () => {
    expect(safeHttpUrl('https://cms.example.com/a.pdf')?.hostname).toBe('cms.example.com');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:application/pdf;base64,AAAA')).toBeNull();
    expect(safeHttpUrl('https://user:pw@example.com/')).toBeNull();
  });
});
