// A notFound() below the personal pages' layout shows the site's own not-found view.
export { default, metadata } from '../(site)/not-found';
