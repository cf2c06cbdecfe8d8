import { mailLinkPage } from '@/components/newsletter/mail-link-page';
import { unsubscribePage } from '@/content/newsletter';
import { UnsubscribeForm } from './page-client';

const page = mailLinkPage(unsubscribePage, '/unsubscribe', UnsubscribeForm);

export const metadata = page.metadata;
export default page.Page;
