import { z } from 'zod';
import {
  ROLES,
  KYC_STATUSES,
  KYC_KINDS,
  DOCUMENT_TYPES,
  DEALER_STATUSES,
  LISTING_STATUSES,
  LISTING_CONDITIONS,
  LISTING_CATEGORIES,
  AUCTION_STATUSES,
  AUCTION_OUTCOMES,
  FEE_STATUSES,
  UPLOAD_PURPOSES,
  AUCTION_SORTS,
  PUBLIC_AUCTION_STATUSES,
  DEALER_AUCTION_SCOPES,
  AUDIT_SUBJECT_TYPES,
  AUDIT_EVENT_TYPES,
} from './values.js';

/** Account roles as they appear in tokens and answers. */
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Roles a person may choose at sign-up; staff accounts come from the CLI or ADMIN_EMAIL. */
export const registerRoleSchema = z.enum(['seller', 'dealer']);
export type RegisterRole = z.infer<typeof registerRoleSchema>;

/** Roles `npm run user:create` accepts. */
export const staffRoleNameSchema = z.enum(['admin', 'ops']);
export type StaffRoleName = z.infer<typeof staffRoleNameSchema>;

export const kycStatusSchema = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const kycKindSchema = z.enum(KYC_KINDS);
export type KycKind = z.infer<typeof kycKindSchema>;

export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const dealerStatusSchema = z.enum(DEALER_STATUSES);
export type DealerStatus = z.infer<typeof dealerStatusSchema>;

export const listingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof listingStatusSchema>;

export const listingConditionSchema = z.enum(LISTING_CONDITIONS);
export type ListingCondition = z.infer<typeof listingConditionSchema>;

export const listingCategorySchema = z.enum(LISTING_CATEGORIES);
export type ListingCategory = z.infer<typeof listingCategorySchema>;

export const auctionStatusSchema = z.enum(AUCTION_STATUSES);
export type AuctionStatus = z.infer<typeof auctionStatusSchema>;

export const auctionOutcomeSchema = z.enum(AUCTION_OUTCOMES);
export type AuctionOutcome = z.infer<typeof auctionOutcomeSchema>;

export const feeStatusSchema = z.enum(FEE_STATUSES);
export type FeeStatus = z.infer<typeof feeStatusSchema>;

export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES);
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

export const auctionSortSchema = z.enum(AUCTION_SORTS);
export type AuctionSort = z.infer<typeof auctionSortSchema>;

/** `status` filter of the public auction list. */
export const publicAuctionStatusSchema = z.enum(PUBLIC_AUCTION_STATUSES);

export const dealerAuctionScopeSchema = z.enum(DEALER_AUCTION_SCOPES);
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
  'saved_search.match',
  'offer.received',
  'offer.accepted',
  'offer.declined',
  'message.received',
  'dispute.opened',
  'dispute.resolved',
]);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const auditSubjectTypeSchema = z.enum(AUDIT_SUBJECT_TYPES);
export type AuditSubjectType = z.infer<typeof auditSubjectTypeSchema>;

export const auditEventTypeSchema = z.enum(AUDIT_EVENT_TYPES);
export type AuditEventType = z.infer<typeof auditEventTypeSchema>;
