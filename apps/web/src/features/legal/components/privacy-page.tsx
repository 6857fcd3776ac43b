import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    heading: 'What we collect',
    body: (
      <ul className="list-disc space-y-2 pl-5">
        <li>Account details: your name, email address and a hashed form of your password.</li>
        <li>
          Identity checks: your full name, date of birth, phone number, address, identity document
          details and the documents you upload; for dealers, the business’s name, registration and
          VAT numbers and representative.
        </li>
        <li>Activity: your listings, photos, bids, watchlist and the notifications we send you.</li>
        <li>Technical data: IP addresses and request logs, used for security and rate limits.</li>
      </ul>
    ),
  },
  {
    heading: 'Why we use it',
    body: (
      <p>
        To run the marketplace: to verify who sellers and dealers are, to review listings, to run
        auctions and settle them, to prevent fraud and abuse, and to meet our legal obligations. We
        do not sell your data and we do not use it for advertising.
      </p>
    ),
  },
  {
    heading: 'Who can see it',
    body: (
      <>
        <p>
          Other bidders never see who you are: bids are shown under an alias such as “Bidder 3”.
          Sellers are not named on public listings. After a sale, the seller and the winning dealer
          see each other’s contact details so that they can complete the deal.
        </p>
        <p>
          Identity documents are visible only to you and to the Gavel staff who review them.
          Document numbers are shown masked to their last four characters.
        </p>
      </>
    ),
  },
  {
    heading: 'Storage in your browser',
    body: (
      <p>
        Gavel uses no advertising or tracking cookies. Your browser’s local storage keeps your
        sign-in session (key “auth”) and your theme choice (key “theme”). Signing out removes the
        session.
      </p>
    ),
  },
  {
    heading: 'Security and retention',
    body: (
      <p>
        Passwords are stored with a slow, memory-hard hash, and sign-in tokens are stored only in
        hashed form. We keep records of auctions, bids and staff decisions for as long as the law
        requires us to, and other personal data only while your account is open.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        You may ask for a copy of your data, have it corrected, or have your account closed and your
        data deleted where we are not required to keep it. Contact the operator of this marketplace
        to make a request.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="What Gavel collects about you, why, and who can see it."
      sections={sections}
    />
  );
}
