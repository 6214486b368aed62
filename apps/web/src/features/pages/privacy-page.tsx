import { AFFILIATE_DISCLOSURE, href } from '@dd/contracts';
import { LegalPage } from './legal-page';

/** /privacy: Privacy Policy (storefront spec section 1). */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      seeAlso={{ to: href('terms'), label: 'Terms of Service' }}
      intro={
        <>
          We built Dopamine Drops to help you find fun things, not to collect data about you. This policy explains the
          little we do collect, why, and how to get rid of it.
        </>
      }
    >
      <h2>The short version</h2>
      <ul>
        <li>We don't sell anything, and we never sell, rent or trade your data.</li>
        <li>The only personal information we collect is your e-mail address.</li>
        <li>The newsletter is opt-in, and every e-mail has an unsubscribe link.</li>
        <li>Our analytics are anonymous: we count clicks, not people.</li>
      </ul>

      <h2>1. What we collect</h2>
      <p>
        <strong>Your e-mail address</strong>, and only when you give it to us: when you subscribe to the newsletter or
        create an account. That is the only personal information we ask for.
      </p>
      <p>
        If you create an account you also choose a username (a public nickname; it doesn't have to be your real name)
        and a password, which we store only as a one-way hash that nobody, including us, can read. Anything you choose
        to post in the forum or add to a public wishlist is visible to others, so please don't share private details
        there.
      </p>

      <h2>2. Anonymous analytics</h2>
      <p>
        When you click a product's deal button, we count that click so we know which finds people like. To tell how many
        different visitors clicked, we set an <strong>anonymous visitor cookie</strong>: a random ID that contains no
        name, e-mail address or other personal detail. We use no third-party analytics, no advertising trackers and no
        fingerprinting.
      </p>
      <p>
        Like every website, our server briefly handles technical data such as your IP address to deliver pages and to
        protect the site against abuse. We don't use it to identify you or to build a profile of you.
      </p>

      <h2>3. Cookies and local storage</h2>
      <ul>
        <li>
          <strong>Visitor cookie:</strong> the anonymous click counter described above.
        </li>
        <li>
          <strong>Sign-in:</strong> if you log in, your browser keeps a sign-in token so you stay logged in. Logging out
          removes it.
        </li>
        <li>
          <strong>Little extras:</strong> things like the easter eggs you have found are saved in your own browser and
          never sent to us.
        </li>
      </ul>

      <h2>4. The newsletter</h2>
      <p>
        The newsletter is opt-in: we only e-mail you if you subscribe yourself, and the sign-up box is never ticked for
        you. Every newsletter e-mail contains an unsubscribe link; one click removes you from the list and we stop
        sending. We use your e-mail address for the newsletter and your account, nothing else.
      </p>

      <h2>5. Affiliate links and retailers</h2>
      <p>
        Product links take you to retailers' websites, where their own privacy policies apply. Retailers may use their
        own cookies to record that you arrived from Dopamine Drops, so they can pay us a commission.{' '}
        <strong>{AFFILIATE_DISCLOSURE}</strong> Retailers do not send us your name, address or payment details.
      </p>

      <h2>6. Who we share data with</h2>
      <p>
        Nobody, apart from the service that delivers our e-mails, which may use your address only to send them, and
        authorities when the law requires it. We never sell, rent or trade your information.
      </p>

      <h2>7. How long we keep it and your choices</h2>
      <ul>
        <li>Your e-mail stays on the newsletter list until you unsubscribe.</li>
        <li>Account data stays until you ask us to delete your account.</li>
        <li>
          You can ask us at any time to see, correct or delete the data we hold about you, and we will do it promptly.
        </li>
      </ul>

      <h2>8. Children</h2>
      <p>
        Dopamine Drops is not aimed at children under 13, and we don't knowingly collect their e-mail addresses. If you
        think a child has signed up, tell us and we will delete the address.
      </p>

      <h2>9. Security</h2>
      <p>
        We use encrypted connections, hashed passwords and access controls to protect what we hold. No website is
        perfectly secure, which is one more reason we keep as little as possible.
      </p>

      <h2>10. Changes to this policy</h2>
      <p>
        If we change how we handle data, we will update this page and the date at the top, and tell subscribers about
        anything important before it takes effect.
      </p>
    </LegalPage>
  );
}
