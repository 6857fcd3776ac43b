// Scenario 7's data: `listings` listings with a realistic mix of statuses, their photos,
// auctions, bids, bidders, watchers, notifications and audit trail, written with SQL
// (generate_series) into a database the server has migrated. Rows are shaped as the app writes
// them (apps/server/src/db/schema.ts); files, hashes and KYC details are copied from the real
// rows the API made first, so photos resolve and seeded users could log in.
//
// The mix (of listings): 4% draft, 3% pending review, 2% approved (auction awaiting scheduling),
// 2% rejected, 5% scheduled, 12% live, 44% sold, 28% unsold (half reserve not met, half no
// bids). Live auctions have 0–15 bids, sold 1–25, by 1–4 dealers each. One seller per 20
// listings, one dealer per 100 (at least 20). The API-made seller and dealer are in the pools,
// so their pages are as full as anyone's. Item specifics, countries and condition reports come
// from growth-specifics.mjs.
import pg from 'pg';
import { seedConditionReports, seedSpecifics } from './growth-specifics.mjs';

/**
 * @param {string} url  the database (not through any tap)
 * @param {{ listings: number, realSellerId: string, realDealerUserId: string,
 *   log?: (...a: unknown[]) => void }} opts  the API-made seller (with one listing and its
 *   photo) and dealer (active) to copy from; `log` hears of the slow steps
 */
