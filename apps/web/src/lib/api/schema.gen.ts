/**
 * Generated from the server's OpenAPI description by `npm run api:generate`: do not edit.
 * A server test fails while this file differs from what the server publishes (ADR 042).
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: answers ok when the database answers */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Answers ok while the process serves requests; reads nothing */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My notifications, newest first
         * @description `unread=true` lists only the unread ones.
         */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of my notifications are unread */
        get: operations["getNotificationsUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all my notifications read
         * @description Answers the unread count afterwards, as `GET /unread-count` gives it.
         */
        post: operations["postNotificationsReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one of my notifications read (idempotent)
         * @description Another user's notification is a 404.
         */
        post: operations["postNotifications:idRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a seller or dealer account and sign in */
        post: operations["postAuthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a refresh token for a new token pair (the old one is spent) */
        post: operations["postAuthRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the refresh token's whole family */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account */
        get: operations["getAuthMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password reset link (202 whether or not the account exists) */
        post: operations["postAuthPasswordForgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with an emailed reset token; every session ends */
        post: operations["postAuthPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the email address with an emailed token */
        post: operations["postAuthVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the confirmation email again (at most 5 per hour) */
        post: operations["postAuthVerifyEmailResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; every other session ends (new tokens for this one) */
        post: operations["postAuthPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere: revoke every refresh token of the account */
        post: operations["postAuthLogoutAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start two-step sign-in: a new secret to scan */
        post: operations["postAuthMfaSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-step sign-in on with a code; answers ten recovery codes, once */
        post: operations["postAuthMfaEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-step sign-in off with the password and a code */
        post: operations["postAuthMfaDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a sign-in with the password step's mfa_token and a code */
        post: operations["postAuthMfaVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer's profile (404 until it is created) */
        get: operations["getDealerProfile"];
        put?: never;
        /**
         * Create (201) or update (200) the dealer profile
         * @description A new profile is `pending`; it becomes `active` as soon as the dealer KYC is also approved. Editing never changes the status.
         */
        post: operations["postDealerProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dealers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dealers, newest first, optionally of one status */
        get: operations["getAdminDealers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dealers/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend an active dealer with a reason */
        post: operations["postAdminDealers:idSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dealers/{id}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reinstate a suspended dealer */
        post: operations["postAdminDealers:idReinstate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seller's KYC record, or `{status: "not_started"}` */
        get: operations["getSellerKyc"];
        put?: never;
        /** Submit (or resubmit after a rejection) the seller KYC */
        post: operations["postSellerKyc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer's KYC record, or `{status: "not_started"}` */
        get: operations["getDealerKyc"];
        put?: never;
        /** Submit (or resubmit after a rejection) the dealer KYC */
        post: operations["postDealerKyc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kyc/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending seller and dealer KYC records, oldest submission first */
        get: operations["getAdminKycPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kyc/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending KYC record (a dealer with a profile becomes active) */
        post: operations["postAdminKyc:idApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kyc/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending KYC record with a reason the owner sees */
        post: operations["postAdminKyc:idReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kyc/{id}/request-resubmission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the owner to fix and resubmit a pending KYC record */
        post: operations["postAdminKyc:idRequestResubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Own listings, newest first */
        get: operations["getSellerListings"];
        put?: never;
        /** Create a draft listing (every field optional until submit) */
        post: operations["postSellerListings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/listings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One own listing */
        get: operations["getSellerListings:id"];
        put?: never;
        post?: never;
        /** Delete a draft with its photos (409 invalid_state once submitted) */
        delete: operations["deleteSellerListings:id"];
        options?: never;
        head?: never;
        /** Edit a draft or rejected listing (null clears the reserve) */
        patch: operations["patchSellerListings:id"];
        trace?: never;
    };
    "/api/seller/listings/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit for review: complete fields, 1+ photo, seller KYC pending or approved */
        post: operations["postSellerListings:idSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/listings/{id}/condition-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a vehicle’s condition report while the listing is editable (points and grade computed) */
        put: operations["putSellerListings:idConditionReport"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/listings/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photos of an own listing, in order */
        get: operations["getSellerListings:idPhotos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/listings/{id}/photos/{photo_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a photo while the listing is editable */
        delete: operations["deleteSellerListings:idPhotos:photoId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/listings/{id}/photos/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder photos: photo_ids must be exactly the listing's photos */
        put: operations["putSellerListings:idPhotosOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public listings (in auction, sold or unsold), newest first */
        get: operations["getListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One public listing */
        get: operations["getListings:id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A public listing's photos */
        get: operations["getListings:idPhotos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories and their typed specifics */
        get: operations["getCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/presign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start an upload: where and how to send the file */
        post: operations["postUploadsPresign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/finalize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the file sent, store its cleaned form and attach it */
        post: operations["postUploadsFinalize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Receive the bytes of a presigned upload (local storage only; single use) */
        put: operations["putUploads:idContent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A private file through a short-lived signed link */
        get: operations["getFiles:id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo of a public listing */
        get: operations["getPhotos:id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos/{id}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The thumbnail of a photo of a public listing: AVIF where Accept takes it, else WebP */
        get: operations["getPhotos:idThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos/{id}/display": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The display-size photo of a public listing: AVIF where Accept takes it, else WebP (the full photo if it has none) */
        get: operations["getPhotos:idDisplay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Scheduled, live and ended auctions */
        get: operations["getAuctions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts of the public auctions by status, category and the stock filters
         * @description Takes the list's filters (without sort, cursor and limit). Each facet lists at most 50 values by count, then value, counted with every filter but its own.
         */
        get: operations["getAuctionsFacets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/by-listing/{listing_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing's latest public auction, with its specifics and condition report */
        get: operations["getAuctionsByListing:listingId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One auction, with its specifics and condition report */
        get: operations["getAuctions:id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/{id}/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bids, newest first, with per-auction aliases */
        get: operations["getAuctions:idBids"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/auctions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live, upcoming, bidding, won or watching auctions with is_leading */
        get: operations["getDealerAuctions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/listings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public listing with its latest auction as this dealer sees it
         * @description `auction` carries `is_leading` and `my_max_bid_cents`; `seller_contact` appears only once this dealer has won the listing. Listings that are not public are 404.
         */
        get: operations["getDealerListings:id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/auctions/{id}/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place a bid (optionally a proxy maximum); Idempotency-Key replays the first answer */
        post: operations["postDealerAuctions:idBids"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auctions/schedulable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Auctions awaiting scheduling (status pending), oldest first */
        get: operations["getAdminAuctionsSchedulable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auctions/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Scheduled and live auctions, soonest end first */
        get: operations["getAdminAuctionsActive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auctions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any auction, with reserve, winner and fee fields */
        get: operations["getAdminAuctions:id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auctions/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the start and end of a pending auction, or of a scheduled one not yet started
         * @description The start may be up to a minute in the past (kept as sent); the duration must lie within AUCTION_MIN_DURATION_SECONDS..AUCTION_MAX_DURATION_SECONDS. A start that is already due answers the auction `live`; otherwise it is `scheduled`. 409 `invalid_state` from any other state.
         */
        post: operations["postAdminAuctions:idSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auctions/{id}/force-end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a live auction now with a reason; it settles like a normal end */
        post: operations["postAdminAuctions:idForceEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auctions/{id}/mark-fee-collected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the winning dealer's fee as paid (once: then 409 already_collected) */
        post: operations["postAdminAuctions:idMarkFeeCollected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/auctions/{id}/negotiation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The negotiation after the auction ended below its reserve (48 hours) */
        get: operations["getSellerAuctions:idNegotiation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/auctions/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an offer to the highest bidder; counters their pending offer
         * @description Above the highest bid and at most the reserve (422 on `amount_cents`). At most 5 offers per side (409 `limit_reached`).
         */
        post: operations["postSellerAuctions:idOffers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/auctions/{id}/offers/{offer_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the highest bidder's pending offer: the auction is sold at that amount */
        post: operations["postSellerAuctions:idOffers:offerIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/auctions/{id}/offers/{offer_id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline the highest bidder's pending offer; the negotiation stays open */
        post: operations["postSellerAuctions:idOffers:offerIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/auctions/{id}/negotiation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The negotiation after the auction ended below its reserve (48 hours) */
        get: operations["getDealerAuctions:idNegotiation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/auctions/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an offer to the seller; counters their pending offer
         * @description Above the highest bid and below the seller's pending offer (422 on `amount_cents`). At most 5 offers per side (409 `limit_reached`).
         */
        post: operations["postDealerAuctions:idOffers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/auctions/{id}/offers/{offer_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the seller's pending offer: the auction is sold at that amount */
        post: operations["postDealerAuctions:idOffers:offerIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/auctions/{id}/offers/{offer_id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline the seller's pending offer; the negotiation stays open */
        post: operations["postDealerAuctions:idOffers:offerIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/listings/{id}/auction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The listing's latest auction, with reserve, winner and fee fields */
        get: operations["getSellerListings:idAuction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/listings/{id}/request-rerun": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put an unsold listing up again (at most 3 reruns); answers the listing
         * @description Creates a new auction awaiting scheduling. `reserve_price_cents` absent keeps the reserve, null removes it; it must not be below the starting price. Lapses the offer to accept the highest bid.
         */
        post: operations["postSellerListings:idRequestRerun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/auctions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One auction of an own listing, with reserve, winner and fee fields */
        get: operations["getSellerAuctions:id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/auctions/{id}/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The winning dealer's contact (sold auctions only, else 409 invalid_state) */
        get: operations["getSellerAuctions:idContact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/auctions/{id}/accept-highest-bid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sell at the highest bid after a reserve_not_met end (within 48 hours)
         * @description Only while no rerun was requested; the sale, fee and contact handover are those of any sale. Audited as `auction.offer_accepted`.
         */
        post: operations["postSellerAuctions:idAcceptHighestBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/auctions/{id}/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the one dispute of a sale the dealer won, within the dispute window
         * @description A second dispute, one after `DISPUTE_WINDOW_DAYS`, or one on an auction the dealer did not buy is 409 `invalid_state`; an auction the dealer cannot see is 404. `photo_upload_ids`: the dealer's own finalized `dispute_photo` uploads (else 422).
         */
        post: operations["postDealerAuctions:idDisputes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/auctions/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dispute of a sale the dealer won (or null), and until when it may open one */
        get: operations["getDealerAuctions:idDispute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the dealer's disputes, with the seller's answer and staff's decision */
        get: operations["getDealerDisputes:id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/auctions/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dispute of the seller's sale, or null */
        get: operations["getSellerAuctions:idDispute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A dispute of the seller's sale */
        get: operations["getSellerDisputes:id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/disputes/{id}/response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a dispute of the seller’s sale, once
         * @description A second answer, or one after the decision, is 409 `invalid_state`.
         */
        post: operations["postSellerDisputes:idResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disputes, oldest first, optionally of one status */
        get: operations["getAdminDisputes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One dispute */
        get: operations["getAdminDisputes:id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide a dispute: reject it, adjust the sale price, or cancel the sale
         * @description `adjusted_price_cents` is required for `price_adjusted` (from 0 to one cent below the sale price) and refused for the others (422). `price_adjusted` sets the hammer price and its fee and credits the fee’s difference; `sale_cancelled` makes the outcome `cancelled`, the listing `unsold` and the invoice `void` with a credit note of its whole. A second decision is 409 `invalid_state`.
         */
        post: operations["postAdminDisputes:idResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events of an auction (Server-Sent Events)
         * @description A `text/event-stream` of `bid`, `extended`, `ended` and `message` events, each with its id as `id`: the first three with the auction's public fields as `data`, `message` (a new message in a sold auction’s thread, SPEC §13.3) with `{}`, the parties reading the thread itself. Reconnecting with `Last-Event-ID` (or `?last_event_id=`) first replays every later event. A comment line is sent every 15 seconds.
         */
        get: operations["getAuctions:idEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The messages between the seller and the buyer of a sold auction, oldest first
         * @description The auction’s seller, its winning dealer, or staff (writing as staff); anyone else, and an auction that was not sold, get 404. Reading marks the other side’s messages (and staff’s) read.
         */
        get: operations["getAuctions:idMessages"];
        put?: never;
        /**
         * Write to the other side of a sold auction (staff: to both)
         * @description The auction’s seller, its winning dealer, or staff (writing as staff); anyone else, and an auction that was not sold, get 404. The body is kept as typed (1–2000 characters, not blank). The other side gets `message.received` at once, and an email at most every 15 minutes per thread. At most 30 messages a minute per user (429).
         */
        post: operations["postAuctions:idMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/watchlist/{auction_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Watch an auction (idempotent)
         * @description Any dealer with a profile may watch a scheduled, live or ended auction; 409 `invalid_state` before the dealer profile exists.
         */
        put: operations["putDealerWatchlist:auctionId"];
        post?: never;
        /** Stop watching an auction (idempotent) */
        delete: operations["deleteDealerWatchlist:auctionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn off an alert email's saved search (one-click, RFC 8058)
         * @description The URL of the `List-Unsubscribe` header of every alert email; no session. An instant alert's token turns its search's alert `off`; a digest's, the searches it listed that are still daily. A bad or missing token is 400 `invalid_token`.
         */
        post: operations["postSavedSearchesUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My saved searches, newest first */
        get: operations["getDealerSavedSearches"];
        put?: never;
        /**
         * Save a search
         * @description `filters` takes the query of `GET /api/auctions` without `status`, `sort`, `cursor` and `limit`, as a JSON object; an unknown filter or a bad value is 422 on `filters.<name>`. At most 25 per dealer (409 `limit_reached`); 409 `invalid_state` before the dealer profile exists.
         */
        post: operations["postDealerSavedSearches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/saved-searches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a saved search
         * @description Another dealer's search is a 404.
         */
        delete: operations["deleteDealerSavedSearches:id"];
        options?: never;
        head?: never;
        /**
         * Change a saved search (any of name, filters and alert)
         * @description Another dealer's search is a 404.
         */
        patch: operations["patchDealerSavedSearches:id"];
        trace?: never;
    };
    "/api/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fees of sold auctions, newest end first, optionally outstanding or collected
         * @description One item per sold auction. A fee is collected with `POST /api/admin/auctions/{id}/mark-fee-collected`.
         */
        get: operations["getAdminPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/payments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every sold auction that ended in the UTC days from–to (both inclusive), as CSV
         * @description One row per sold auction, oldest end first: hammer price and fee in major units beside its `currency`, the fee’s status and collection, the invoice’s number. Streamed.
         */
        get: operations["getAdminExportsPayments.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealer's buyer-fee invoices, newest first, optionally of one status */
        get: operations["getDealerInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the dealer's invoices, with its credit notes (another's is 404) */
        get: operations["getDealerInvoices:id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the dealer's invoices as a one-page A4 PDF (another's is 404) */
        get: operations["getDealerInvoices:idPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every invoice, newest first; by status and by UTC day of issue (from, to) */
        get: operations["getAdminInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice, with its credit notes */
        get: operations["getAdminInvoices:id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice as a one-page A4 PDF */
        get: operations["getAdminInvoices:idPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/invoices.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every invoice issued in the UTC days from–to (both inclusive), as CSV
         * @description One row per invoice, oldest first: money in major units beside its `currency`; the credit notes’ numbers space-separated. Streamed.
         */
        get: operations["getAdminExportsInvoices.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GMV, auctions ended and sold, sell-through, bids and fees, with a daily series
         * @description `from` and `to` are UTC days, both inclusive (at most 366 days). Without them: today and the 29 days before. Every figure counts auctions by the day they ended, fee totals included; `daily` lists every day of the range, zeros included.
         */
        get: operations["getAdminAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts for the ops navigation */
        get: operations["getAdminQueues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audit events, newest first */
        get: operations["getAdminEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listings/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listings awaiting review, oldest submission first */
        get: operations["getAdminListingsPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listings/pending/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Claim the next listing to review for 10 minutes (204 when none) */
        get: operations["getAdminListingsPendingNext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any listing, with its seller */
        get: operations["getAdminListings:id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listings/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending listing (the seller's KYC must be approved); creates its auction */
        post: operations["postAdminListings:idApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listings/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending listing with a reason the seller sees */
        post: operations["postAdminListings:idReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                unread?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: ({
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "bid.outbid";
                            data: {
                                /** Format: uuid */
                                auction_id: string;
                                /** Format: uuid */
                                listing_id: string;
                                listing_title: string;
                                currency: string;
                                current_price_cents: number;
                                min_next_bid_cents: number;
                                /** Format: date-time */
                                end_at: string;
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "auction.won";
                            data: {
                                /** Format: uuid */
                                auction_id: string;
                                /** Format: uuid */
                                listing_id: string;
                                listing_title: string;
                                currency: string;
                                hammer_price_cents: number;
                                fee_cents: number;
                                accepted_below_reserve: boolean;
                                offer_id?: string | null;
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "auction.ending_soon";
                            data: {
                                /** Format: uuid */
                                auction_id: string;
                                /** Format: uuid */
                                listing_id: string;
                                listing_title: string;
                                currency: string;
                                /** Format: date-time */
                                end_at: string;
                                current_price_cents: number | null;
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "kyc.reviewed";
                            data: {
                                /** Format: uuid */
                                kyc_id: string;
                                /** @enum {string} */
                                kind: "seller" | "dealer";
                                /** @enum {string} */
                                status: "approved" | "rejected" | "resubmission_requested";
                                note: string | null;
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "listing.approved";
                            data: {
                                /** Format: uuid */
                                listing_id: string;
                                listing_title: string;
                                /** Format: uuid */
                                auction_id: string;
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "listing.rejected";
                            data: {
                                /** Format: uuid */
                                listing_id: string;
                                listing_title: string;
                                reason: string;
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "auction.ended";
                            data: {
                                /** Format: uuid */
                                auction_id: string;
                                /** Format: uuid */
                                listing_id: string;
                                listing_title: string;
                                currency: string;
                                /** @enum {string} */
                                outcome: "sold" | "reserve_not_met" | "no_bids" | "cancelled";
                                hammer_price_cents: number | null;
                                highest_bid_cents: number | null;
                                bid_count: number;
                                /** @enum {string} */
                                unsold_reason?: "leader_suspended" | "leader_removed";
                                offer_cents?: number | null;
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "dealer.activated";
                            data: {
                                /** Format: uuid */
                                dealer_id: string;
                                reinstated: boolean;
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "dealer.suspended";
                            data: {
                                /** Format: uuid */
                                dealer_id: string;
                                reason: string;
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "saved_search.match";
                            data: {
                                /** Format: uuid */
                                saved_search_id: string;
                                /** Format: uuid */
                                auction_id: string;
                                /** Format: uuid */
                                listing_id: string;
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "offer.received";
                            data: {
                                /** Format: uuid */
                                auction_id: string;
                                /** Format: uuid */
                                listing_id: string;
                                listing_title: string;
                                currency: string;
                                /** Format: uuid */
                                offer_id: string;
                                /** @enum {string} */
                                by: "seller" | "dealer";
                                amount_cents: number;
                                /** Format: date-time */
                                expires_at: string;
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "offer.accepted";
                            data: {
                                /** Format: uuid */
                                auction_id: string;
                                /** Format: uuid */
                                listing_id: string;
                                listing_title: string;
                                currency: string;
                                /** Format: uuid */
                                offer_id: string;
                                /** @enum {string} */
                                by: "seller" | "dealer";
                                amount_cents: number;
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "offer.declined";
                            data: {
                                /** Format: uuid */
                                auction_id: string;
                                /** Format: uuid */
                                listing_id: string;
                                listing_title: string;
                                currency: string;
                                /** Format: uuid */
                                offer_id: string;
                                /** @enum {string} */
                                by: "seller" | "dealer";
                                amount_cents: number;
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "message.received";
                            data: {
                                /** Format: uuid */
                                auction_id: string;
                                /** Format: uuid */
                                listing_id: string;
                                listing_title: string;
                                currency: string;
                                /** Format: uuid */
                                message_id: string;
                                /** @enum {string} */
                                from: "seller" | "dealer" | "staff";
                                /** @enum {string} */
                                side: "seller" | "dealer";
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "dispute.opened";
                            data: {
                                /** Format: uuid */
                                auction_id: string;
                                /** Format: uuid */
                                listing_id: string;
                                listing_title: string;
                                currency: string;
                                /** Format: uuid */
                                dispute_id: string;
                                /** @enum {string} */
                                reason: "not_as_described" | "undisclosed_damage" | "mileage_discrepancy" | "documents" | "other";
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            body: string;
                            link: string;
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            type: "dispute.resolved";
                            data: {
                                /** Format: uuid */
                                auction_id: string;
                                /** Format: uuid */
                                listing_id: string;
                                listing_title: string;
                                currency: string;
                                /** Format: uuid */
                                dispute_id: string;
                                /** @enum {string} */
                                decision: "rejected" | "price_adjusted" | "sale_cancelled";
                                adjusted_price_cents: number | null;
                                /** @enum {string} */
                                side: "seller" | "dealer";
                            };
                        })[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getNotificationsUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postNotificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postNotifications:idRead": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "bid.outbid";
                        data: {
                            /** Format: uuid */
                            auction_id: string;
                            /** Format: uuid */
                            listing_id: string;
                            listing_title: string;
                            currency: string;
                            current_price_cents: number;
                            min_next_bid_cents: number;
                            /** Format: date-time */
                            end_at: string;
                        };
                    } | {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "auction.won";
                        data: {
                            /** Format: uuid */
                            auction_id: string;
                            /** Format: uuid */
                            listing_id: string;
                            listing_title: string;
                            currency: string;
                            hammer_price_cents: number;
                            fee_cents: number;
                            accepted_below_reserve: boolean;
                            offer_id?: string | null;
                        };
                    } | {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "auction.ending_soon";
                        data: {
                            /** Format: uuid */
                            auction_id: string;
                            /** Format: uuid */
                            listing_id: string;
                            listing_title: string;
                            currency: string;
                            /** Format: date-time */
                            end_at: string;
                            current_price_cents: number | null;
                        };
                    } | {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "kyc.reviewed";
                        data: {
                            /** Format: uuid */
                            kyc_id: string;
                            /** @enum {string} */
                            kind: "seller" | "dealer";
                            /** @enum {string} */
                            status: "approved" | "rejected" | "resubmission_requested";
                            note: string | null;
                        };
                    } | {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "listing.approved";
                        data: {
                            /** Format: uuid */
                            listing_id: string;
                            listing_title: string;
                            /** Format: uuid */
                            auction_id: string;
                        };
                    } | {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "listing.rejected";
                        data: {
                            /** Format: uuid */
                            listing_id: string;
                            listing_title: string;
                            reason: string;
                        };
                    } | {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "auction.ended";
                        data: {
                            /** Format: uuid */
                            auction_id: string;
                            /** Format: uuid */
                            listing_id: string;
                            listing_title: string;
                            currency: string;
                            /** @enum {string} */
                            outcome: "sold" | "reserve_not_met" | "no_bids" | "cancelled";
                            hammer_price_cents: number | null;
                            highest_bid_cents: number | null;
                            bid_count: number;
                            /** @enum {string} */
                            unsold_reason?: "leader_suspended" | "leader_removed";
                            offer_cents?: number | null;
                        };
                    } | {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "dealer.activated";
                        data: {
                            /** Format: uuid */
                            dealer_id: string;
                            reinstated: boolean;
                        };
                    } | {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "dealer.suspended";
                        data: {
                            /** Format: uuid */
                            dealer_id: string;
                            reason: string;
                        };
                    } | {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "saved_search.match";
                        data: {
                            /** Format: uuid */
                            saved_search_id: string;
                            /** Format: uuid */
                            auction_id: string;
                            /** Format: uuid */
                            listing_id: string;
                        };
                    } | {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "offer.received";
                        data: {
                            /** Format: uuid */
                            auction_id: string;
                            /** Format: uuid */
                            listing_id: string;
                            listing_title: string;
                            currency: string;
                            /** Format: uuid */
                            offer_id: string;
                            /** @enum {string} */
                            by: "seller" | "dealer";
                            amount_cents: number;
                            /** Format: date-time */
                            expires_at: string;
                        };
                    } | {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "offer.accepted";
                        data: {
                            /** Format: uuid */
                            auction_id: string;
                            /** Format: uuid */
                            listing_id: string;
                            listing_title: string;
                            currency: string;
                            /** Format: uuid */
                            offer_id: string;
                            /** @enum {string} */
                            by: "seller" | "dealer";
                            amount_cents: number;
                        };
                    } | {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "offer.declined";
                        data: {
                            /** Format: uuid */
                            auction_id: string;
                            /** Format: uuid */
                            listing_id: string;
                            listing_title: string;
                            currency: string;
                            /** Format: uuid */
                            offer_id: string;
                            /** @enum {string} */
                            by: "seller" | "dealer";
                            amount_cents: number;
                        };
                    } | {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "message.received";
                        data: {
                            /** Format: uuid */
                            auction_id: string;
                            /** Format: uuid */
                            listing_id: string;
                            listing_title: string;
                            currency: string;
                            /** Format: uuid */
                            message_id: string;
                            /** @enum {string} */
                            from: "seller" | "dealer" | "staff";
                            /** @enum {string} */
                            side: "seller" | "dealer";
                        };
                    } | {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "dispute.opened";
                        data: {
                            /** Format: uuid */
                            auction_id: string;
                            /** Format: uuid */
                            listing_id: string;
                            listing_title: string;
                            currency: string;
                            /** Format: uuid */
                            dispute_id: string;
                            /** @enum {string} */
                            reason: "not_as_described" | "undisclosed_damage" | "mileage_discrepancy" | "documents" | "other";
                        };
                    } | {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        body: string;
                        link: string;
                        read_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        type: "dispute.resolved";
                        data: {
                            /** Format: uuid */
                            auction_id: string;
                            /** Format: uuid */
                            listing_id: string;
                            listing_title: string;
                            currency: string;
                            /** Format: uuid */
                            dispute_id: string;
                            /** @enum {string} */
                            decision: "rejected" | "price_adjusted" | "sale_cancelled";
                            adjusted_price_cents: number | null;
                            /** @enum {string} */
                            side: "seller" | "dealer";
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @description At least 8 characters and hard to guess: not a common password, and not your name, your email or “Gavel”. A few unrelated words work well. */
                    password: string;
                    /** @enum {string} */
                    role: "seller" | "dealer";
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                        /** @enum {string} */
                        token_type: "bearer";
                        expires_in: number;
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            name: string;
                            roles: ("SELLER" | "DEALER" | "ADMIN" | "OPS")[];
                            email_verified: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                        /** @enum {string} */
                        token_type: "bearer";
                        expires_in: number;
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            name: string;
                            roles: ("SELLER" | "DEALER" | "ADMIN" | "OPS")[];
                            email_verified: boolean;
                        };
                    } | {
                        /** @enum {boolean} */
                        mfa_required: true;
                        mfa_token: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                        /** @enum {string} */
                        token_type: "bearer";
                        expires_in: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        name: string;
                        roles: ("SELLER" | "DEALER" | "ADMIN" | "OPS")[];
                        email_verified: boolean;
                        /** Format: date-time */
                        created_at: string;
                        mfa_enabled: boolean;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthPasswordForgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    /** @description At least 8 characters and hard to guess: not a common password, and not your name, your email or “Gavel”. A few unrelated words work well. */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Password changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        email_verified: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthVerifyEmailResend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    /** @description At least 8 characters and hard to guess: not a common password, and not your name, your email or “Gavel”. A few unrelated words work well. */
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                        /** @enum {string} */
                        token_type: "bearer";
                        expires_in: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthLogoutAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Signed out everywhere */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthMfaSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        otpauth_url: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthMfaEnable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recovery_codes: string[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthMfaDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Two-step sign-in is off */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthMfaVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfa_token: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                        /** @enum {string} */
                        token_type: "bearer";
                        expires_in: number;
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            name: string;
                            roles: ("SELLER" | "DEALER" | "ADMIN" | "OPS")[];
                            email_verified: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getDealerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "active" | "suspended";
                        company_name: string;
                        contact_name: string;
                        phone: string;
                        email: string;
                        address: {
                            line1: string;
                            line2: string | null;
                            city: string;
                            postal_code: string;
                            country: string;
                        };
                        website: string | null;
                        suspended_reason: string | null;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postDealerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_name: string;
                    contact_name: string;
                    phone: string;
                    email: string;
                    address: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postal_code: string;
                        country: string;
                    };
                    website?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "active" | "suspended";
                        company_name: string;
                        contact_name: string;
                        phone: string;
                        email: string;
                        address: {
                            line1: string;
                            line2: string | null;
                            city: string;
                            postal_code: string;
                            country: string;
                        };
                        website: string | null;
                        suspended_reason: string | null;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "active" | "suspended";
                        company_name: string;
                        contact_name: string;
                        phone: string;
                        email: string;
                        address: {
                            line1: string;
                            line2: string | null;
                            city: string;
                            postal_code: string;
                            country: string;
                        };
                        website: string | null;
                        suspended_reason: string | null;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminDealers: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                status?: "pending" | "active" | "suspended";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            user_id: string;
                            email: string;
                            company_name: string;
                            contact_name: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "suspended";
                            /** @enum {string} */
                            kyc_status: "not_started" | "pending" | "approved" | "rejected" | "resubmission_requested";
                            suspended_reason: string | null;
                            /** Format: date-time */
                            created_at: string;
                            purchase_count: number;
                            dispute_count: number;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postAdminDealers:idSuspend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        user_id: string;
                        email: string;
                        company_name: string;
                        contact_name: string;
                        /** @enum {string} */
                        status: "pending" | "active" | "suspended";
                        /** @enum {string} */
                        kyc_status: "not_started" | "pending" | "approved" | "rejected" | "resubmission_requested";
                        suspended_reason: string | null;
                        /** Format: date-time */
                        created_at: string;
                        purchase_count: number;
                        dispute_count: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postAdminDealers:idReinstate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        user_id: string;
                        email: string;
                        company_name: string;
                        contact_name: string;
                        /** @enum {string} */
                        status: "pending" | "active" | "suspended";
                        /** @enum {string} */
                        kyc_status: "not_started" | "pending" | "approved" | "rejected" | "resubmission_requested";
                        suspended_reason: string | null;
                        /** Format: date-time */
                        created_at: string;
                        purchase_count: number;
                        dispute_count: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getSellerKyc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "resubmission_requested";
                        address: {
                            line1: string;
                            line2: string | null;
                            city: string;
                            postal_code: string;
                            country: string;
                        };
                        documents: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            size_bytes: number;
                            filename: string;
                            url: string;
                        }[];
                        review_note: string | null;
                        reviewed_at: string | null;
                        /** Format: date-time */
                        submitted_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @enum {string} */
                        kind: "seller";
                        full_name: string;
                        date_of_birth: string;
                        phone: string;
                        /** @enum {string} */
                        document_type: "passport" | "driving_licence" | "national_id";
                        document_number: string;
                    } | {
                        /** @enum {string} */
                        status: "not_started";
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postSellerKyc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    full_name: string;
                    /** Format: date */
                    date_of_birth: string;
                    phone: string;
                    address: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postal_code: string;
                        country: string;
                    };
                    /** @enum {string} */
                    document_type: "passport" | "driving_licence" | "national_id";
                    document_number: string;
                    document_upload_ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "resubmission_requested";
                        address: {
                            line1: string;
                            line2: string | null;
                            city: string;
                            postal_code: string;
                            country: string;
                        };
                        documents: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            size_bytes: number;
                            filename: string;
                            url: string;
                        }[];
                        review_note: string | null;
                        reviewed_at: string | null;
                        /** Format: date-time */
                        submitted_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @enum {string} */
                        kind: "seller";
                        full_name: string;
                        date_of_birth: string;
                        phone: string;
                        /** @enum {string} */
                        document_type: "passport" | "driving_licence" | "national_id";
                        document_number: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getDealerKyc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "resubmission_requested";
                        address: {
                            line1: string;
                            line2: string | null;
                            city: string;
                            postal_code: string;
                            country: string;
                        };
                        documents: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            size_bytes: number;
                            filename: string;
                            url: string;
                        }[];
                        review_note: string | null;
                        reviewed_at: string | null;
                        /** Format: date-time */
                        submitted_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @enum {string} */
                        kind: "dealer";
                        business_name: string;
                        registration_number: string;
                        vat_number: string | null;
                        representative_name: string;
                    } | {
                        /** @enum {string} */
                        status: "not_started";
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postDealerKyc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    business_name: string;
                    registration_number: string;
                    vat_number?: string;
                    address: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postal_code: string;
                        country: string;
                    };
                    representative_name: string;
                    document_upload_ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "resubmission_requested";
                        address: {
                            line1: string;
                            line2: string | null;
                            city: string;
                            postal_code: string;
                            country: string;
                        };
                        documents: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            size_bytes: number;
                            filename: string;
                            url: string;
                        }[];
                        review_note: string | null;
                        reviewed_at: string | null;
                        /** Format: date-time */
                        submitted_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @enum {string} */
                        kind: "dealer";
                        business_name: string;
                        registration_number: string;
                        vat_number: string | null;
                        representative_name: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminKycPending: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: ({
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "resubmission_requested";
                            address: {
                                line1: string;
                                line2: string | null;
                                city: string;
                                postal_code: string;
                                country: string;
                            };
                            documents: {
                                /** Format: uuid */
                                id: string;
                                content_type: string;
                                size_bytes: number;
                                filename: string;
                                url: string;
                            }[];
                            review_note: string | null;
                            reviewed_at: string | null;
                            /** Format: date-time */
                            submitted_at: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            /** @enum {string} */
                            kind: "seller";
                            full_name: string;
                            date_of_birth: string;
                            phone: string;
                            /** @enum {string} */
                            document_type: "passport" | "driving_licence" | "national_id";
                            document_number: string;
                            /** Format: uuid */
                            user_id: string;
                            email: string;
                        } | {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "resubmission_requested";
                            address: {
                                line1: string;
                                line2: string | null;
                                city: string;
                                postal_code: string;
                                country: string;
                            };
                            documents: {
                                /** Format: uuid */
                                id: string;
                                content_type: string;
                                size_bytes: number;
                                filename: string;
                                url: string;
                            }[];
                            review_note: string | null;
                            reviewed_at: string | null;
                            /** Format: date-time */
                            submitted_at: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            /** @enum {string} */
                            kind: "dealer";
                            business_name: string;
                            registration_number: string;
                            vat_number: string | null;
                            representative_name: string;
                            /** Format: uuid */
                            user_id: string;
                            email: string;
                        })[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postAdminKyc:idApprove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "resubmission_requested";
                        address: {
                            line1: string;
                            line2: string | null;
                            city: string;
                            postal_code: string;
                            country: string;
                        };
                        documents: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            size_bytes: number;
                            filename: string;
                            url: string;
                        }[];
                        review_note: string | null;
                        reviewed_at: string | null;
                        /** Format: date-time */
                        submitted_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @enum {string} */
                        kind: "seller";
                        full_name: string;
                        date_of_birth: string;
                        phone: string;
                        /** @enum {string} */
                        document_type: "passport" | "driving_licence" | "national_id";
                        document_number: string;
                        /** Format: uuid */
                        user_id: string;
                        email: string;
                    } | {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "resubmission_requested";
                        address: {
                            line1: string;
                            line2: string | null;
                            city: string;
                            postal_code: string;
                            country: string;
                        };
                        documents: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            size_bytes: number;
                            filename: string;
                            url: string;
                        }[];
                        review_note: string | null;
                        reviewed_at: string | null;
                        /** Format: date-time */
                        submitted_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @enum {string} */
                        kind: "dealer";
                        business_name: string;
                        registration_number: string;
                        vat_number: string | null;
                        representative_name: string;
                        /** Format: uuid */
                        user_id: string;
                        email: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postAdminKyc:idReject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "resubmission_requested";
                        address: {
                            line1: string;
                            line2: string | null;
                            city: string;
                            postal_code: string;
                            country: string;
                        };
                        documents: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            size_bytes: number;
                            filename: string;
                            url: string;
                        }[];
                        review_note: string | null;
                        reviewed_at: string | null;
                        /** Format: date-time */
                        submitted_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @enum {string} */
                        kind: "seller";
                        full_name: string;
                        date_of_birth: string;
                        phone: string;
                        /** @enum {string} */
                        document_type: "passport" | "driving_licence" | "national_id";
                        document_number: string;
                        /** Format: uuid */
                        user_id: string;
                        email: string;
                    } | {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "resubmission_requested";
                        address: {
                            line1: string;
                            line2: string | null;
                            city: string;
                            postal_code: string;
                            country: string;
                        };
                        documents: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            size_bytes: number;
                            filename: string;
                            url: string;
                        }[];
                        review_note: string | null;
                        reviewed_at: string | null;
                        /** Format: date-time */
                        submitted_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @enum {string} */
                        kind: "dealer";
                        business_name: string;
                        registration_number: string;
                        vat_number: string | null;
                        representative_name: string;
                        /** Format: uuid */
                        user_id: string;
                        email: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postAdminKyc:idRequestResubmission": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "resubmission_requested";
                        address: {
                            line1: string;
                            line2: string | null;
                            city: string;
                            postal_code: string;
                            country: string;
                        };
                        documents: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            size_bytes: number;
                            filename: string;
                            url: string;
                        }[];
                        review_note: string | null;
                        reviewed_at: string | null;
                        /** Format: date-time */
                        submitted_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @enum {string} */
                        kind: "seller";
                        full_name: string;
                        date_of_birth: string;
                        phone: string;
                        /** @enum {string} */
                        document_type: "passport" | "driving_licence" | "national_id";
                        document_number: string;
                        /** Format: uuid */
                        user_id: string;
                        email: string;
                    } | {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "resubmission_requested";
                        address: {
                            line1: string;
                            line2: string | null;
                            city: string;
                            postal_code: string;
                            country: string;
                        };
                        documents: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            size_bytes: number;
                            filename: string;
                            url: string;
                        }[];
                        review_note: string | null;
                        reviewed_at: string | null;
                        /** Format: date-time */
                        submitted_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @enum {string} */
                        kind: "dealer";
                        business_name: string;
                        registration_number: string;
                        vat_number: string | null;
                        representative_name: string;
                        /** Format: uuid */
                        user_id: string;
                        email: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getSellerListings: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                status?: "draft" | "pending_review" | "approved" | "rejected" | "in_auction" | "sold" | "unsold";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string | null;
                            description: string;
                            category: ("vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other") | null;
                            condition: ("new" | "used" | "for_parts") | null;
                            location_city: string | null;
                            location_country: string | null;
                            attributes: {
                                [key: string]: string;
                            };
                            specifics: {
                                [key: string]: string | number | boolean;
                            };
                            condition_report: {
                                damages: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                    /** @enum {string} */
                                    kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                    /** @enum {string} */
                                    severity: "minor" | "moderate" | "major";
                                    note: string | null;
                                    photo_id: string | null;
                                    thumbnail_url: string | null;
                                }[];
                                tyres: {
                                    front_left_mm: number;
                                    front_right_mm: number;
                                    rear_left_mm: number;
                                    rear_right_mm: number;
                                } | null;
                                warning_lights: boolean;
                                runs_and_drives: boolean;
                                keys: number;
                                notes: string | null;
                                points: number;
                                grade: number;
                                /** Format: date-time */
                                updated_at: string;
                            } | null;
                            starting_price_cents: number | null;
                            currency: string;
                            /** @enum {string} */
                            status: "draft" | "pending_review" | "approved" | "rejected" | "in_auction" | "sold" | "unsold";
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                thumbnail_url: string;
                                display_url: string;
                                position: number;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            submitted_at: string | null;
                            reserve_price_cents: number | null;
                            rejection_reason: string | null;
                            rerun_count: number;
                            auction: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                status: "pending" | "scheduled" | "live" | "ended";
                                start_at: string | null;
                                end_at: string | null;
                                current_price_cents: number | null;
                                bid_count: number;
                                reserve_met: boolean | null;
                                outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                                hammer_price_cents: number | null;
                                ended_at: string | null;
                                decide_by: string | null;
                            } | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postSellerListings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string;
                    /** @enum {string} */
                    category?: "vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other";
                    /** @enum {string} */
                    condition?: "new" | "used" | "for_parts";
                    location_city?: string;
                    location_country?: string;
                    attributes?: {
                        [key: string]: string;
                    };
                    specifics?: {
                        [key: string]: string | number | boolean;
                    };
                    starting_price_cents?: number;
                    reserve_price_cents?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string | null;
                        description: string;
                        category: ("vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other") | null;
                        condition: ("new" | "used" | "for_parts") | null;
                        location_city: string | null;
                        location_country: string | null;
                        attributes: {
                            [key: string]: string;
                        };
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        starting_price_cents: number | null;
                        currency: string;
                        /** @enum {string} */
                        status: "draft" | "pending_review" | "approved" | "rejected" | "in_auction" | "sold" | "unsold";
                        photos: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            thumbnail_url: string;
                            display_url: string;
                            position: number;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        submitted_at: string | null;
                        reserve_price_cents: number | null;
                        rejection_reason: string | null;
                        rerun_count: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getSellerListings:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string | null;
                        description: string;
                        category: ("vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other") | null;
                        condition: ("new" | "used" | "for_parts") | null;
                        location_city: string | null;
                        location_country: string | null;
                        attributes: {
                            [key: string]: string;
                        };
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        starting_price_cents: number | null;
                        currency: string;
                        /** @enum {string} */
                        status: "draft" | "pending_review" | "approved" | "rejected" | "in_auction" | "sold" | "unsold";
                        photos: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            thumbnail_url: string;
                            display_url: string;
                            position: number;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        submitted_at: string | null;
                        reserve_price_cents: number | null;
                        rejection_reason: string | null;
                        rerun_count: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "deleteSellerListings:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "patchSellerListings:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string;
                    /** @enum {string} */
                    category?: "vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other";
                    /** @enum {string} */
                    condition?: "new" | "used" | "for_parts";
                    location_city?: string;
                    location_country?: string;
                    attributes?: {
                        [key: string]: string;
                    };
                    specifics?: {
                        [key: string]: string | number | boolean;
                    };
                    starting_price_cents?: number;
                    reserve_price_cents?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string | null;
                        description: string;
                        category: ("vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other") | null;
                        condition: ("new" | "used" | "for_parts") | null;
                        location_city: string | null;
                        location_country: string | null;
                        attributes: {
                            [key: string]: string;
                        };
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        starting_price_cents: number | null;
                        currency: string;
                        /** @enum {string} */
                        status: "draft" | "pending_review" | "approved" | "rejected" | "in_auction" | "sold" | "unsold";
                        photos: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            thumbnail_url: string;
                            display_url: string;
                            position: number;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        submitted_at: string | null;
                        reserve_price_cents: number | null;
                        rejection_reason: string | null;
                        rerun_count: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postSellerListings:idSubmit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string | null;
                        description: string;
                        category: ("vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other") | null;
                        condition: ("new" | "used" | "for_parts") | null;
                        location_city: string | null;
                        location_country: string | null;
                        attributes: {
                            [key: string]: string;
                        };
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        starting_price_cents: number | null;
                        currency: string;
                        /** @enum {string} */
                        status: "draft" | "pending_review" | "approved" | "rejected" | "in_auction" | "sold" | "unsold";
                        photos: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            thumbnail_url: string;
                            display_url: string;
                            position: number;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        submitted_at: string | null;
                        reserve_price_cents: number | null;
                        rejection_reason: string | null;
                        rerun_count: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "putSellerListings:idConditionReport": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    damages: {
                        /** @enum {string} */
                        panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                        /** @enum {string} */
                        kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                        /** @enum {string} */
                        severity: "minor" | "moderate" | "major";
                        note?: string;
                        /** Format: uuid */
                        photo_id?: string;
                    }[];
                    tyres?: {
                        front_left_mm: number;
                        front_right_mm: number;
                        rear_left_mm: number;
                        rear_right_mm: number;
                    };
                    warning_lights: boolean;
                    runs_and_drives: boolean;
                    keys: number;
                    notes?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        damages: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                            /** @enum {string} */
                            kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                            /** @enum {string} */
                            severity: "minor" | "moderate" | "major";
                            note: string | null;
                            photo_id: string | null;
                            thumbnail_url: string | null;
                        }[];
                        tyres: {
                            front_left_mm: number;
                            front_right_mm: number;
                            rear_left_mm: number;
                            rear_right_mm: number;
                        } | null;
                        warning_lights: boolean;
                        runs_and_drives: boolean;
                        keys: number;
                        notes: string | null;
                        points: number;
                        grade: number;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getSellerListings:idPhotos": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            thumbnail_url: string;
                            display_url: string;
                            position: number;
                        }[];
                        next_cursor: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "deleteSellerListings:idPhotos:photoId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                photo_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "putSellerListings:idPhotosOrder": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    photo_ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            thumbnail_url: string;
                            display_url: string;
                            position: number;
                        }[];
                        next_cursor: null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getListings: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                category?: "vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other";
                status?: "in_auction" | "sold" | "unsold";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string | null;
                            description: string;
                            category: ("vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other") | null;
                            condition: ("new" | "used" | "for_parts") | null;
                            location_city: string | null;
                            location_country: string | null;
                            attributes: {
                                [key: string]: string;
                            };
                            specifics: {
                                [key: string]: string | number | boolean;
                            };
                            condition_report: {
                                damages: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                    /** @enum {string} */
                                    kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                    /** @enum {string} */
                                    severity: "minor" | "moderate" | "major";
                                    note: string | null;
                                    photo_id: string | null;
                                    thumbnail_url: string | null;
                                }[];
                                tyres: {
                                    front_left_mm: number;
                                    front_right_mm: number;
                                    rear_left_mm: number;
                                    rear_right_mm: number;
                                } | null;
                                warning_lights: boolean;
                                runs_and_drives: boolean;
                                keys: number;
                                notes: string | null;
                                points: number;
                                grade: number;
                                /** Format: date-time */
                                updated_at: string;
                            } | null;
                            starting_price_cents: number | null;
                            currency: string;
                            /** @enum {string} */
                            status: "draft" | "pending_review" | "approved" | "rejected" | "in_auction" | "sold" | "unsold";
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                thumbnail_url: string;
                                display_url: string;
                                position: number;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            submitted_at: string | null;
                            reserve_met: boolean | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getListings:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string | null;
                        description: string;
                        category: ("vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other") | null;
                        condition: ("new" | "used" | "for_parts") | null;
                        location_city: string | null;
                        location_country: string | null;
                        attributes: {
                            [key: string]: string;
                        };
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        starting_price_cents: number | null;
                        currency: string;
                        /** @enum {string} */
                        status: "draft" | "pending_review" | "approved" | "rejected" | "in_auction" | "sold" | "unsold";
                        photos: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            thumbnail_url: string;
                            display_url: string;
                            position: number;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        submitted_at: string | null;
                        reserve_met: boolean | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getListings:idPhotos": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            thumbnail_url: string;
                            display_url: string;
                            position: number;
                        }[];
                        next_cursor: null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @enum {string} */
                            id: "vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other";
                            name: string;
                            specifics: {
                                key: string;
                                label: string;
                                /** @enum {string} */
                                type: "text" | "integer" | "enum" | "boolean" | "date";
                                required: boolean;
                                filterable: boolean;
                                unit?: string;
                                options?: string[];
                                min?: number;
                                max?: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postUploadsPresign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    purpose: "listing_photo" | "kyc_document" | "dispute_photo";
                    filename: string & (unknown & unknown);
                    content_type: string;
                    size_bytes: number;
                    /** Format: uuid */
                    listing_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        upload_id: string;
                        upload_url: string;
                        /** @enum {string} */
                        method: "PUT";
                        headers: {
                            [key: string]: string;
                        };
                        /** Format: date-time */
                        expires_at: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postUploadsFinalize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    upload_id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        purpose: "listing_photo" | "kyc_document" | "dispute_photo";
                        content_type: string;
                        size_bytes: number;
                        url: string;
                        thumbnail_url?: string;
                        display_url?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "putUploads:idContent": {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getFiles:id": {
        parameters: {
            query: {
                variant?: "full" | "thumb" | "display";
                exp: number;
                sig: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getPhotos:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Redirect to the stored file */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getPhotos:idThumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Redirect to the stored file */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getPhotos:idDisplay": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Redirect to the stored file */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAuctions: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                status?: "live" | "scheduled" | "ended";
                q?: string;
                category?: "vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other";
                make?: string;
                model?: string;
                brand?: string;
                year_min?: number;
                year_max?: number;
                mileage_max_km?: number;
                fuel?: string;
                transmission?: string;
                body_type?: string;
                grade_max?: number;
                price_min?: number;
                price_max?: number;
                country?: string;
                sort?: "ending_soon" | "newest" | "price_asc" | "price_desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            listing_id: string;
                            /** @enum {string} */
                            status: "pending" | "scheduled" | "live" | "ended";
                            start_at: string | null;
                            end_at: string | null;
                            starting_price_cents: number;
                            current_price_cents: number | null;
                            min_next_bid_cents: number;
                            bid_count: number;
                            reserve_met: boolean | null;
                            outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                            currency: string;
                            listing: {
                                title: string | null;
                                thumbnail_url: string | null;
                                location_city: string | null;
                            };
                            /** Format: date-time */
                            server_time: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAuctionsFacets: {
        parameters: {
            query?: {
                status?: "live" | "scheduled" | "ended";
                q?: string;
                category?: "vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other";
                make?: string;
                model?: string;
                brand?: string;
                year_min?: number;
                year_max?: number;
                mileage_max_km?: number;
                fuel?: string;
                transmission?: string;
                body_type?: string;
                grade_max?: number;
                price_min?: number;
                price_max?: number;
                country?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        facets: {
                            status: {
                                value: string | number;
                                count: number;
                            }[];
                            category: {
                                value: string | number;
                                count: number;
                            }[];
                            make: {
                                value: string | number;
                                count: number;
                            }[];
                            fuel: {
                                value: string | number;
                                count: number;
                            }[];
                            transmission: {
                                value: string | number;
                                count: number;
                            }[];
                            body_type: {
                                value: string | number;
                                count: number;
                            }[];
                            grade: {
                                value: string | number;
                                count: number;
                            }[];
                            country: {
                                value: string | number;
                                count: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getAuctionsByListing:listingId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listing_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        listing_id: string;
                        /** @enum {string} */
                        status: "pending" | "scheduled" | "live" | "ended";
                        start_at: string | null;
                        end_at: string | null;
                        starting_price_cents: number;
                        current_price_cents: number | null;
                        min_next_bid_cents: number;
                        bid_count: number;
                        reserve_met: boolean | null;
                        outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                        currency: string;
                        listing: {
                            title: string | null;
                            thumbnail_url: string | null;
                            location_city: string | null;
                        };
                        /** Format: date-time */
                        server_time: string;
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getAuctions:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        listing_id: string;
                        /** @enum {string} */
                        status: "pending" | "scheduled" | "live" | "ended";
                        start_at: string | null;
                        end_at: string | null;
                        starting_price_cents: number;
                        current_price_cents: number | null;
                        min_next_bid_cents: number;
                        bid_count: number;
                        reserve_met: boolean | null;
                        outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                        currency: string;
                        listing: {
                            title: string | null;
                            thumbnail_url: string | null;
                            location_city: string | null;
                        };
                        /** Format: date-time */
                        server_time: string;
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getAuctions:idBids": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            amount_cents: number;
                            bidder_alias: string;
                            is_proxy: boolean;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getDealerAuctions: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                scope?: "live" | "upcoming" | "bidding" | "won" | "watching";
                make?: string;
                model?: string;
                brand?: string;
                year_min?: number;
                year_max?: number;
                mileage_max_km?: number;
                fuel?: string;
                transmission?: string;
                body_type?: string;
                grade_max?: number;
                price_min?: number;
                price_max?: number;
                country?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            listing_id: string;
                            /** @enum {string} */
                            status: "pending" | "scheduled" | "live" | "ended";
                            start_at: string | null;
                            end_at: string | null;
                            starting_price_cents: number;
                            current_price_cents: number | null;
                            min_next_bid_cents: number;
                            bid_count: number;
                            reserve_met: boolean | null;
                            outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                            currency: string;
                            listing: {
                                title: string | null;
                                thumbnail_url: string | null;
                                location_city: string | null;
                            };
                            /** Format: date-time */
                            server_time: string;
                            is_leading: boolean;
                            my_max_bid_cents: number | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getDealerListings:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string | null;
                        description: string;
                        category: ("vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other") | null;
                        condition: ("new" | "used" | "for_parts") | null;
                        location_city: string | null;
                        location_country: string | null;
                        attributes: {
                            [key: string]: string;
                        };
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        starting_price_cents: number | null;
                        currency: string;
                        /** @enum {string} */
                        status: "draft" | "pending_review" | "approved" | "rejected" | "in_auction" | "sold" | "unsold";
                        photos: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            thumbnail_url: string;
                            display_url: string;
                            position: number;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        submitted_at: string | null;
                        reserve_met: boolean | null;
                        auction: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            listing_id: string;
                            /** @enum {string} */
                            status: "pending" | "scheduled" | "live" | "ended";
                            start_at: string | null;
                            end_at: string | null;
                            starting_price_cents: number;
                            current_price_cents: number | null;
                            min_next_bid_cents: number;
                            bid_count: number;
                            reserve_met: boolean | null;
                            outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                            currency: string;
                            listing: {
                                title: string | null;
                                thumbnail_url: string | null;
                                location_city: string | null;
                            };
                            /** Format: date-time */
                            server_time: string;
                            is_leading: boolean;
                            my_max_bid_cents: number | null;
                        } | null;
                        seller_contact?: {
                            name: string;
                            phone: string;
                            email: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postDealerAuctions:idBids": {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount_cents: number;
                    max_amount_cents?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bid: {
                            /** Format: uuid */
                            id: string;
                            amount_cents: number;
                            max_amount_cents: number | null;
                            is_proxy: boolean;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                        auction: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            listing_id: string;
                            /** @enum {string} */
                            status: "pending" | "scheduled" | "live" | "ended";
                            start_at: string | null;
                            end_at: string | null;
                            starting_price_cents: number;
                            current_price_cents: number | null;
                            min_next_bid_cents: number;
                            bid_count: number;
                            reserve_met: boolean | null;
                            outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                            currency: string;
                            listing: {
                                title: string | null;
                                thumbnail_url: string | null;
                                location_city: string | null;
                            };
                            /** Format: date-time */
                            server_time: string;
                            is_leading: boolean;
                            my_max_bid_cents: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bid: {
                            /** Format: uuid */
                            id: string;
                            amount_cents: number;
                            max_amount_cents: number | null;
                            is_proxy: boolean;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                        auction: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            listing_id: string;
                            /** @enum {string} */
                            status: "pending" | "scheduled" | "live" | "ended";
                            start_at: string | null;
                            end_at: string | null;
                            starting_price_cents: number;
                            current_price_cents: number | null;
                            min_next_bid_cents: number;
                            bid_count: number;
                            reserve_met: boolean | null;
                            outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                            currency: string;
                            listing: {
                                title: string | null;
                                thumbnail_url: string | null;
                                location_city: string | null;
                            };
                            /** Format: date-time */
                            server_time: string;
                            is_leading: boolean;
                            my_max_bid_cents: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminAuctionsSchedulable: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            listing_id: string;
                            /** @enum {string} */
                            status: "pending" | "scheduled" | "live" | "ended";
                            start_at: string | null;
                            end_at: string | null;
                            starting_price_cents: number;
                            current_price_cents: number | null;
                            min_next_bid_cents: number;
                            bid_count: number;
                            reserve_met: boolean | null;
                            outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                            currency: string;
                            listing: {
                                title: string | null;
                                thumbnail_url: string | null;
                                location_city: string | null;
                            };
                            /** Format: date-time */
                            server_time: string;
                            reserve_price_cents: number | null;
                            hammer_price_cents: number | null;
                            winner: {
                                /** Format: uuid */
                                dealer_id: string;
                                company_name: string;
                            } | null;
                            fee_cents: number | null;
                            fee_status: ("outstanding" | "collected") | null;
                            fee_collected_at: string | null;
                            fee_reference: string | null;
                            ended_at: string | null;
                            force_end_reason: string | null;
                            leader_suspended?: boolean;
                            unsold_reason?: ("leader_suspended" | "leader_removed") | null;
                            offer_cents?: number | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminAuctionsActive: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            listing_id: string;
                            /** @enum {string} */
                            status: "pending" | "scheduled" | "live" | "ended";
                            start_at: string | null;
                            end_at: string | null;
                            starting_price_cents: number;
                            current_price_cents: number | null;
                            min_next_bid_cents: number;
                            bid_count: number;
                            reserve_met: boolean | null;
                            outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                            currency: string;
                            listing: {
                                title: string | null;
                                thumbnail_url: string | null;
                                location_city: string | null;
                            };
                            /** Format: date-time */
                            server_time: string;
                            reserve_price_cents: number | null;
                            hammer_price_cents: number | null;
                            winner: {
                                /** Format: uuid */
                                dealer_id: string;
                                company_name: string;
                            } | null;
                            fee_cents: number | null;
                            fee_status: ("outstanding" | "collected") | null;
                            fee_collected_at: string | null;
                            fee_reference: string | null;
                            ended_at: string | null;
                            force_end_reason: string | null;
                            leader_suspended?: boolean;
                            unsold_reason?: ("leader_suspended" | "leader_removed") | null;
                            offer_cents?: number | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getAdminAuctions:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        listing_id: string;
                        /** @enum {string} */
                        status: "pending" | "scheduled" | "live" | "ended";
                        start_at: string | null;
                        end_at: string | null;
                        starting_price_cents: number;
                        current_price_cents: number | null;
                        min_next_bid_cents: number;
                        bid_count: number;
                        reserve_met: boolean | null;
                        outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                        currency: string;
                        listing: {
                            title: string | null;
                            thumbnail_url: string | null;
                            location_city: string | null;
                        };
                        /** Format: date-time */
                        server_time: string;
                        reserve_price_cents: number | null;
                        hammer_price_cents: number | null;
                        winner: {
                            /** Format: uuid */
                            dealer_id: string;
                            company_name: string;
                        } | null;
                        fee_cents: number | null;
                        fee_status: ("outstanding" | "collected") | null;
                        fee_collected_at: string | null;
                        fee_reference: string | null;
                        ended_at: string | null;
                        force_end_reason: string | null;
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        leader_suspended?: boolean;
                        unsold_reason?: ("leader_suspended" | "leader_removed") | null;
                        offer_cents?: number | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postAdminAuctions:idSchedule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    start_at: string;
                    /** Format: date-time */
                    end_at: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        listing_id: string;
                        /** @enum {string} */
                        status: "pending" | "scheduled" | "live" | "ended";
                        start_at: string | null;
                        end_at: string | null;
                        starting_price_cents: number;
                        current_price_cents: number | null;
                        min_next_bid_cents: number;
                        bid_count: number;
                        reserve_met: boolean | null;
                        outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                        currency: string;
                        listing: {
                            title: string | null;
                            thumbnail_url: string | null;
                            location_city: string | null;
                        };
                        /** Format: date-time */
                        server_time: string;
                        reserve_price_cents: number | null;
                        hammer_price_cents: number | null;
                        winner: {
                            /** Format: uuid */
                            dealer_id: string;
                            company_name: string;
                        } | null;
                        fee_cents: number | null;
                        fee_status: ("outstanding" | "collected") | null;
                        fee_collected_at: string | null;
                        fee_reference: string | null;
                        ended_at: string | null;
                        force_end_reason: string | null;
                        leader_suspended?: boolean;
                        unsold_reason?: ("leader_suspended" | "leader_removed") | null;
                        offer_cents?: number | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postAdminAuctions:idForceEnd": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        listing_id: string;
                        /** @enum {string} */
                        status: "pending" | "scheduled" | "live" | "ended";
                        start_at: string | null;
                        end_at: string | null;
                        starting_price_cents: number;
                        current_price_cents: number | null;
                        min_next_bid_cents: number;
                        bid_count: number;
                        reserve_met: boolean | null;
                        outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                        currency: string;
                        listing: {
                            title: string | null;
                            thumbnail_url: string | null;
                            location_city: string | null;
                        };
                        /** Format: date-time */
                        server_time: string;
                        reserve_price_cents: number | null;
                        hammer_price_cents: number | null;
                        winner: {
                            /** Format: uuid */
                            dealer_id: string;
                            company_name: string;
                        } | null;
                        fee_cents: number | null;
                        fee_status: ("outstanding" | "collected") | null;
                        fee_collected_at: string | null;
                        fee_reference: string | null;
                        ended_at: string | null;
                        force_end_reason: string | null;
                        leader_suspended?: boolean;
                        unsold_reason?: ("leader_suspended" | "leader_removed") | null;
                        offer_cents?: number | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postAdminAuctions:idMarkFeeCollected": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reference?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        listing_id: string;
                        /** @enum {string} */
                        status: "pending" | "scheduled" | "live" | "ended";
                        start_at: string | null;
                        end_at: string | null;
                        starting_price_cents: number;
                        current_price_cents: number | null;
                        min_next_bid_cents: number;
                        bid_count: number;
                        reserve_met: boolean | null;
                        outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                        currency: string;
                        listing: {
                            title: string | null;
                            thumbnail_url: string | null;
                            location_city: string | null;
                        };
                        /** Format: date-time */
                        server_time: string;
                        reserve_price_cents: number | null;
                        hammer_price_cents: number | null;
                        winner: {
                            /** Format: uuid */
                            dealer_id: string;
                            company_name: string;
                        } | null;
                        fee_cents: number | null;
                        fee_status: ("outstanding" | "collected") | null;
                        fee_collected_at: string | null;
                        fee_reference: string | null;
                        ended_at: string | null;
                        force_end_reason: string | null;
                        leader_suspended?: boolean;
                        unsold_reason?: ("leader_suspended" | "leader_removed") | null;
                        offer_cents?: number | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getSellerAuctions:idNegotiation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        auction_id: string;
                        /** @enum {string} */
                        status: "open" | "accepted" | "lapsed";
                        /** Format: date-time */
                        expires_at: string;
                        highest_bid_cents: number;
                        offers: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            by: "seller" | "dealer";
                            amount_cents: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined" | "countered" | "lapsed";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        reserve_price_cents: number | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postSellerAuctions:idOffers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount_cents: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        auction_id: string;
                        /** @enum {string} */
                        status: "open" | "accepted" | "lapsed";
                        /** Format: date-time */
                        expires_at: string;
                        highest_bid_cents: number;
                        offers: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            by: "seller" | "dealer";
                            amount_cents: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined" | "countered" | "lapsed";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        reserve_price_cents: number | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postSellerAuctions:idOffers:offerIdAccept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                offer_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        auction_id: string;
                        /** @enum {string} */
                        status: "open" | "accepted" | "lapsed";
                        /** Format: date-time */
                        expires_at: string;
                        highest_bid_cents: number;
                        offers: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            by: "seller" | "dealer";
                            amount_cents: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined" | "countered" | "lapsed";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        reserve_price_cents: number | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postSellerAuctions:idOffers:offerIdDecline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                offer_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        auction_id: string;
                        /** @enum {string} */
                        status: "open" | "accepted" | "lapsed";
                        /** Format: date-time */
                        expires_at: string;
                        highest_bid_cents: number;
                        offers: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            by: "seller" | "dealer";
                            amount_cents: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined" | "countered" | "lapsed";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        reserve_price_cents: number | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getDealerAuctions:idNegotiation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        auction_id: string;
                        /** @enum {string} */
                        status: "open" | "accepted" | "lapsed";
                        /** Format: date-time */
                        expires_at: string;
                        highest_bid_cents: number;
                        offers: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            by: "seller" | "dealer";
                            amount_cents: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined" | "countered" | "lapsed";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postDealerAuctions:idOffers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount_cents: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        auction_id: string;
                        /** @enum {string} */
                        status: "open" | "accepted" | "lapsed";
                        /** Format: date-time */
                        expires_at: string;
                        highest_bid_cents: number;
                        offers: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            by: "seller" | "dealer";
                            amount_cents: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined" | "countered" | "lapsed";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postDealerAuctions:idOffers:offerIdAccept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                offer_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        auction_id: string;
                        /** @enum {string} */
                        status: "open" | "accepted" | "lapsed";
                        /** Format: date-time */
                        expires_at: string;
                        highest_bid_cents: number;
                        offers: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            by: "seller" | "dealer";
                            amount_cents: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined" | "countered" | "lapsed";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postDealerAuctions:idOffers:offerIdDecline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                offer_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        auction_id: string;
                        /** @enum {string} */
                        status: "open" | "accepted" | "lapsed";
                        /** Format: date-time */
                        expires_at: string;
                        highest_bid_cents: number;
                        offers: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            by: "seller" | "dealer";
                            amount_cents: number;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "declined" | "countered" | "lapsed";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getSellerListings:idAuction": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        listing_id: string;
                        /** @enum {string} */
                        status: "pending" | "scheduled" | "live" | "ended";
                        start_at: string | null;
                        end_at: string | null;
                        starting_price_cents: number;
                        current_price_cents: number | null;
                        min_next_bid_cents: number;
                        bid_count: number;
                        reserve_met: boolean | null;
                        outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                        currency: string;
                        listing: {
                            title: string | null;
                            thumbnail_url: string | null;
                            location_city: string | null;
                        };
                        /** Format: date-time */
                        server_time: string;
                        reserve_price_cents: number | null;
                        hammer_price_cents: number | null;
                        winner: {
                            /** Format: uuid */
                            dealer_id: string;
                            company_name: string;
                        } | null;
                        fee_cents: number | null;
                        fee_status: ("outstanding" | "collected") | null;
                        fee_collected_at: string | null;
                        fee_reference: string | null;
                        ended_at: string | null;
                        force_end_reason: string | null;
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        leader_suspended?: boolean;
                        unsold_reason?: ("leader_suspended" | "leader_removed") | null;
                        offer_cents?: number | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postSellerListings:idRequestRerun": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reserve_price_cents?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string | null;
                        description: string;
                        category: ("vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other") | null;
                        condition: ("new" | "used" | "for_parts") | null;
                        location_city: string | null;
                        location_country: string | null;
                        attributes: {
                            [key: string]: string;
                        };
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        starting_price_cents: number | null;
                        currency: string;
                        /** @enum {string} */
                        status: "draft" | "pending_review" | "approved" | "rejected" | "in_auction" | "sold" | "unsold";
                        photos: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            thumbnail_url: string;
                            display_url: string;
                            position: number;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        submitted_at: string | null;
                        reserve_price_cents: number | null;
                        rejection_reason: string | null;
                        rerun_count: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getSellerAuctions:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        listing_id: string;
                        /** @enum {string} */
                        status: "pending" | "scheduled" | "live" | "ended";
                        start_at: string | null;
                        end_at: string | null;
                        starting_price_cents: number;
                        current_price_cents: number | null;
                        min_next_bid_cents: number;
                        bid_count: number;
                        reserve_met: boolean | null;
                        outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                        currency: string;
                        listing: {
                            title: string | null;
                            thumbnail_url: string | null;
                            location_city: string | null;
                        };
                        /** Format: date-time */
                        server_time: string;
                        reserve_price_cents: number | null;
                        hammer_price_cents: number | null;
                        winner: {
                            /** Format: uuid */
                            dealer_id: string;
                            company_name: string;
                        } | null;
                        fee_cents: number | null;
                        fee_status: ("outstanding" | "collected") | null;
                        fee_collected_at: string | null;
                        fee_reference: string | null;
                        ended_at: string | null;
                        force_end_reason: string | null;
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        leader_suspended?: boolean;
                        unsold_reason?: ("leader_suspended" | "leader_removed") | null;
                        offer_cents?: number | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getSellerAuctions:idContact": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company_name: string;
                        contact_name: string;
                        phone: string;
                        email: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postSellerAuctions:idAcceptHighestBid": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        listing_id: string;
                        /** @enum {string} */
                        status: "pending" | "scheduled" | "live" | "ended";
                        start_at: string | null;
                        end_at: string | null;
                        starting_price_cents: number;
                        current_price_cents: number | null;
                        min_next_bid_cents: number;
                        bid_count: number;
                        reserve_met: boolean | null;
                        outcome: ("sold" | "reserve_not_met" | "no_bids" | "cancelled") | null;
                        currency: string;
                        listing: {
                            title: string | null;
                            thumbnail_url: string | null;
                            location_city: string | null;
                        };
                        /** Format: date-time */
                        server_time: string;
                        reserve_price_cents: number | null;
                        hammer_price_cents: number | null;
                        winner: {
                            /** Format: uuid */
                            dealer_id: string;
                            company_name: string;
                        } | null;
                        fee_cents: number | null;
                        fee_status: ("outstanding" | "collected") | null;
                        fee_collected_at: string | null;
                        fee_reference: string | null;
                        ended_at: string | null;
                        force_end_reason: string | null;
                        leader_suspended?: boolean;
                        unsold_reason?: ("leader_suspended" | "leader_removed") | null;
                        offer_cents?: number | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postDealerAuctions:idDisputes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "not_as_described" | "undisclosed_damage" | "mileage_discrepancy" | "documents" | "other";
                    description: string;
                    requested_adjustment_cents?: number;
                    photo_upload_ids?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        auction_id: string;
                        /** @enum {string} */
                        status: "open" | "resolved";
                        /** @enum {string} */
                        reason: "not_as_described" | "undisclosed_damage" | "mileage_discrepancy" | "documents" | "other";
                        description: string;
                        photos: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            url: string;
                        }[];
                        requested_adjustment_cents: number | null;
                        seller_response: {
                            body: string;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                        decision: {
                            /** @enum {string} */
                            decision: "rejected" | "price_adjusted" | "sale_cancelled";
                            adjusted_price_cents: number | null;
                            note: string;
                        } | null;
                        /** Format: date-time */
                        created_at: string;
                        resolved_at: string | null;
                        listing_id: string | null;
                        listing_title: string;
                        currency: string;
                        hammer_price_cents: number | null;
                        sale_price_cents: number;
                        /** Format: date-time */
                        sold_at: string;
                        dealer_company_name: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getDealerAuctions:idDispute": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        auction_id: string;
                        dispute: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            auction_id: string;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            /** @enum {string} */
                            reason: "not_as_described" | "undisclosed_damage" | "mileage_discrepancy" | "documents" | "other";
                            description: string;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                content_type: string;
                                url: string;
                            }[];
                            requested_adjustment_cents: number | null;
                            seller_response: {
                                body: string;
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            decision: {
                                /** @enum {string} */
                                decision: "rejected" | "price_adjusted" | "sale_cancelled";
                                adjusted_price_cents: number | null;
                                note: string;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            resolved_at: string | null;
                            listing_id: string | null;
                            listing_title: string;
                            currency: string;
                            hammer_price_cents: number | null;
                            sale_price_cents: number;
                            /** Format: date-time */
                            sold_at: string;
                            dealer_company_name: string | null;
                        } | null;
                        /** Format: date-time */
                        window_ends_at: string;
                        can_open: boolean;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getDealerDisputes:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        auction_id: string;
                        /** @enum {string} */
                        status: "open" | "resolved";
                        /** @enum {string} */
                        reason: "not_as_described" | "undisclosed_damage" | "mileage_discrepancy" | "documents" | "other";
                        description: string;
                        photos: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            url: string;
                        }[];
                        requested_adjustment_cents: number | null;
                        seller_response: {
                            body: string;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                        decision: {
                            /** @enum {string} */
                            decision: "rejected" | "price_adjusted" | "sale_cancelled";
                            adjusted_price_cents: number | null;
                            note: string;
                        } | null;
                        /** Format: date-time */
                        created_at: string;
                        resolved_at: string | null;
                        listing_id: string | null;
                        listing_title: string;
                        currency: string;
                        hammer_price_cents: number | null;
                        sale_price_cents: number;
                        /** Format: date-time */
                        sold_at: string;
                        dealer_company_name: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getSellerAuctions:idDispute": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        auction_id: string;
                        dispute: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            auction_id: string;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            /** @enum {string} */
                            reason: "not_as_described" | "undisclosed_damage" | "mileage_discrepancy" | "documents" | "other";
                            description: string;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                content_type: string;
                                url: string;
                            }[];
                            requested_adjustment_cents: number | null;
                            seller_response: {
                                body: string;
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            decision: {
                                /** @enum {string} */
                                decision: "rejected" | "price_adjusted" | "sale_cancelled";
                                adjusted_price_cents: number | null;
                                note: string;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            resolved_at: string | null;
                            listing_id: string | null;
                            listing_title: string;
                            currency: string;
                            hammer_price_cents: number | null;
                            sale_price_cents: number;
                            /** Format: date-time */
                            sold_at: string;
                            dealer_company_name: string | null;
                        } | null;
                        /** Format: date-time */
                        window_ends_at: string;
                        can_open: boolean;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getSellerDisputes:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        auction_id: string;
                        /** @enum {string} */
                        status: "open" | "resolved";
                        /** @enum {string} */
                        reason: "not_as_described" | "undisclosed_damage" | "mileage_discrepancy" | "documents" | "other";
                        description: string;
                        photos: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            url: string;
                        }[];
                        requested_adjustment_cents: number | null;
                        seller_response: {
                            body: string;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                        decision: {
                            /** @enum {string} */
                            decision: "rejected" | "price_adjusted" | "sale_cancelled";
                            adjusted_price_cents: number | null;
                            note: string;
                        } | null;
                        /** Format: date-time */
                        created_at: string;
                        resolved_at: string | null;
                        listing_id: string | null;
                        listing_title: string;
                        currency: string;
                        hammer_price_cents: number | null;
                        sale_price_cents: number;
                        /** Format: date-time */
                        sold_at: string;
                        dealer_company_name: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postSellerDisputes:idResponse": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        auction_id: string;
                        /** @enum {string} */
                        status: "open" | "resolved";
                        /** @enum {string} */
                        reason: "not_as_described" | "undisclosed_damage" | "mileage_discrepancy" | "documents" | "other";
                        description: string;
                        photos: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            url: string;
                        }[];
                        requested_adjustment_cents: number | null;
                        seller_response: {
                            body: string;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                        decision: {
                            /** @enum {string} */
                            decision: "rejected" | "price_adjusted" | "sale_cancelled";
                            adjusted_price_cents: number | null;
                            note: string;
                        } | null;
                        /** Format: date-time */
                        created_at: string;
                        resolved_at: string | null;
                        listing_id: string | null;
                        listing_title: string;
                        currency: string;
                        hammer_price_cents: number | null;
                        sale_price_cents: number;
                        /** Format: date-time */
                        sold_at: string;
                        dealer_company_name: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminDisputes: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                status?: "open" | "resolved";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            auction_id: string;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            /** @enum {string} */
                            reason: "not_as_described" | "undisclosed_damage" | "mileage_discrepancy" | "documents" | "other";
                            description: string;
                            photos: {
                                /** Format: uuid */
                                id: string;
                                content_type: string;
                                url: string;
                            }[];
                            requested_adjustment_cents: number | null;
                            seller_response: {
                                body: string;
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            decision: {
                                /** @enum {string} */
                                decision: "rejected" | "price_adjusted" | "sale_cancelled";
                                adjusted_price_cents: number | null;
                                note: string;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            resolved_at: string | null;
                            listing_id: string | null;
                            listing_title: string;
                            currency: string;
                            hammer_price_cents: number | null;
                            sale_price_cents: number;
                            /** Format: date-time */
                            sold_at: string;
                            dealer_company_name: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getAdminDisputes:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        auction_id: string;
                        /** @enum {string} */
                        status: "open" | "resolved";
                        /** @enum {string} */
                        reason: "not_as_described" | "undisclosed_damage" | "mileage_discrepancy" | "documents" | "other";
                        description: string;
                        photos: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            url: string;
                        }[];
                        requested_adjustment_cents: number | null;
                        seller_response: {
                            body: string;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                        decision: {
                            /** @enum {string} */
                            decision: "rejected" | "price_adjusted" | "sale_cancelled";
                            adjusted_price_cents: number | null;
                            note: string;
                        } | null;
                        /** Format: date-time */
                        created_at: string;
                        resolved_at: string | null;
                        listing_id: string | null;
                        listing_title: string;
                        currency: string;
                        hammer_price_cents: number | null;
                        sale_price_cents: number;
                        /** Format: date-time */
                        sold_at: string;
                        dealer_company_name: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postAdminDisputes:idResolve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "rejected" | "price_adjusted" | "sale_cancelled";
                    adjusted_price_cents?: number;
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        auction_id: string;
                        /** @enum {string} */
                        status: "open" | "resolved";
                        /** @enum {string} */
                        reason: "not_as_described" | "undisclosed_damage" | "mileage_discrepancy" | "documents" | "other";
                        description: string;
                        photos: {
                            /** Format: uuid */
                            id: string;
                            content_type: string;
                            url: string;
                        }[];
                        requested_adjustment_cents: number | null;
                        seller_response: {
                            body: string;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                        decision: {
                            /** @enum {string} */
                            decision: "rejected" | "price_adjusted" | "sale_cancelled";
                            adjusted_price_cents: number | null;
                            note: string;
                        } | null;
                        /** Format: date-time */
                        created_at: string;
                        resolved_at: string | null;
                        listing_id: string | null;
                        listing_title: string;
                        currency: string;
                        hammer_price_cents: number | null;
                        sale_price_cents: number;
                        /** Format: date-time */
                        sold_at: string;
                        dealer_company_name: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getAuctions:idEvents": {
        parameters: {
            query?: {
                last_event_id?: string;
            };
            header?: {
                "last-event-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getAuctions:idMessages": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            from: "seller" | "dealer" | "staff";
                            body: string;
                            /** Format: date-time */
                            created_at: string;
                            read_at: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postAuctions:idMessages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        from: "seller" | "dealer" | "staff";
                        body: string;
                        /** Format: date-time */
                        created_at: string;
                        read_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "putDealerWatchlist:auctionId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                auction_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Watching */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "deleteDealerWatchlist:auctionId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                auction_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not watching */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postSavedSearchesUnsubscribe: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
                "application/x-www-form-urlencoded": Record<string, never>;
                "multipart/form-data": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getDealerSavedSearches: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            filters: {
                                q?: string;
                                /** @enum {string} */
                                category?: "vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other";
                                make?: string;
                                model?: string;
                                brand?: string;
                                year_min?: number;
                                year_max?: number;
                                mileage_max_km?: number;
                                fuel?: ("petrol" | "diesel" | "hybrid" | "plug_in_hybrid" | "electric" | "lpg" | "other")[];
                                transmission?: ("manual" | "automatic")[];
                                body_type?: ("hatchback" | "saloon" | "estate" | "suv" | "coupe" | "convertible" | "mpv" | "pickup" | "van" | "other")[];
                                grade_max?: number;
                                price_min?: number;
                                price_max?: number;
                                country?: string;
                            };
                            /** @enum {string} */
                            alert: "instant" | "daily" | "off";
                            /** Format: date-time */
                            created_at: string;
                            last_alerted_at: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    postDealerSavedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    filters: {
                        q?: string;
                        /** @enum {string} */
                        category?: "vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other";
                        make?: string;
                        model?: string;
                        brand?: string;
                        year_min?: number;
                        year_max?: number;
                        mileage_max_km?: number;
                        fuel?: string[];
                        transmission?: string[];
                        body_type?: string[];
                        grade_max?: number;
                        price_min?: number;
                        price_max?: number;
                        country?: string;
                    };
                    /** @enum {string} */
                    alert: "instant" | "daily" | "off";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        filters: {
                            q?: string;
                            /** @enum {string} */
                            category?: "vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other";
                            make?: string;
                            model?: string;
                            brand?: string;
                            year_min?: number;
                            year_max?: number;
                            mileage_max_km?: number;
                            fuel?: ("petrol" | "diesel" | "hybrid" | "plug_in_hybrid" | "electric" | "lpg" | "other")[];
                            transmission?: ("manual" | "automatic")[];
                            body_type?: ("hatchback" | "saloon" | "estate" | "suv" | "coupe" | "convertible" | "mpv" | "pickup" | "van" | "other")[];
                            grade_max?: number;
                            price_min?: number;
                            price_max?: number;
                            country?: string;
                        };
                        /** @enum {string} */
                        alert: "instant" | "daily" | "off";
                        /** Format: date-time */
                        created_at: string;
                        last_alerted_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "deleteDealerSavedSearches:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "patchDealerSavedSearches:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    filters?: {
                        q?: string;
                        /** @enum {string} */
                        category?: "vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other";
                        make?: string;
                        model?: string;
                        brand?: string;
                        year_min?: number;
                        year_max?: number;
                        mileage_max_km?: number;
                        fuel?: string[];
                        transmission?: string[];
                        body_type?: string[];
                        grade_max?: number;
                        price_min?: number;
                        price_max?: number;
                        country?: string;
                    };
                    /** @enum {string} */
                    alert?: "instant" | "daily" | "off";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        filters: {
                            q?: string;
                            /** @enum {string} */
                            category?: "vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other";
                            make?: string;
                            model?: string;
                            brand?: string;
                            year_min?: number;
                            year_max?: number;
                            mileage_max_km?: number;
                            fuel?: ("petrol" | "diesel" | "hybrid" | "plug_in_hybrid" | "electric" | "lpg" | "other")[];
                            transmission?: ("manual" | "automatic")[];
                            body_type?: ("hatchback" | "saloon" | "estate" | "suv" | "coupe" | "convertible" | "mpv" | "pickup" | "van" | "other")[];
                            grade_max?: number;
                            price_min?: number;
                            price_max?: number;
                            country?: string;
                        };
                        /** @enum {string} */
                        alert: "instant" | "daily" | "off";
                        /** Format: date-time */
                        created_at: string;
                        last_alerted_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminPayments: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                fee_status?: "outstanding" | "collected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            auction_id: string;
                            /** Format: uuid */
                            listing_id: string;
                            listing_title: string | null;
                            dealer_id: string | null;
                            dealer_company_name: string | null;
                            hammer_price_cents: number;
                            fee_cents: number;
                            /** @enum {string} */
                            fee_status: "outstanding" | "collected";
                            /** Format: date-time */
                            ended_at: string;
                            fee_collected_at: string | null;
                            fee_reference: string | null;
                            currency: string;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getAdminExportsPayments.csv": {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFC 4180 CSV, UTF-8, with a header row; downloaded as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getDealerInvoices: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                status?: "outstanding" | "paid" | "void";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            number: string;
                            /** Format: date-time */
                            issued_at: string;
                            auction_id: string | null;
                            listing_title: string | null;
                            dealer: {
                                company_name: string | null;
                                address: string | null;
                                vat_number: string | null;
                            };
                            lines: {
                                description: string;
                                amount_cents: number;
                            }[];
                            subtotal_cents: number;
                            tax_rate_bps: number;
                            tax_cents: number;
                            total_cents: number;
                            currency: string;
                            /** @enum {string} */
                            status: "outstanding" | "paid" | "void";
                            credit_notes: {
                                /** Format: uuid */
                                id: string;
                                number: string;
                                /** Format: date-time */
                                issued_at: string;
                                amount_cents: number;
                                reason: string;
                            }[];
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getDealerInvoices:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        number: string;
                        /** Format: date-time */
                        issued_at: string;
                        auction_id: string | null;
                        listing_title: string | null;
                        dealer: {
                            company_name: string | null;
                            address: string | null;
                            vat_number: string | null;
                        };
                        lines: {
                            description: string;
                            amount_cents: number;
                        }[];
                        subtotal_cents: number;
                        tax_rate_bps: number;
                        tax_cents: number;
                        total_cents: number;
                        currency: string;
                        /** @enum {string} */
                        status: "outstanding" | "paid" | "void";
                        credit_notes: {
                            /** Format: uuid */
                            id: string;
                            number: string;
                            /** Format: date-time */
                            issued_at: string;
                            amount_cents: number;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getDealerInvoices:idPdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice as a one-page A4 PDF, downloaded as `<number>.pdf` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminInvoices: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                status?: "outstanding" | "paid" | "void";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            number: string;
                            /** Format: date-time */
                            issued_at: string;
                            auction_id: string | null;
                            listing_title: string | null;
                            dealer: {
                                company_name: string | null;
                                address: string | null;
                                vat_number: string | null;
                            };
                            lines: {
                                description: string;
                                amount_cents: number;
                            }[];
                            subtotal_cents: number;
                            tax_rate_bps: number;
                            tax_cents: number;
                            total_cents: number;
                            currency: string;
                            /** @enum {string} */
                            status: "outstanding" | "paid" | "void";
                            credit_notes: {
                                /** Format: uuid */
                                id: string;
                                number: string;
                                /** Format: date-time */
                                issued_at: string;
                                amount_cents: number;
                                reason: string;
                            }[];
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getAdminInvoices:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        number: string;
                        /** Format: date-time */
                        issued_at: string;
                        auction_id: string | null;
                        listing_title: string | null;
                        dealer: {
                            company_name: string | null;
                            address: string | null;
                            vat_number: string | null;
                        };
                        lines: {
                            description: string;
                            amount_cents: number;
                        }[];
                        subtotal_cents: number;
                        tax_rate_bps: number;
                        tax_cents: number;
                        total_cents: number;
                        currency: string;
                        /** @enum {string} */
                        status: "outstanding" | "paid" | "void";
                        credit_notes: {
                            /** Format: uuid */
                            id: string;
                            number: string;
                            /** Format: date-time */
                            issued_at: string;
                            amount_cents: number;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getAdminInvoices:idPdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice as a one-page A4 PDF, downloaded as `<number>.pdf` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getAdminExportsInvoices.csv": {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFC 4180 CSV, UTF-8, with a header row; downloaded as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminAnalytics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date */
                        from: string;
                        /** Format: date */
                        to: string;
                        currency: string;
                        gmv_cents: number;
                        auctions_ended: number;
                        auctions_sold: number;
                        sell_through_rate: number;
                        avg_bids_per_auction: number;
                        fees_outstanding_cents: number;
                        fees_collected_cents: number;
                        daily: {
                            /** Format: date */
                            date: string;
                            gmv_cents: number;
                            auctions_ended: number;
                            auctions_sold: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminQueues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        kyc_pending: number;
                        listings_pending: number;
                        auctions_schedulable: number;
                        auctions_live: number;
                        fees_outstanding: number;
                        disputes_open: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminEvents: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                type?: "user.registered" | "user.email_verified" | "user.password_reset" | "user.password_changed" | "user.signed_out_everywhere" | "user.mfa_enabled" | "user.mfa_disabled" | "kyc.submitted" | "kyc.approved" | "kyc.rejected" | "kyc.resubmission_requested" | "listing.created" | "listing.deleted" | "listing.submitted" | "listing.approved" | "listing.rejected" | "auction.created" | "auction.scheduled" | "auction.started" | "auction.extended" | "auction.ended" | "auction.force_ended" | "auction.rerun_requested" | "auction.offer_accepted" | "offer.made" | "offer.accepted" | "offer.declined" | "invoice.issued" | "credit_note.issued" | "dispute.opened" | "dispute.responded" | "dispute.resolved" | "bid.placed" | "fee.collected" | "dealer.activated" | "dealer.suspended" | "dealer.reinstated";
                actor_id?: string;
                subject_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            type: "user.registered" | "user.email_verified" | "user.password_reset" | "user.password_changed" | "user.signed_out_everywhere" | "user.mfa_enabled" | "user.mfa_disabled" | "kyc.submitted" | "kyc.approved" | "kyc.rejected" | "kyc.resubmission_requested" | "listing.created" | "listing.deleted" | "listing.submitted" | "listing.approved" | "listing.rejected" | "auction.created" | "auction.scheduled" | "auction.started" | "auction.extended" | "auction.ended" | "auction.force_ended" | "auction.rerun_requested" | "auction.offer_accepted" | "offer.made" | "offer.accepted" | "offer.declined" | "invoice.issued" | "credit_note.issued" | "dispute.opened" | "dispute.responded" | "dispute.resolved" | "bid.placed" | "fee.collected" | "dealer.activated" | "dealer.suspended" | "dealer.reinstated";
                            actor_id: string | null;
                            actor_email: string | null;
                            /** @enum {string} */
                            subject_type: "auction" | "listing" | "kyc" | "dealer" | "user" | "invoice" | "dispute";
                            /** Format: uuid */
                            subject_id: string;
                            data: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** @description The actor's dealer company name, else the account's name */
                            actor_name: string | null;
                            /** @description The subject's name: a listing's (or an auction's listing's) title, a dealer's company, a KYC applicant's or a user's name */
                            subject_name: string | null;
                            /** @description The listing the subject is about: a listing's own id, an auction's listing */
                            listing_id: string | null;
                            /** @description The currency of the subject auction or listing: the one `data`'s amounts are in */
                            currency: string | null;
                            /** @description The company of the dealer `data` names (`dealer_id`, `winner_dealer_id`) */
                            dealer_name: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminListingsPending: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            title: string | null;
                            description: string;
                            category: ("vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other") | null;
                            condition: ("new" | "used" | "for_parts") | null;
                            location_city: string | null;
                            location_country: string | null;
                            attributes: {
                                [key: string]: string;
                            };
                            specifics: {
                                [key: string]: string | number | boolean;
                            };
                            condition_report: {
                                damages: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                    /** @enum {string} */
                                    kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                    /** @enum {string} */
                                    severity: "minor" | "moderate" | "major";
                                    note: string | null;
                                    photo_id: string | null;
                                    thumbnail_url: string | null;
                                }[];
                                tyres: {
                                    front_left_mm: number;
                                    front_right_mm: number;
                                    rear_left_mm: number;
                                    rear_right_mm: number;
                                } | null;
                                warning_lights: boolean;
                                runs_and_drives: boolean;
                                keys: number;
                                notes: string | null;
                                points: number;
                                grade: number;
                                /** Format: date-time */
                                updated_at: string;
                            } | null;
                            starting_price_cents: number | null;
                            currency: string;
                            /** @enum {string} */
                            status: "draft" | "pending_review" | "approved" | "rejected" | "in_auction" | "sold" | "unsold";
                            photos: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                thumbnail_url: string;
                                display_url: string;
                                position: number;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            submitted_at: string | null;
                            reserve_price_cents: number | null;
                            rejection_reason: string | null;
                            rerun_count: number;
                            seller: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                name: string;
                                /** @enum {string} */
                                kyc_status: "not_started" | "pending" | "approved" | "rejected" | "resubmission_requested";
                            };
                            review_claimed_by: string | null;
                            review_claimed_until: string | null;
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminListingsPendingNext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string | null;
                        description: string;
                        category: ("vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other") | null;
                        condition: ("new" | "used" | "for_parts") | null;
                        location_city: string | null;
                        location_country: string | null;
                        attributes: {
                            [key: string]: string;
                        };
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        starting_price_cents: number | null;
                        currency: string;
                        /** @enum {string} */
                        status: "draft" | "pending_review" | "approved" | "rejected" | "in_auction" | "sold" | "unsold";
                        photos: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            thumbnail_url: string;
                            display_url: string;
                            position: number;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        submitted_at: string | null;
                        reserve_price_cents: number | null;
                        rejection_reason: string | null;
                        rerun_count: number;
                        seller: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            kyc_status: "not_started" | "pending" | "approved" | "rejected" | "resubmission_requested";
                        };
                        review_claimed_by: string | null;
                        review_claimed_until: string | null;
                    };
                };
            };
            /** @description Nothing to review */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "getAdminListings:id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string | null;
                        description: string;
                        category: ("vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other") | null;
                        condition: ("new" | "used" | "for_parts") | null;
                        location_city: string | null;
                        location_country: string | null;
                        attributes: {
                            [key: string]: string;
                        };
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        starting_price_cents: number | null;
                        currency: string;
                        /** @enum {string} */
                        status: "draft" | "pending_review" | "approved" | "rejected" | "in_auction" | "sold" | "unsold";
                        photos: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            thumbnail_url: string;
                            display_url: string;
                            position: number;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        submitted_at: string | null;
                        reserve_price_cents: number | null;
                        rejection_reason: string | null;
                        rerun_count: number;
                        seller: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            kyc_status: "not_started" | "pending" | "approved" | "rejected" | "resubmission_requested";
                        };
                        review_claimed_by: string | null;
                        review_claimed_until: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postAdminListings:idApprove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string | null;
                        description: string;
                        category: ("vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other") | null;
                        condition: ("new" | "used" | "for_parts") | null;
                        location_city: string | null;
                        location_country: string | null;
                        attributes: {
                            [key: string]: string;
                        };
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        starting_price_cents: number | null;
                        currency: string;
                        /** @enum {string} */
                        status: "draft" | "pending_review" | "approved" | "rejected" | "in_auction" | "sold" | "unsold";
                        photos: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            thumbnail_url: string;
                            display_url: string;
                            position: number;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        submitted_at: string | null;
                        reserve_price_cents: number | null;
                        rejection_reason: string | null;
                        rerun_count: number;
                        seller: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            kyc_status: "not_started" | "pending" | "approved" | "rejected" | "resubmission_requested";
                        };
                        review_claimed_by: string | null;
                        review_claimed_until: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    "postAdminListings:idReject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string | null;
                        description: string;
                        category: ("vehicles" | "motorcycles" | "machinery" | "electronics" | "jewellery_watches" | "art_collectibles" | "home_garden" | "other") | null;
                        condition: ("new" | "used" | "for_parts") | null;
                        location_city: string | null;
                        location_country: string | null;
                        attributes: {
                            [key: string]: string;
                        };
                        specifics: {
                            [key: string]: string | number | boolean;
                        };
                        condition_report: {
                            damages: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                panel: "front_bumper" | "bonnet" | "roof" | "boot" | "rear_bumper" | "front_left_wing" | "front_right_wing" | "front_left_door" | "front_right_door" | "rear_left_door" | "rear_right_door" | "rear_left_quarter" | "rear_right_quarter" | "windscreen" | "rear_window" | "left_mirror" | "right_mirror" | "front_left_wheel" | "front_right_wheel" | "rear_left_wheel" | "rear_right_wheel" | "interior" | "underbody" | "engine";
                                /** @enum {string} */
                                kind: "scratch" | "scuff" | "dent" | "chip" | "crack" | "rust" | "paint" | "missing" | "mechanical" | "other";
                                /** @enum {string} */
                                severity: "minor" | "moderate" | "major";
                                note: string | null;
                                photo_id: string | null;
                                thumbnail_url: string | null;
                            }[];
                            tyres: {
                                front_left_mm: number;
                                front_right_mm: number;
                                rear_left_mm: number;
                                rear_right_mm: number;
                            } | null;
                            warning_lights: boolean;
                            runs_and_drives: boolean;
                            keys: number;
                            notes: string | null;
                            points: number;
                            grade: number;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        starting_price_cents: number | null;
                        currency: string;
                        /** @enum {string} */
                        status: "draft" | "pending_review" | "approved" | "rejected" | "in_auction" | "sold" | "unsold";
                        photos: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            thumbnail_url: string;
                            display_url: string;
                            position: number;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        submitted_at: string | null;
                        reserve_price_cents: number | null;
                        rejection_reason: string | null;
                        rerun_count: number;
                        seller: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            kyc_status: "not_started" | "pending" | "approved" | "rejected" | "resubmission_requested";
                        };
                        review_claimed_by: string | null;
                        review_claimed_until: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unauthenticated" | "invalid_credentials" | "invalid_refresh_token" | "forbidden" | "dealer_not_active" | "not_found" | "bad_request" | "invalid_token" | "email_taken" | "invalid_state" | "kyc_required" | "seller_kyc_not_approved" | "auction_not_live" | "bid_too_low" | "already_leading" | "already_collected" | "limit_reached" | "email_not_verified" | "unsupported_media_type" | "payload_too_large" | "validation_error" | "rate_limited" | "internal_error" | "unavailable";
                            message: string;
                            details?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
}
