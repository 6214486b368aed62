import DropsPage from '../../features/catalog/drops-page';
import { NewsletterForm } from '../../features/newsletter/newsletter-form';

/** /drops: the catalogue's newest products with the newsletter's signup form. */
export default function DropsRoute() {
  return <DropsPage newsletterForm={<NewsletterForm compact />} />;
}
