import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { tinyPdf, tinyPng } from './files.js';
import { emailedLink, tokenOf } from './mail.js';

/** The staff account the e2e server creates at start (playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'Admin-pass-2026!' } as const;
export const PASSWORD = 'Correct-horse-battery-9';

export interface Session {
  token: string;
  refreshToken: string;
  roles: string[];
  email: string;
  password: string;
  userId: string;
}

interface LoginAnswer {
  access_token: string;
  refresh_token: string;
  user: { id: string; roles: string[] };
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) {
    throw new Error(`${what} failed: HTTP ${String(response.status())} ${await response.text()}`);
  }
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

const toSession = (answer: LoginAnswer, email: string, password: string): Session => ({
  token: answer.access_token,
  refreshToken: answer.refresh_token,
  roles: answer.user.roles,
  email,
  password,
  userId: answer.user.id,
});

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** The real API, used to set up each story quickly (the UI under test is driven by the page). */
export class Api {
  constructor(private readonly request: APIRequestContext) {}

  private headers(session: Session) {
    return { Authorization: `Bearer ${session.token}` };
  }

  async get<T>(session: Session | null, path: string): Promise<T> {
    return ok<T>(
      await this.request.get(`/api${path}`, session ? { headers: this.headers(session) } : {}),
      `GET ${path}`,
    );
  }

  async post<T>(session: Session | null, path: string, data?: unknown): Promise<T> {
    return ok<T>(
      await this.request.post(`/api${path}`, {
        ...(session ? { headers: this.headers(session) } : {}),
        ...(data === undefined ? {} : { data }),
      }),
      `POST ${path}`,
    );
  }

  async put<T>(session: Session | null, path: string, data: unknown): Promise<T> {
    return ok<T>(
      await this.request.put(`/api${path}`, {
        ...(session ? { headers: this.headers(session) } : {}),
        data,
      }),
      `PUT ${path}`,
    );
  }

  /**
   * A new seller or dealer account. Its address is confirmed through the emailed link, as a
   * person would, unless `confirmEmail: false`: KYC is refused before that (SPEC §3.1).
   */
  async register(
    role: 'seller' | 'dealer',
    name = `E2E ${role}`,
    { confirmEmail = true }: { confirmEmail?: boolean } = {},
  ): Promise<Session> {
    const email = uniqueEmail(role);
    const answer = await this.post<LoginAnswer>(null, '/auth/register', {
      email,
      password: PASSWORD,
      role,
      name,
    });
    if (confirmEmail) await this.confirmEmail(email);
    return toSession(answer, email, PASSWORD);
  }

  /** Follows the confirmation email's link the way its page does: `POST /auth/verify-email`. */
  async confirmEmail(email: string): Promise<void> {
    const link = await emailedLink(email, '/verify-email');
    await this.post(null, '/auth/verify-email', { token: tokenOf(link) });
  }

  async login(email: string, password: string): Promise<Session> {
    return toSession(
      await this.post<LoginAnswer>(null, '/auth/login', { email, password }),
      email,
      password,
    );
  }

  admin(): Promise<Session> {
    return this.login(E2E_ADMIN.email, E2E_ADMIN.password);
  }

  /** presign → PUT → finalize, as the browser does. */
  async upload(
    session: Session,
    purpose: 'listing_photo' | 'kyc_document',
    listingId?: string,
  ): Promise<{ id: string }> {
    const [bytes, contentType, filename] =
      purpose === 'kyc_document'
        ? [tinyPdf(), 'application/pdf', 'passport.pdf']
        : [tinyPng(), 'image/png', 'photo.png'];
    const presign = await this.post<{
      upload_id: string;
      upload_url: string;
      headers: Record<string, string>;
    }>(session, '/uploads/presign', {
      purpose,
      filename,
      content_type: contentType,
      size_bytes: bytes.length,
      ...(listingId ? { listing_id: listingId } : {}),
    });
    await ok(
      await this.request.put(presign.upload_url, { headers: presign.headers, data: bytes }),
      'PUT upload',
    );
    return this.post<{ id: string }>(session, '/uploads/finalize', {
      upload_id: presign.upload_id,
    });
  }

  async approveKyc(kycId: string): Promise<void> {
    await this.post(await this.admin(), `/admin/kyc/${kycId}/approve`);
  }

