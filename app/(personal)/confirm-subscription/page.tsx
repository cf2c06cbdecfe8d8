import { mailLinkPage } from '@/components/newsletter/mail-link-page';
import { confirmPage } from '@/content/newsletter';
import { ConfirmSubscription } from './page-client';

const page = mailLinkPage(confirmPage, '/confirm-subscription', ConfirmSubscription);

export const metadata = page.metadata;
export default page.Page;
