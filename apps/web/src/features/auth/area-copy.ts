import type { Area } from '../../lib/auth-redirect';

/** What each area's sign-in and sign-up pages say, and where a person lands afterwards. */
export const AREA_COPY: Record<
  Area,
  {
    name: string;
    signInTitle: string;
    signInLead: string;
    signUpTitle?: string;
    signUpLead?: string;
  }
> = {
  seller: {
    name: 'Seller',
    signInTitle: 'Sign in to sell',
    signInLead: 'Manage your listings, identity check and auction results.',
    signUpTitle: 'Create a seller account',
    signUpLead: 'List an item in minutes and let verified trade buyers compete for it.',
  },
  dealer: {
    name: 'Dealer',
    signInTitle: 'Dealer sign in',
    signInLead: 'Bid on live auctions, follow your lots and collect your wins.',
    signUpTitle: 'Create a dealer account',
    signUpLead: 'Register your business, pass the dealer checks and start bidding.',
  },
  admin: {
    name: 'Staff',
    signInTitle: 'Staff sign in',
    signInLead: 'Review queues, schedule auctions and settle fees.',
  },
};
