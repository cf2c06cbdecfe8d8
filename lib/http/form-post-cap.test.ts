import { FORM_POST_MAX_BYTES, formPostRefusal } from './form-post-cap';

describe('formPostRefusal', () => {
  it('refuses a post to a page announced over 64 KB, with 413', () => {
    expect(
      formPostRefusal('POST', '/', { 'content-length': String(9 * 1024 * 1024) }),
    ).toMatchObject({ status: 413, message: expect.stringMatching(/more than 64 KB/) });
    expect(
      formPostRefusal('POST', '/book-your-growth-call?x=1', {
        'content-length': String(FORM_POST_MAX_BYTES + 1),
      }),
    ).toMatchObject({ status: 413 });
    expect(formPostRefusal('PUT', '/pricing', { 'content-length': '1e9' })).toMatchObject({
      status: 413,
    });
  });

  it('refuses a post to a page whose length is not announced, with 411', () => {
    expect(formPostRefusal('POST', '/insights', { 'transfer-encoding': 'chunked' })).toMatchObject({
      status: 411,
    });
  });

  it('lets through a form post within the cap, a read, and every API route', () => {
    expect(
      formPostRefusal('POST', '/', { 'content-length': String(FORM_POST_MAX_BYTES) }),
    ).toBeNull();
    expect(formPostRefusal('POST', '/', {})).toBeNull();
    expect(formPostRefusal('GET', '/', { 'content-length': String(1e8) })).toBeNull();
    expect(formPostRefusal('HEAD', '/insights', { 'transfer-encoding': 'chunked' })).toBeNull();
    expect(
      formPostRefusal('POST', '/api/newsletter/inbound', { 'content-length': String(6e5) }),
    ).toBeNull();
    expect(formPostRefusal('POST', '/api', { 'transfer-encoding': 'chunked' })).toBeNull();
    // A page whose name starts like the API's is a page.
    expect(formPostRefusal('POST', '/apiary', { 'content-length': String(1e6) })).toMatchObject({
      status: 413,
    });
  });
});
