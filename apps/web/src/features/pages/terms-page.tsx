import { AFFILIATE_DISCLOSURE, href } from '@dd/contracts';
import { Link } from 'react-router';
import { LegalPage } from './legal-page';

/** /terms: Terms of Service (storefront spec section 1). */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      seeAlso={{ to: href('privacy'), label: 'Privacy Policy' }}
      intro={
        <>
          Welcome to Dopamine Drops. These terms explain how our site works and what we expect from each other. By using
          the site you agree to them, so we have kept them as short and plain as we could.
        </>
      }
    >
      <h2>1. What Dopamine Drops is</h2>
      <p>
        Dopamine Drops is a product-discovery site. We find weird, viral and giftable products, sort them into
        collections and write about them. We don't sell anything. We just show you what to buy.
      </p>

      <h2>2. No direct sales</h2>
      <p>
        We do not sell products, take orders, process payments, ship parcels or handle returns. When you click a
        product's deal button you leave our site for the retailer's. Any purchase is an agreement between you and that
        retailer, under the retailer's own terms, prices, delivery and return policies.
      </p>
      <ul>
        <li>
          Prices and availability come from retailers, change often and are shown with the time they were checked.
        </li>
        <li>The price on the retailer's site at checkout is the one that counts.</li>
        <li>Questions about an order, a delivery or a faulty product go to the retailer you bought from.</li>
      </ul>

      <h2>3. Affiliate links</h2>
      <p>
        Many of our links are affiliate links: if you buy something after clicking one, the retailer may pay us a small
        commission. It costs you nothing extra and it is how we keep the site free.{' '}
        <strong>{AFFILIATE_DISCLOSURE}</strong> Commissions never decide what we feature, and we mark links that lead to
        other sites.
      </p>

      <h2>4. The newsletter</h2>
      <p>
        Our newsletter is strictly opt-in: you only get it if you sign up yourself. Every newsletter e-mail has an
        unsubscribe link, and one click on it takes you off the list. You can also leave and come back whenever you
        like.
      </p>

      <h2>5. Your data</h2>
      <p>
        The only personal information we collect is your e-mail address, when you subscribe to the newsletter or create
        an account, and we never sell it. Our analytics are anonymous: we count clicks on deals, not people. The{' '}
        <Link to={href('privacy')}>Privacy Policy</Link> has the details.
      </p>

      <h2>6. Accounts, points and giveaways</h2>
      <ul>
        <li>
          You can browse without an account. If you create one, keep your password to yourself; you are responsible for
          what happens under your login.
        </li>
        <li>
          Pick a username that doesn't impersonate anyone or offend people. We may rename or close accounts that break
          these terms.
        </li>
        <li>
          Points, rewards and giveaway entries are for fun. They have no cash value and can't be sold, transferred or
          exchanged for money.
        </li>
        <li>Each giveaway has its own rules, announced with it. We may end a giveaway early if it is abused.</li>
      </ul>

      <h2>7. Suggestions and community posts</h2>
      <p>
        When you <Link to={href('submit')}>submit a product</Link> or post in the forum, you confirm you are allowed to
        share it and you give us permission to show, edit and feature it on Dopamine Drops. Please be kind: no
        harassment, hate, spam, illegal content or personal information about other people. We may remove content and
        suspend accounts that break these rules.
      </p>

      <h2>8. Fair use of the site</h2>
      <p>
        Please don't try to break, overload or get around the security of the site, scrape it in a way that slows it
        down for others, or use it to send spam. Normal browsing, sharing links and telling your friends are very
        welcome.
      </p>

      <h2>9. Our content and other people's trademarks</h2>
      <p>
        The text, illustrations and design of Dopamine Drops belong to us. Product names, brands and logos belong to
        their owners; showing them here doesn't mean those companies endorse us.
      </p>

      <h2>10. No guarantees</h2>
      <p>
        We work hard to keep product details, prices and links accurate, but we can't promise they are always complete,
        current or error-free, and we are not responsible for other websites or the products sold there. The site is
        provided "as is". As far as the law allows, Dopamine Drops is not liable for indirect losses arising from your
        use of the site or of a retailer's site. Nothing in these terms limits rights you have under consumer law.
      </p>

      <h2>11. Changes to these terms</h2>
      <p>
        We may update these terms as the site grows. The date at the top shows the latest version; if a change matters,
        we will also say so on the site or in the newsletter.
      </p>
    </LegalPage>
  );
}
