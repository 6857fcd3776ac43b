import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    heading: 'What Gavel is',
    body: (
      <p>
        Gavel is a marketplace that runs timed online auctions. Private sellers list items and
        verified dealers bid on them. Gavel is not the seller or the buyer of any item: the contract
        of sale is between the seller and the winning dealer.
      </p>
    ),
  },
  {
    heading: 'Accounts',
    body: (
      <>
        <p>
          You need an account to sell or to bid. Give accurate details, keep your password to
          yourself and tell us at once if you think someone else has used your account. You are
          responsible for what is done with it.
        </p>
        <p>
          Sellers and dealers must pass an identity check (KYC) and dealers must keep an accurate
          business profile. We may refuse, suspend or close an account that gives false information
          or breaks these terms.
        </p>
      </>
    ),
  },
  {
    heading: 'Listing an item',
    body: (
      <p>
        You may only list items you own and are free to sell. Describe them honestly, with your own
        photos, and disclose known faults. Our staff review every listing before it is auctioned and
        may reject it with a reason. A listing cannot be edited while it is under review or at
        auction; a rejected one can be corrected and submitted again.
      </p>
    ),
  },
  {
    heading: 'Bidding',
    body: (
      <>
        <p>
          A bid is a binding offer to buy at that price. If you set a maximum bid, we bid for you
          one increment at a time, only as far as needed to keep you in the lead and never above
          your maximum. Bids cannot be withdrawn.
        </p>
        <p>
          A bid placed in the last minutes of an auction extends its end time, so everyone has a
          fair chance to respond. An auction with a reserve price sells only if the reserve is met,
          unless the seller then chooses to accept the highest bid.
        </p>
      </>
    ),
  },
  {
    heading: 'After the sale',
    body: (
      <p>
        When an auction sells, the seller and the winning dealer receive each other’s contact
        details and complete the sale directly: payment, collection and any paperwork. The winning
        dealer owes Gavel a buyer’s fee set by the hammer price. Both sides must act in good faith
        to complete the deal promptly.
      </p>
    ),
  },
  {
    heading: 'Fair play',
    body: (
      <p>
        Do not bid on your own items or have others do so for you, do not interfere with other
        people’s bidding, and do not try to complete a sale outside Gavel to avoid the fee. Do not
        misuse the service or attempt to access data that is not yours.
      </p>
    ),
  },
  {
    heading: 'Our responsibility',
    body: (
      <p>
        We work to keep Gavel available and accurate, but we do not inspect items and do not
        guarantee their description, condition or title. Nothing in these terms limits any right you
        have under the law that cannot be limited.
      </p>
    ),
  },
  {
    heading: 'Changes',
    body: (
      <p>
        We may update these terms. Material changes will be announced in the service before they
        apply; continuing to use Gavel afterwards means you accept them.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms apply to everyone who uses Gavel: visitors, sellers and dealers."
      sections={sections}
    />
  );
}