  /** A seller whose KYC staff have approved. */
  async approvedSeller(): Promise<Session> {
    const seller = await this.register('seller', 'Sam Seller');
    const doc = await this.upload(seller, 'kyc_document');
    const kyc = await this.post<{ id: string }>(seller, '/seller/kyc', {
      full_name: 'Sam Seller',
      date_of_birth: '1980-05-17',
      phone: '+442079460958',
      address: { line1: '1 High Street', city: 'London', postal_code: 'SW1A 1AA', country: 'GB' },
      document_type: 'passport',
      document_number: 'P12345678',
      document_upload_ids: [doc.id],
    });
    await this.approveKyc(kyc.id);
    return seller;
  }

  /** A dealer with a profile and approved dealer KYC: active, allowed to bid. */
  async activeDealer(company = `Dealer ${randomUUID().slice(0, 6)} Ltd`): Promise<Session> {
    const dealer = await this.register('dealer', 'Nia North');
    const address = {
      line1: '7 Canal Wharf',
      city: 'Leeds',
      postal_code: 'LS11 5PS',
      country: 'GB',
    };
    await this.post(dealer, '/dealer/profile', {
      company_name: company,
      contact_name: 'Nia North',
      phone: '+441134960000',
      email: uniqueEmail('sales'),
      address,
    });
    const doc = await this.upload(dealer, 'kyc_document');
    const kyc = await this.post<{ id: string }>(dealer, '/dealer/kyc', {
      business_name: company,
      registration_number: '09876543',
      address,
      representative_name: 'Nia North',
      document_upload_ids: [doc.id],
    });
    await this.approveKyc(kyc.id);
    return dealer;
  }

  /**
   * A listing taken through review to a live auction: approved seller, photo, submit, staff
   * approve and schedule it to start now and end in `minutes` (or, with `startInMinutes`, to
   * start that much later: a scheduled auction).
   */
  async liveAuction(
    fields: Partial<Record<string, unknown>> = {},
    minutes = 30,
    /** Runs on the draft before it is submitted (e.g. a vehicle's condition report). */
    prepare?: (seller: Session, listingId: string) => Promise<void>,
    startInMinutes = 0,
  ): Promise<{ seller: Session; listingId: string; auctionId: string; title: string }> {
    const seller = await this.approvedSeller();
    const title =
      (fields.title as string | undefined) ?? `Leica M3 camera ${randomUUID().slice(0, 6)}`;
    const listing = await this.post<{ id: string }>(seller, '/seller/listings', {
      title,
      description: 'Serviced in 2024, shutter accurate, light brassing.',
      category: 'electronics',
      condition: 'used',
      location_city: 'Leeds',
      location_country: 'GB',
      attributes: { Make: 'Leica', Model: 'M3' },
      starting_price_cents: 120_000,
      reserve_price_cents: 180_000,
      ...fields,
    });
    await this.upload(seller, 'listing_photo', listing.id);
    await prepare?.(seller, listing.id);
    await this.post(seller, `/seller/listings/${listing.id}/submit`);
    const admin = await this.admin();
    await this.post(admin, `/admin/listings/${listing.id}/approve`);
    const auctionId = await this.pendingAuctionOf(admin, listing.id);
    const start = new Date(Date.now() + startInMinutes * 60_000);
    await this.post(admin, `/admin/auctions/${auctionId}/schedule`, {
      start_at: start.toISOString(),
      end_at: new Date(start.getTime() + minutes * 60_000).toISOString(),
    });
    return { seller, listingId: listing.id, auctionId, title };
  }

  private async pendingAuctionOf(admin: Session, listingId: string): Promise<string> {
    let cursor: string | null = null;
    do {
      const page: { items: { id: string; listing_id: string }[]; next_cursor: string | null } =
        await this.get(
          admin,
          `/admin/auctions/schedulable?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
        );
      const found = page.items.find((item) => item.listing_id === listingId);
      if (found) return found.id;
      cursor = page.next_cursor;
    } while (cursor);
    throw new Error(`no pending auction for listing ${listingId}`);
  }

  bid(dealer: Session, auctionId: string, amountCents: number, maxCents?: number) {
    return this.post<{ auction: { current_price_cents: number | null } }>(
      dealer,
      `/dealer/auctions/${auctionId}/bids`,
      {
        amount_cents: amountCents,
        ...(maxCents === undefined ? {} : { max_amount_cents: maxCents }),
      },
    );
  }
}
