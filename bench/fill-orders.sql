-- A year of a busy shop for the back-office benchmark, on top of the seeded demo shop:
-- 20,000 customers, 100,000 orders (one every five minutes) of 1 to 3 items of the seeded
-- products, their payments, and each item's last moves on the production line. Deterministic
-- (no random()), in a handful of INSERT ... SELECT statements.

insert into members (email, password_hash, firstname, lastname, nickname, mobile, lang)
select
  'bench-' || g || '@bench.example',
  'not-a-password-hash',
  (array['Ava','Ben','Chloe','Dmitri','Elena','Farid','Grace','Hiro','Ines','Jonah',
         'Kira','Liam','Maya','Noor','Omar','Priya','Quinn','Rosa','Sven','Tara'])[1 + g % 20],
  (array['Smith','Garcia','Nguyen','Okafor','Schmidt','Rossi','Kowalski','Tanaka','Haddad',
         'Silva','Murphy','Novak','Chen','Patel','Jensen','Moreau','Fischer','Lopez','Kim',
         'Walsh','Reed','Grant','Hill','Shaw','Bennett'])[1 + (g / 20) % 25],
  'bench',
  '5550100',
  'en'
from generate_series(1, 20000) g;

insert into orders (order_no, member_id, payment_status, subtotal_cents, discount_cents, tax_cents,
  shipping_cents, total_cents, remark, shipping_address, billing_address, idempotency_key, paid_at,
  created_at)
select
  'IP' || to_char(t.created_at at time zone 'UTC', 'YYYYMMDD') || lpad(g::text, 6, '0'),
  m.id,
  t.status,
  t.subtotal,
  0,
  t.subtotal * 725 / 10000,
  995,
  t.subtotal + t.subtotal * 725 / 10000 + 995,
  '',
  jsonb_build_object('email', m.email, 'firstname', m.firstname, 'lastname', m.lastname,
    'companyName', '', 'countryCode', 'US', 'provinceCode', (array['CA','NY','TX','WA'])[1 + g % 4],
    'city', 'Springfield', 'postalcode', '90001', 'phone', '5550100', 'address', g || ' Main Street',
    'remark', ''),
  null,
  'bench-' || g,
  case when t.status = 'paid' then t.created_at + interval '4 minutes' end,
  t.created_at
from generate_series(1, 100000) g
cross join lateral (
  select
    now() - make_interval(mins => (100000 - g) * 5 + 1) as created_at,
    1000 + (g * 37) % 40000 as subtotal,
    case when g % 41 = 0 then 'failed' when g % 13 = 0 then 'pending' else 'paid' end as status
) t
join members m on m.email = 'bench-' || (1 + (g * 7919) % 20000) || '@bench.example';

create temporary table bench_products as
select (row_number() over (order by p.id))::int - 1 as n, p.id as product_id, p.product_no, p.name,
  p.images[1] as img, p.production_days, s.id as sku_id, s.price_cents
from products p
cross join lateral (select id, price_cents from skus where product_id = p.id order by id limit 1) s;

insert into order_items (order_id, product_id, sku_id, product_no, product_name, product_img, attributes,
  files, qty, unit_price_cents, subtotal_cents, stage, state, carrier, tracking_no, due_at)
select o.id, p.product_id, p.sku_id, p.product_no, p.name, p.img,
  '[{"key":{"en":"Quantity","zh":"数量"},"value":{"en":"500","zh":"500 张"}},
    {"key":{"en":"Paper","zh":"纸张"},"value":{"en":"16 pt matte","zh":"16磅哑光"}}]'::jsonb,
  array['/uploads/' || md5(o.id || '-' || k) || '.pdf'],
  1, p.price_cents, p.price_cents,
  case when s.state = 'printing' then 1 when s.state in ('shipped', 'delivered') then 2 else 0 end,
  s.state,
  case when s.state in ('shipped', 'delivered') then 'UPS' end,
  case when s.state in ('shipped', 'delivered') then '1Z' || lpad(o.id || '' || k, 16, '0') end,
  o.paid_at + make_interval(days => p.production_days)
from orders o
cross join generate_series(1, 1 + o.id % 3) k
join bench_products p on p.n = (o.id * 13 + k * 7) % (select count(*) from bench_products)
cross join lateral (
  select case
    when o.payment_status <> 'paid' then 'awaiting_review'
    when o.created_at < now() - interval '21 days' then
      case when (o.id + k) % 97 = 0 then 'cancelled' else 'delivered' end
    else (array['awaiting_review','proof_sent','changes_requested','approved','printing','shipped',
                'delivered'])[1 + (o.id + k) % 7]
  end as state
) s
where o.idempotency_key like 'bench-%';

insert into payments (order_id, provider, intent_id, status, amount_cents, failure_message, created_at)
select id, 'test', 'bench_pi_' || id,
  case when payment_status = 'paid' then 'succeeded' else 'failed' end,
  total_cents,
  case when payment_status = 'failed' then 'Your card was declined.' end,
  created_at + interval '2 minutes'
from orders
where idempotency_key like 'bench-%' and payment_status <> 'pending';

-- Each item's last move, by the production staff (a change request by its customer).
insert into item_events (order_id, item_id, move, from_state, to_state, staff_id, member_id, note, created_at)
select i.order_id, i.id, e.move, e.from_state, i.state,
  case when i.state <> 'changes_requested' then (select min(id) from staff where role = 'production') end,
  case when i.state = 'changes_requested' then o.member_id end,
  '',
  o.paid_at + interval '1 day'
from order_items i
join orders o on o.id = i.order_id
cross join lateral (
  select case i.state
      when 'proof_sent' then 'sendProof' when 'changes_requested' then 'requestChanges'
      when 'approved' then 'approveFiles' when 'printing' then 'print' when 'shipped' then 'ship'
      when 'delivered' then 'deliver' else 'cancel' end as move,
    case i.state
      when 'proof_sent' then 'awaiting_review' when 'changes_requested' then 'proof_sent'
      when 'approved' then 'awaiting_review' when 'printing' then 'approved' when 'shipped' then 'printing'
      when 'delivered' then 'shipped' else 'approved' end as from_state
) e
where o.idempotency_key like 'bench-%' and i.state <> 'awaiting_review';