export async function seedGrowth(url, { listings, realSellerId, realDealerUserId, log }) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const N = listings;
    const S = Math.max(10, Math.round(N / 20));
    const D = Math.max(20, Math.round(N / 100));
    const q = async (text, values) => {
      const started = performance.now();
      const result = await c.query(text, values);
      const ms = performance.now() - started;
      if (log && ms > 1000)
        log(`growth seed: ${(ms / 1000).toFixed(1)} s for ${text.trim().slice(0, 60)}…`);
      return result;
    };
    // A bulk load consistent by construction: skip the per-row foreign-key triggers (a
    // superuser setting; without it the load is only slower).
    await c.query('set session_replication_role = replica').catch(() => undefined);
    await q('begin');
    await q('select setseed(0.42)');
    // Where a table's own triggers keep a column the answers read (a listing's cover, ADR 061;
    // an auction's card, ADR 065), those inserts run with every trigger, as the app's writes do.
    const { rows: role } = await q('show session_replication_role');
    const replica = role[0]?.session_replication_role === 'replica';
    const withTriggers = async (on) => {
      if (replica) await q(`set local session_replication_role = ${on ? 'origin' : 'replica'}`);
    };

    // What the API made: a seller's hash, KYC details, document and photo; a dealer; staff.
    const {
      rows: [real],
    } = await q(
      `select u.password_hash, k.details as seller_details,
              doc.storage_key as doc_key, doc.size_bytes as doc_size,
              photo.storage_key as photo_key, photo.thumbnail_key as thumb_key,
              photo.display_key, photo.thumbnail_avif_key, photo.display_avif_key,
              photo.size_bytes as photo_size, photo.width, photo.height,
              dp.id as dealer_id, dk.details as dealer_details,
              (select id from users where 'ADMIN' = any(roles) limit 1) as admin_id
         from users u
         join kyc_records k on k.user_id = u.id and k.kind = 'seller'
         join uploads doc on doc.id = k.document_upload_ids[1]
         join uploads photo on photo.owner_id = u.id and photo.purpose = 'listing_photo'
         join dealer_profiles dp on dp.user_id = $2
         join kyc_records dk on dk.user_id = $2 and dk.kind = 'dealer'
        where u.id = $1
        limit 1`,
      [realSellerId, realDealerUserId],
    );
    if (!real) throw new Error('growth seed: the API-made seller, photo or dealer is missing');
    const admin = real.admin_id;

    // ---- sellers: users, KYC documents and records (2% still pending review) -------------
    await q(`create temp table seller_pool (n int primary key, id uuid not null) on commit drop`);
    await q(`insert into seller_pool values (0, $1)`, [realSellerId]);
    await q(
      `insert into seller_pool select n, gen_random_uuid() from generate_series(1, ${S - 1}) n`,
    );
    await q(
      `insert into users (id, email, name, password_hash, roles, created_at, updated_at)
       select id, 'growth-seller-' || n || '@example.com', 'Seller ' || n, $1, '{SELLER}',
              t, t
         from seller_pool, lateral (select now() - interval '800 days'
                                         + n * (interval '780 days' / ${S}) as t) x
        where n > 0`,
      [real.password_hash],
    );
    await q(
      `with docs as (
         insert into uploads (owner_id, purpose, status, filename, content_type, size_bytes,
                              storage_key, received_at, expires_at, finalized_at, created_at)
         select u.id, 'kyc_document', 'finalized', 'doc.pdf', 'application/pdf', $1, $2,
                u.created_at, u.created_at + interval '15 minutes', u.created_at, u.created_at
           from seller_pool p join users u on u.id = p.id
          where p.n > 0
         returning id, owner_id, created_at)
       insert into kyc_records (user_id, kind, status, details, document_upload_ids,
                                reviewed_at, reviewed_by, submitted_at, created_at, updated_at)
       select d.owner_id, 'seller', (case when p.n % 50 = 1 then 'pending' else 'approved' end)::kyc_status,
              jsonb_set($3::jsonb, '{full_name}', to_jsonb('Seller ' || p.n)), array[d.id],
              case when p.n % 50 = 1 then null else d.created_at + interval '1 hour' end,
              case when p.n % 50 = 1 then null else $4::uuid end,
              d.created_at, d.created_at, d.created_at + interval '1 hour'
         from docs d join seller_pool p on p.id = d.owner_id`,
      [real.doc_size, real.doc_key, JSON.stringify(real.seller_details), admin],
    );

    // ---- dealers: users, KYC, profiles (2.5% pending, 1% suspended) -----------------------
    await q(
      `create temp table dealer_pool (n int primary key, id uuid not null, user_id uuid not null)
       on commit drop`,
    );
    await q(`insert into dealer_pool values (0, $1, $2)`, [real.dealer_id, realDealerUserId]);
    await q(
      `insert into dealer_pool
       select n, gen_random_uuid(), gen_random_uuid() from generate_series(1, ${D - 1}) n`,
    );
    await q(
      `insert into users (id, email, name, password_hash, roles, created_at, updated_at)
       select user_id, 'growth-dealer-' || n || '@example.com', 'Dealer ' || n, $1, '{DEALER}',
              t, t
         from dealer_pool, lateral (select now() - interval '800 days'
                                         + n * (interval '780 days' / ${D}) as t) x
        where n > 0`,
      [real.password_hash],
    );
    await q(
      `with docs as (
         insert into uploads (owner_id, purpose, status, filename, content_type, size_bytes,
                              storage_key, received_at, expires_at, finalized_at, created_at)
         select u.id, 'kyc_document', 'finalized', 'doc.pdf', 'application/pdf', $1, $2,
                u.created_at, u.created_at + interval '15 minutes', u.created_at, u.created_at
           from dealer_pool p join users u on u.id = p.user_id
          where p.n > 0
         returning id, owner_id, created_at)
       insert into kyc_records (user_id, kind, status, details, document_upload_ids,
                                reviewed_at, reviewed_by, submitted_at, created_at, updated_at)
       select d.owner_id, 'dealer', (case when p.n % 40 = 1 then 'pending' else 'approved' end)::kyc_status,
              jsonb_set($3::jsonb, '{business_name}', to_jsonb('Growth ' || p.n || ' Ltd')),
              array[d.id],
              case when p.n % 40 = 1 then null else d.created_at + interval '1 hour' end,
              case when p.n % 40 = 1 then null else $4::uuid end,
              d.created_at, d.created_at, d.created_at + interval '1 hour'
         from docs d join dealer_pool p on p.user_id = d.owner_id`,
      [real.doc_size, real.doc_key, JSON.stringify(real.dealer_details), admin],
    );
    await q(
      `insert into dealer_profiles (id, user_id, status, company_name, contact_name, phone, email,
                                    address, suspended_reason, activated_at, created_at, updated_at)
       select p.id, p.user_id,
              (case when p.n % 40 = 1 then 'pending' when p.n % 97 = 2 then 'suspended'
                    else 'active' end)::dealer_status,
              'Growth ' || p.n || ' Ltd', 'Dealer ' || p.n, '+441130000000', u.email,
              '{"line1":"1 Bench Road","city":"Leeds","postal_code":"LS1 1AA","country":"GB"}',
              case when p.n % 97 = 2 and p.n % 40 <> 1 then 'Unpaid fees' end,
              case when p.n % 40 = 1 then null else u.created_at + interval '1 hour' end,
              u.created_at, u.created_at + interval '1 hour'
         from dealer_pool p join users u on u.id = p.user_id
        where p.n > 0`,
    );
    // Bidders are dealers who were active when they bid (every dealer but the pending ones).
    await q(
      `create temp table bidder_pool on commit drop as
       select (row_number() over (order by n) - 1)::int as k, id from dealer_pool where n % 40 <> 1`,
    );
    const {
      rows: [{ b: B }],
    } = await q(`select count(*)::int as b from bidder_pool`);

    // ---- listings and their auctions, one row per listing --------------------------------
    await q(
      `create temp table seed on commit drop as
       with base as (
         select i, floor(random() * 100)::int as r, random() as u1, random() as u2, random() as u3,
                random() as u4, random() as u5
           from generate_series(1, ${N - 1}) i),
       kind as (
         select *, case when r < 4 then 'draft' when r < 7 then 'pending_review'
                        when r < 9 then 'approved' when r < 11 then 'rejected'
                        when r < 16 then 'scheduled' when r < 28 then 'live'
                        when r < 72 then 'sold' when r < 86 then 'reserve_not_met'
                        else 'no_bids' end as k
           from base),
       timed as (
         select *,
                case k when 'draft' then now() - u1 * interval '60 days'
                       when 'pending_review' then now() - interval '2 hours' - u1 * interval '5 days'
                       when 'approved' then now() - interval '2 hours' - u1 * interval '3 days'
                       when 'rejected' then now() - interval '1 day' - u1 * interval '60 days'
                       when 'scheduled' then now() - interval '2 hours' - u1 * interval '5 days'
                       when 'live' then now() - interval '2 days' - u1 * interval '10 days'
                       else now() - interval '15 days' - u1 * interval '700 days' end as created_at,
                1000 + floor(u2 * 500) * 1000 as price
           from kind)
       select t.i, gen_random_uuid() as id, gen_random_uuid() as auction_id, s.id as seller_id,
              t.k, t.created_at, t.price::int as price, t.u3, t.u4, t.u5,
              greatest(100, (t.price / 2000)::int * 100) as step,
              (array['Vintage','Classic','Restored','Rare','Boxed','Signed','Antique','Modern',
                     'Compact','Heavy-duty'])[1 + t.i % 10] || ' ' ||
              (array['tractor','watch','sofa','guitar','camera','lathe','bicycle','painting',
                     'motorcycle','laptop','mirror','clock','excavator','ring','vase','drone',
                     'piano','forklift','lamp','rug'])[1 + (t.i / 10) % 20] || ' no. ' || t.i
                as title,
              (array['vehicles','motorcycles','machinery','electronics','jewellery_watches',
                     'art_collectibles','home_garden','other'])[1 + (t.i / 3) % 8]::listing_category
                as category,
              (array['new','used','used','for_parts'])[1 + t.i % 4]::listing_condition as condition,
              (array['Leeds','York','Bristol','Glasgow','Cardiff','London','Manchester',
                     'Belfast'])[1 + (t.i / 7) % 8] as city
         from timed t join seller_pool s on s.n = t.i % ${S}`,
    );
    await q(
      `alter table seed
         add column status listing_status, add column submitted_at timestamptz,
         add column a_status auction_status, add column start_at timestamptz,
         add column end_at timestamptz, add column nb int not null default 0,
         add column nk int not null default 0, add column bidder_base int not null default 0,
         add column reserve int`,
    );
    await q(
      `update seed set
         status = (case k when 'draft' then 'draft' when 'pending_review' then 'pending_review'
                          when 'approved' then 'approved' when 'rejected' then 'rejected'
                          when 'scheduled' then 'in_auction' when 'live' then 'in_auction'
                          when 'sold' then 'sold' else 'unsold' end)::listing_status,
         submitted_at = case when k = 'draft' then null else created_at + interval '1 hour' end,
         a_status = (case k when 'approved' then 'pending' when 'scheduled' then 'scheduled'
                            when 'live' then 'live' when 'sold' then 'ended'
                            when 'reserve_not_met' then 'ended' when 'no_bids' then 'ended'
                       end)::auction_status,
         start_at = case k when 'scheduled' then now() + interval '1 hour' + u3 * interval '5 days'
                           when 'live' then created_at + interval '1 day'
                           when 'sold' then created_at + interval '1 day'
                           when 'reserve_not_met' then created_at + interval '1 day'
                           when 'no_bids' then created_at + interval '1 day' end,
         nb = case k when 'live' then floor(u4 * 16)::int when 'sold' then 1 + floor(u4 * 25)::int
                     when 'reserve_not_met' then 1 + floor(u4 * 8)::int else 0 end,
         bidder_base = floor(u5 * ${B})::int`,
    );
    await q(
      `update seed set
         end_at = case k when 'scheduled' then start_at + interval '7 days'
                         -- Never within the hour: no reminders or endings while measuring.
                         when 'live' then now() + interval '1 hour' + u3 * interval '7 days'
                         when 'sold' then start_at + interval '3 days' + u3 * interval '7 days'
                         when 'reserve_not_met' then start_at + interval '3 days' + u3 * interval '7 days'
                         when 'no_bids' then start_at + interval '3 days' + u3 * interval '7 days'
                  end,
         nk = case when nb = 0 then 0 else least(nb, 1 + floor(u5 * 1000)::int % 4) end,
         reserve = case when k = 'reserve_not_met' then price + (nb + 2) * step
                        when k in ('live', 'scheduled', 'approved', 'pending_review')
                             and u3 < 0.3 then price + 5 * step end`,
    );
    await seedSpecifics(q);
    await q(`create index on seed (auction_id)`);
    await q(`analyze seed`);

    await q(
      `insert into listings (id, seller_id, status, title, description, category, condition,
                             location_city, location_country, specifics, starting_price_cents,
                             reserve_price_cents, currency, rejection_reason, submitted_at,
                             created_at, updated_at)
       select id, seller_id, status, title,
              'A ' || lower(title) || ' in ' || condition || ' condition, collected from ' || city
                || '. Viewing by appointment.',
              case when k = 'draft' and i % 5 = 0 then null else category end,
              condition, city, country, specifics,
              case when k = 'draft' and i % 5 = 0 then null else price end,
              reserve, 'USD',
              case when k = 'rejected' then 'The photos do not show the item clearly.' end,
              submitted_at, created_at,
              coalesce(end_at, submitted_at, created_at)
         from seed`,
    );

    await seedConditionReports(q);

    // ---- photos: 1–3 per listing (drafts 0–1), pointing at the real stored photo ---------
    // With triggers: each listing's cover is set from its first photo.
    await withTriggers(true);
    await q(
      `with photos as (
         select s.id as listing_id, s.seller_id, s.created_at, g.position
           from seed s
           cross join lateral generate_series(0,
             case when s.k = 'draft' then (s.i % 2) - 1 else s.i % 3 end) as g(position))
       , ups as (
         insert into uploads (owner_id, purpose, status, filename, content_type, size_bytes,
                              storage_key, thumbnail_key, display_key, thumbnail_avif_key,
                              display_avif_key, listing_id, width, height, received_at,
                              expires_at, finalized_at, created_at)
         select seller_id, 'listing_photo', 'finalized', 'photo-' || position || '.png',
                'image/png', $1, $2, $3, $6, $7, $8, listing_id, $4, $5, created_at,
                created_at + interval '15 minutes', created_at, created_at
           from photos
         returning id, listing_id, created_at)
       insert into listing_photos (id, listing_id, position, created_at)
       select id, listing_id,
              (row_number() over (partition by listing_id order by id) - 1)::int, created_at
         from ups`,
      [
        real.photo_size,
        real.photo_key,
        real.thumb_key,
        real.width,
        real.height,
        real.display_key,
        real.thumbnail_avif_key,
        real.display_avif_key,
      ],
    );
    await withTriggers(false);

    // ---- bids: bid j by bidder (j-1) % nk, each one step above the last -------------------
    await q(
      `create temp table seed_bids on commit drop as
       select s.auction_id, j as seq, (j - 1) % s.nk as m,
              s.price + (j - 1) * s.step as amount,
              s.start_at + (least(s.end_at, now()) - s.start_at) * j / (s.nb + 1) as created_at,
              bp.id as dealer_id
         from seed s
         cross join lateral generate_series(1, s.nb) j
         join bidder_pool bp on bp.k = (s.bidder_base + (j - 1) % s.nk) % ${B}
        where s.nb > 0`,
    );
    await q(`create index on seed_bids (auction_id, seq)`);
    // The auctions with their triggers: each card is written from its row and listing (ADR 065).
    await withTriggers(true);
    await q(
      `insert into auctions (id, listing_id, status, start_at, end_at, starting_price_cents,
                             reserve_price_cents, current_price_cents, bid_count, currency,
                             outcome, hammer_price_cents, winner_dealer_id, fee_cents, fee_status,
                             fee_collected_at, fee_reference, ended_at, leader_dealer_id, seq,
                             bidder_count, created_at, updated_at)
       select s.auction_id, s.id, s.a_status, s.start_at, s.end_at, s.price, s.reserve,
              last.amount, s.nb, 'USD',
              (case s.k when 'sold' then 'sold' when 'reserve_not_met' then 'reserve_not_met'
                        when 'no_bids' then 'no_bids' end)::auction_outcome,
              case when s.k = 'sold' then last.amount end,
              case when s.k = 'sold' then last.dealer_id end,
              case when s.k = 'sold' then last.amount * 5 / 100 end,
              (case when s.k = 'sold' and s.u4 < 0.7 then 'collected'
                    when s.k = 'sold' then 'outstanding' end)::fee_status,
              case when s.k = 'sold' and s.u4 < 0.7 then s.end_at + interval '3 days' end,
              case when s.k = 'sold' and s.u4 < 0.7 then 'INV-' || s.i end,
              case when s.a_status = 'ended' then s.end_at end,
              last.dealer_id, s.nb, s.nk,
              s.submitted_at + interval '1 hour',
              coalesce(case when s.a_status = 'ended' then s.end_at end, last.created_at,
                       s.start_at, s.submitted_at + interval '1 hour')
         from seed s
         left join seed_bids last on last.auction_id = s.auction_id and last.seq = s.nb
        where s.a_status is not null`,
    );
    await withTriggers(false);
    await q(
      `insert into bids (auction_id, dealer_id, amount_cents, is_proxy, seq, created_at)
       select auction_id, dealer_id, amount, false, seq, created_at from seed_bids`,
    );
    // Each bidder's standing maximum is its last bid; its alias is the order of first bids.
    await q(
      `insert into auction_bidders (auction_id, dealer_id, alias_number, max_cents, max_since,
                                    created_at, updated_at)
       select auction_id, dealer_id, m + 1, max(amount), max(seq), min(created_at), max(created_at)
         from seed_bids group by auction_id, dealer_id, m`,
    );

    // ---- watchers: ten public auctions per dealer ----------------------------------------
    await q(
      `create temp table public_auctions on commit drop as
       select (row_number() over (order by auction_id) - 1)::int as rn, auction_id, k
         from seed where a_status in ('scheduled', 'live', 'ended')`,
    );
    await q(
      `insert into watchlist (dealer_id, auction_id, created_at)
       select distinct on (d.id, pa.auction_id) d.id, pa.auction_id, now() - interval '1 day'
         from dealer_pool d
         cross join generate_series(1, 10) w
         join public_auctions pa
           on pa.rn = ((d.n * 7919 + w * 104729) % greatest(1, (select count(*) from public_auctions)))::int`,
    );

    // ---- notifications: outbid, won (dealers) and ended (sellers), 70% read -------------
    const ref = `'auction_id', s.auction_id, 'listing_id', s.id, 'listing_title', s.title,
                 'currency', 'USD'`;
    const iso = (col) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    await q(
      `insert into notifications (user_id, type, title, body, link, data, dedupe_key, read_at,
                                  created_at)
       select dp.user_id, 'bid.outbid', 'You have been outbid on “' || s.title || '”',
              'Another bidder is ahead. Bid again before the auction ends.',
              '/dealer/listings/' || s.id,
              jsonb_build_object(${ref}, 'current_price_cents', b.amount,
                                 'min_next_bid_cents', b.amount + s.step,
                                 'end_at', ${iso('s.end_at')}),
              null, case when s.u3 < 0.7 then b.created_at + interval '1 hour' end, b.created_at
         -- Once per auction and overtaken dealer: the bid that followed its last one.
         from auction_bidders ab
         join seed s on s.auction_id = ab.auction_id
         join seed_bids b on b.auction_id = ab.auction_id and b.seq = ab.max_since + 1
         join dealer_pool dp on dp.id = ab.dealer_id`,
    );
    await q(
      `insert into notifications (user_id, type, title, body, link, data, dedupe_key, read_at,
                                  created_at)
       select dp.user_id, 'auction.won', 'You won “' || s.title || '”',
              'The seller will contact you about payment and collection.',
              '/dealer/listings/' || s.id,
              jsonb_build_object(${ref}, 'hammer_price_cents', a.hammer_price_cents,
                                 'fee_cents', a.fee_cents, 'accepted_below_reserve', false),
              'auction.won:' || s.auction_id,
              case when s.u3 < 0.7 then s.end_at + interval '1 hour' end, s.end_at
         from seed s
         join auctions a on a.id = s.auction_id
         join dealer_pool dp on dp.id = a.winner_dealer_id
        where s.k = 'sold'`,
    );
    await q(
      `insert into notifications (user_id, type, title, body, link, data, dedupe_key, read_at,
                                  created_at)
       select s.seller_id, 'auction.ended', 'Your auction of “' || s.title || '” ended',
              'See the outcome and what happens next.', '/seller/outcomes/' || s.auction_id,
              jsonb_build_object(${ref}, 'outcome', a.outcome,
                                 'hammer_price_cents', a.hammer_price_cents,
                                 'highest_bid_cents', a.current_price_cents,
                                 'bid_count', a.bid_count),
              'auction.ended:' || s.auction_id,
              case when s.u3 < 0.7 then s.end_at + interval '1 hour' end, s.end_at
         from seed s join auctions a on a.id = s.auction_id
        where a.status = 'ended'`,
    );

    // ---- the audit trail of users and listings -------------------------------------------
    await q(
      `insert into audit_events (type, actor_id, subject_type, subject_id, data, created_at)
       select 'user.registered', u.id, 'user', u.id, jsonb_build_object('roles', u.roles),
              u.created_at
         from users u where u.email like 'growth-%'`,
    );
    await q(
      `insert into audit_events (type, actor_id, subject_type, subject_id, data, created_at)
       select e.type, e.actor, e.subject_type, e.subject, e.data, e.at
         from seed s
         cross join lateral (values
           ('listing.created', s.seller_id, 'listing', s.id, '{}'::jsonb, s.created_at),
           (case when s.submitted_at is not null then 'listing.submitted' end, s.seller_id,
            'listing', s.id, '{}'::jsonb, s.submitted_at),
           (case when s.k = 'rejected' then 'listing.rejected' end, $1::uuid, 'listing', s.id,
            '{"reason":"The photos do not show the item clearly."}'::jsonb,
            s.submitted_at + interval '1 hour'),
           (case when s.a_status is not null then 'listing.approved' end, $1::uuid, 'listing',
            s.id, jsonb_build_object('auction_id', s.auction_id), s.submitted_at + interval '1 hour'),
           (case when s.start_at is not null then 'auction.scheduled' end, $1::uuid, 'auction',
            s.auction_id, '{}'::jsonb, s.submitted_at + interval '2 hours'),
           (case when s.a_status = 'ended' then 'auction.ended' end, null::uuid, 'auction',
            s.auction_id, jsonb_build_object('outcome', s.k), s.end_at)
         ) as e(type, actor, subject_type, subject, data, at)
        where e.type is not null`,
      [admin],
    );

    await q('commit');
    // Statistics and the visibility map, as autovacuum keeps them on tables in service (it
    // vacuums after inserts too): without the map, PostgreSQL plans index-only scans as if
    // every row were read from the table (the facets', ADR 045).
    await q('vacuum analyze');
    const {
      rows: [counts],
    } = await q(
      `select (select count(*)::int from listings) as listings,
              (select count(*)::int from auctions) as auctions,
              (select count(*)::int from bids) as bids,
              (select count(*)::int from uploads) as uploads,
              (select count(*)::int from notifications) as notifications,
              (select count(*)::int from audit_events) as audit_events,
              (select count(*)::int from users) as users`,
    );
    return counts;
  } catch (err) {
    await c.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await c.end();
  }
}
