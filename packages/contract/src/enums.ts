import { z } from 'zod';

/** Account roles as they appear in tokens and answers. */
export const ROLES = ['SELLER', 'DEALER', 'ADMIN', 'OPS'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
export const STAFF_ROLES = ['ADMIN', 'OPS'] as const satisfies readonly Role[];

/** Roles a person may choose at sign-up; staff accounts come from the CLI or ADMIN_EMAIL. */
export const registerRoleSchema = z.enum(['seller', 'dealer']);
export type RegisterRole = z.infer<typeof registerRoleSchema>;

/** Roles `npm run user:create` accepts. */
export const staffRoleNameSchema = z.enum(['admin', 'ops']);
export type StaffRoleName = z.infer<typeof staffRoleNameSchema>;

export const kycStatusSchema = z.enum([
  'not_started',
  'pending',
  'approved',
  'rejected',
  'resubmission_requested',
]);
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const kycKindSchema = z.enum(['seller', 'dealer']);
export type KycKind = z.infer<typeof kycKindSchema>;

export const documentTypeSchema = z.enum(['passport', 'driving_licence', 'national_id']);
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const dealerStatusSchema = z.enum(['pending', 'active', 'suspended']);
export type DealerStatus = z.infer<typeof dealerStatusSchema>;

export const listingStatusSchema = z.enum([
  'draft',
  'pending_review',
  'approved',
  'rejected',
  'in_auction',
  'sold',
  'unsold',
]);
export type ListingStatus = z.infer<typeof listingStatusSchema>;

export const listingConditionSchema = z.enum(['new', 'used', 'for_parts']);
export type ListingCondition = z.infer<typeof listingConditionSchema>;

export const listingCategorySchema = z.enum([
  'vehicles',
  'motorcycles',
  'machinery',
  'electronics',
  'jewellery_watches',
  'art_collectibles',
  'home_garden',
  'other',
]);
export type ListingCategory = z.infer<typeof listingCategorySchema>;

export const auctionStatusSchema = z.enum(['pending', 'scheduled', 'live', 'ended']);
export type AuctionStatus = z.infer<typeof auctionStatusSchema>;

export const auctionOutcomeSchema = z.enum(['sold', 'reserve_not_met', 'no_bids']);
export type AuctionOutcome = z.infer<typeof auctionOutcomeSchema>;

export const feeStatusSchema = z.enum(['outstanding', 'collected']);
export type FeeStatus = z.infer<typeof feeStatusSchema>;

export const uploadPurposeSchema = z.enum(['listing_photo', 'kyc_document']);
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

export const auctionSortSchema = z.enum(['ending_soon', 'newest', 'price_asc', 'price_desc']);
export type AuctionSort = z.infer<typeof auctionSortSchema>;

/** `status` filter of the public auction list. */
export const publicAuctionStatusSchema = z.enum(['live', 'scheduled', 'ended']);

export const dealerAuctionScopeSchema = z.enum(['live', 'upcoming', 'bidding', 'won', 'watching']);
export type DealerAuctionScope = z.infer<typeof dealerAuctionScopeSchema>;

export const notificationTypeSchema = z.enum([
  'bid.outbid',
  'auction.won',
  'auction.ending_soon',
  'kyc.reviewed',
  'listing.approved',
  'listing.rejected',
  'auction.ended',
  'dealer.activated',
  'dealer.suspended',
]);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const auditSubjectTypeSchema = z.enum(['auction', 'listing', 'kyc', 'dealer', 'user']);
export type AuditSubjectType = z.infer<typeof auditSubjectTypeSchema>;

export const auditEventTypeSchema = z.enum([
  'user.registered',
  'kyc.submitted',
  'kyc.approved',
  'kyc.rejected',
  'kyc.resubmission_requested',
  'listing.created',
  'listing.submitted',
  'listing.approved',
  'listing.rejected',
  'auction.created',
  'auction.scheduled',
  'auction.started',
  'auction.extended',
  'auction.ended',
  'auction.force_ended',
  'auction.rerun_requested',
  'auction.offer_accepted',
  'bid.placed',
  'fee.collected',
  'dealer.activated',
  'dealer.suspended',
  'dealer.reinstated',
]);
export type AuditEventType = z.infer<typeof auditEventTypeSchema>;
