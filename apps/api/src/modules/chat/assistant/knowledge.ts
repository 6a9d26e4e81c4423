// Over 300 lines on purpose: the knowledge base is data, one entry after another.
import { IN_PERSON } from './safety';

// The skin-care knowledge base of the local assistant, written for Nyansa. Cosmetic advice only:
// anything that sounds medical points to a dermatologist.

export type KnowledgeTopic = 'ingredient' | 'routine' | 'concern' | 'product-use' | 'shop';

export interface KnowledgeEntry {
  id: string;
  topic: KnowledgeTopic;
  title: string;
  /** Words and phrases people use when they mean this entry. */
  keywords: string[];
  answer: string;
}

export const knowledgeBase: readonly KnowledgeEntry[] = [
  // Ingredients
  {
    id: 'niacinamide',
    topic: 'ingredient',
    title: 'Niacinamide',
    keywords: ['niacinamide', 'vitamin b3', 'nicotinamide'],
    answer:
      'Niacinamide (vitamin B3) helps the skin barrier, evens out tone and makes pores look smaller. It suits most skin types, including oily and sensitive skin; 2 to 5% is plenty. Use it morning and evening, before your moisturizer.',
  },
  {
    id: 'hyaluronic-acid',
    topic: 'ingredient',
    title: 'Hyaluronic acid',
    keywords: ['hyaluronic acid', 'hyaluronic', 'sodium hyaluronate', 'humectant'],
    answer:
      'Hyaluronic acid is a humectant: it draws water into the upper layers of the skin, so skin looks plumper and feels less tight. Apply it to slightly damp skin and seal it with a moisturizer, otherwise it can leave skin feeling drier in dry air.',
  },
  {
    id: 'retinol',
    topic: 'ingredient',
    title: 'Retinol',
    keywords: ['retinol', 'retinoid', 'retinal', 'vitamin a', 'tretinoin'],
    answer:
      'Retinol (vitamin A) speeds up cell turnover, softens fine lines and helps with uneven texture and breakouts. Start 2 to 3 evenings a week with a pea-sized amount, build up slowly, always wear sunscreen the next day, and avoid it during pregnancy. Do not use it on the same night as strong acids.',
  },
  {
    id: 'vitamin-c',
    topic: 'ingredient',
    title: 'Vitamin C',
    keywords: ['vitamin c', 'ascorbic acid', 'ascorbyl', 'antioxidant'],
    answer:
      'Vitamin C is an antioxidant that brightens dull skin, fades dark spots over time and boosts your sunscreen against daily damage. Use it in the morning on clean skin, before moisturizer and SPF. Keep it closed and away from light so it does not oxidise.',
  },
  {
    id: 'aha',
    topic: 'ingredient',
    title: 'AHA (glycolic and lactic acid)',
    keywords: ['aha', 'glycolic', 'lactic acid', 'alpha hydroxy', 'mandelic', 'chemical exfoliant'],
    answer:
      'AHAs such as glycolic and lactic acid exfoliate the surface of the skin for a smoother, brighter look and help fade dark marks. Use them in the evening 2 to 3 times a week, not on the same night as retinol, and wear sunscreen the next day because they make skin more sun-sensitive.',
  },
  {
    id: 'bha',
    topic: 'ingredient',
    title: 'BHA (salicylic acid)',
    keywords: ['bha', 'salicylic', 'beta hydroxy', 'salicylic acid'],
    answer:
      'BHA (salicylic acid) is oil-soluble, so it cleans inside pores: good for blackheads, oily and acne-prone skin. Use a 0.5 to 2% cleanser or toner a few times a week, then daily if your skin is happy. Pair it with a light moisturizer.',
  },
  {
    id: 'ceramides',
    topic: 'ingredient',
    title: 'Ceramides',
    keywords: ['ceramide', 'ceramides', 'skin barrier', 'barrier repair', 'lipids'],
    answer:
      'Ceramides are the fats that hold skin cells together like mortar between bricks. Creams with ceramides repair a damaged barrier and keep dry or sensitive skin comfortable. They are gentle enough for twice-daily use and mix well with every other ingredient.',
  },
  {
    id: 'spf',
    topic: 'ingredient',
    title: 'SPF and sunscreen',
    keywords: ['spf', 'sunscreen', 'sun screen', 'sunblock', 'uv', 'uva', 'uvb', 'sun protection'],
    answer:
      'Sunscreen is the most effective anti-ageing and anti-dark-spot step there is. Use broad-spectrum SPF 30 or higher every morning, even on cloudy days and on deeper skin tones, about two finger-lengths for face and neck, and reapply every 2 hours outdoors.',
  },
  {
    id: 'shea-butter',
    topic: 'ingredient',
    title: 'Shea butter',
    keywords: ['shea', 'shea butter', 'karite'],
    answer:
      'Shea butter, pressed from the nuts of the shea tree that grows across West Africa, is rich in fatty acids and vitamins A and E. It softens and seals in moisture, which makes it ideal for dry body skin, elbows, heels and lips. On the face it can feel heavy for oily or acne-prone skin.',
  },
  {
    id: 'cocoa-butter',
    topic: 'ingredient',
    title: 'Cocoa butter',
    keywords: ['cocoa butter', 'cocoa', 'cacao'],
    answer:
      'Cocoa butter is a rich plant fat that forms a protective layer on the skin. It is great on the body and lips to soften dry patches, but it can clog pores on the face if you break out easily.',
  },
  {
    id: 'glycerin',
    topic: 'ingredient',
    title: 'Glycerin',
    keywords: ['glycerin', 'glycerine', 'glycerol'],
    answer:
      'Glycerin is one of the most effective and gentle humectants: it pulls water into the skin and keeps it there. You will find it in most good moisturizers and cleansers; it suits every skin type.',
  },
  {
    id: 'aloe-vera',
    topic: 'ingredient',
    title: 'Aloe vera',
    keywords: ['aloe', 'aloe vera'],
    answer:
      'Aloe vera soothes and lightly hydrates, which helps skin that feels hot or tight after sun. It is a good light option for oily and sensitive skin. Patch-test first: a few people react to it.',
  },
  {
    id: 'tea-tree',
    topic: 'ingredient',
    title: 'Tea tree oil',
    keywords: ['tea tree', 'tea tree oil', 'melaleuca'],
    answer:
      'Tea tree oil has mild antibacterial properties and can calm the occasional spot. Use it diluted (around 5%) or in a ready-made product, never neat, as pure oil can irritate.',
  },
  {
    id: 'peptides',
    topic: 'ingredient',
    title: 'Peptides',
    keywords: ['peptide', 'peptides', 'collagen'],
    answer:
      'Peptides are short chains of amino acids that signal the skin to support its firmness. They are gentle, work well alongside other actives and suit people who find retinol too strong.',
  },
  {
    id: 'azelaic-acid',
    topic: 'ingredient',
    title: 'Azelaic acid',
    keywords: ['azelaic', 'azelaic acid'],
    answer:
      'Azelaic acid calms redness, helps with breakouts and fades dark marks. It is gentle enough for sensitive skin and safe for most people, including during pregnancy. Use it once or twice a day after cleansing.',
  },
  {
    id: 'fragrance',
    topic: 'ingredient',
    title: 'Fragrance and essential oils',
    keywords: ['fragrance', 'perfume', 'essential oil', 'fragrance free', 'scent'],
    answer:
      'Fragrance and essential oils make products pleasant to use but are a common cause of irritation. If your skin is sensitive or reactive, choose fragrance-free products, especially for the face and around the eyes.',
  },
  {
    id: 'facial-oils',
    topic: 'ingredient',
    title: 'Facial and body oils',
    keywords: ['oil', 'facial oil', 'jojoba', 'argan', 'rosehip', 'body oil', 'coconut oil'],
    answer:
      'Oils do not add water: they seal it in. Press a few drops over your moisturizer at night, or onto damp skin after a shower for the body. Jojoba and squalane suit most faces; coconut oil is better kept for the body.',
  },

  {
    id: 'combining-actives',
    topic: 'product-use',
    title: 'Combining active ingredients',
    keywords: ['combine actives', 'mix actives', 'use together', 'actives'],
    answer:
      'Most actives combine well: niacinamide goes with everything, vitamin C and niacinamide can be used together, and hyaluronic acid and ceramides suit any routine. Keep retinol and exfoliating acids (AHA, BHA) on different nights, use vitamin C in the morning and retinol at night, and always finish the morning with sunscreen. Introduce one new active at a time.',
  },

  // Routines
  {
    id: 'routine-morning',
    topic: 'routine',
    title: 'Morning routine',
    keywords: ['morning routine', 'morning', 'am routine', 'day routine', 'daytime'],
    answer:
      'A simple morning routine: 1. a gentle cleanser or just water, 2. an antioxidant serum such as vitamin C, 3. a moisturizer suited to your skin type, 4. sunscreen SPF 30 or higher as the last step.',
  },
  {
    id: 'routine-evening',
    topic: 'routine',
    title: 'Evening routine',
    keywords: ['evening routine', 'night routine', 'evening', 'night', 'bedtime', 'pm routine'],
    answer:
      'A simple evening routine: 1. remove sunscreen and make-up (a cleansing balm or oil, then a gentle cleanser), 2. a treatment such as retinol or an exfoliating acid, on alternate nights, 3. a richer moisturizer. Lips get a balm before bed.',
  },
  {
    id: 'routine-dry',
    topic: 'routine',
    title: 'Routine for dry skin',
    keywords: ['routine for dry skin', 'dry skin routine', 'dry'],
    answer:
      'For dry skin: cleanse with a creamy, non-foaming cleanser, apply a hydrating serum (hyaluronic acid or glycerin) to damp skin, then a rich cream with ceramides or shea butter. Morning: finish with SPF. Evening: a few drops of oil on top helps.',
  },
  {
    id: 'routine-oily',
    topic: 'routine',
    title: 'Routine for oily skin',
    keywords: ['routine for oily skin', 'oily skin routine', 'oily', 'greasy'],
    answer:
      'For oily skin: a gel cleanser morning and evening, niacinamide to balance shine, a light oil-free gel moisturizer (do not skip it: dehydrated skin makes more oil), and a matte or gel SPF. Use salicylic acid 2 to 3 times a week.',
  },
  {
    id: 'routine-combination',
    topic: 'routine',
    title: 'Routine for combination skin',
    keywords: ['combination skin', 'combination', 't-zone', 'oily t zone'],
    answer:
      'For combination skin: a gentle gel cleanser, a lightweight moisturizer everywhere and a little more cream on dry cheeks, niacinamide on the T-zone, and SPF every morning. Treat the zones differently rather than the whole face the same way.',
  },
  {
    id: 'routine-sensitive',
    topic: 'routine',
    title: 'Routine for sensitive skin',
    keywords: ['routine for sensitive skin', 'sensitive skin routine'],
    answer:
      'For sensitive skin: keep it short. A fragrance-free gentle cleanser, a moisturizer with ceramides, and a mineral sunscreen (zinc oxide). Introduce one new product at a time and patch-test it on the jaw for a few days.',
  },
  {
    id: 'routine-normal',
    topic: 'routine',
    title: 'Routine for normal skin',
    keywords: ['normal skin', 'basic routine', 'simple routine', 'beginner routine', 'skincare routine', 'skin care', 'skincare', 'for men', 'basics'],
    answer:
      'A basic routine for normal skin has three steps: cleanse, moisturize, protect with SPF in the morning. Add a vitamin C serum in the morning or a retinol at night once the basics are a habit.',
  },
  {
    id: 'routine-body',
    topic: 'routine',
    title: 'Body care routine',
    keywords: ['body routine', 'body care', 'body', 'shower', 'legs', 'arms'],
    answer:
      'Body care: use a mild shower gel and lukewarm water, exfoliate once or twice a week with a scrub, and apply body butter or lotion within three minutes of drying off while skin is still damp. Exposed arms and legs need SPF too.',
  },
  {
    id: 'routine-lips',
    topic: 'routine',
    title: 'Lip care routine',
    keywords: ['lip routine', 'lip care', 'lips', 'lip'],
    answer:
      'Lip care: exfoliate gently once a week with a lip scrub, apply a nourishing lip balm several times a day and before bed, and choose a balm with SPF when you are outdoors.',
  },
  {
    id: 'layering',
    topic: 'routine',
    title: 'Order of application',
    keywords: ['order', 'layer', 'layering', 'which first', 'apply first', 'sequence'],
    answer:
      'Apply products from thinnest to thickest: cleanser, toner, serum, eye cream, moisturizer, then oil, and in the morning sunscreen last. Wait about a minute between active serums.',
  },

  // Concerns
  {
    id: 'dry-skin',
    topic: 'concern',
    title: 'Dry skin',
    keywords: ['dry skin', 'dry', 'dryness', 'flaky', 'tight skin', 'dehydrated', 'rough skin', 'ashy'],
    answer:
      'Dry skin lacks oil and loses water easily. Cleanse gently (no hot water, no harsh foaming cleansers), moisturize on damp skin with a cream containing ceramides, glycerin or shea butter, and use a richer layer at night.',
  },
  {
    id: 'oily-skin',
    topic: 'concern',
    title: 'Oily skin',
    keywords: ['oily skin', 'oily', 'greasy', 'shiny', 'shine', 'large pores', 'pores'],
    answer:
      'Oily skin makes more sebum, so it shines and can clog. Cleanse twice a day with a gel cleanser, use niacinamide or salicylic acid, and keep a light oil-free moisturizer: stripping skin makes it produce more oil.',
  },
  {
    id: 'acne',
    topic: 'concern',
    title: 'Acne-prone skin',
    keywords: ['acne', 'acne prone', 'pimple', 'pimples', 'breakout', 'breakouts', 'spots', 'blackheads', 'whiteheads', 'zits', 'blemish', 'blemishes'],
    answer:
      'For acne-prone skin: cleanse gently twice a day, use salicylic acid or benzoyl peroxide on breakouts, choose non-comedogenic products, and do not pick, which leaves dark marks. Painful, deep or scarring acne should be seen by a dermatologist.',
  },
  {
    id: 'hyperpigmentation',
    topic: 'concern',
    title: 'Hyperpigmentation and dark spots',
    keywords: ['hyperpigmentation', 'dark spots', 'dark spot', 'dark marks', 'uneven tone', 'uneven skin tone', 'melasma', 'sun spots', 'pigmentation', 'discoloration'],
    answer:
      'Dark spots fade slowly: daily SPF 30 or higher is the first step, because sun keeps them dark. Add vitamin C in the morning and niacinamide, azelaic acid or an AHA at night, and give it 8 to 12 weeks. A spot that changes shape or colour needs a dermatologist.',
  },
  {
    id: 'sensitive-skin',
    topic: 'concern',
    title: 'Sensitive skin',
    keywords: ['sensitive skin', 'sensitive', 'stinging', 'burning', 'irritated', 'irritation', 'reactive'],
    answer:
      'Sensitive skin reacts easily to fragrance, strong acids and scrubbing. Use few, fragrance-free products, a ceramide moisturizer and mineral sunscreen, and patch-test anything new. Persistent burning or rashes should be checked by a dermatologist.',
  },
  {
    id: 'redness',
    topic: 'concern',
    title: 'Redness',
    keywords: ['redness', 'red skin', 'flushing', 'blotchy', 'rosacea'],
    answer:
      'Redness calms with a gentle routine: lukewarm water, fragrance-free products, niacinamide or azelaic acid, and daily sunscreen. Avoid scrubs and hot showers. Redness that lasts or comes with bumps should be looked at by a dermatologist.',
  },
  {
    id: 'chapped-lips',
    topic: 'concern',
    title: 'Chapped lips',
    keywords: ['chapped lips', 'chapped', 'dry lips', 'cracked lips', 'peeling lips', 'lips', 'lip'],
    answer:
      'Chapped lips need a protective balm (shea butter, beeswax or petrolatum) applied often and before bed, a gentle lip scrub once the cracks have healed, and water. Avoid licking your lips: saliva dries them further.',
  },
  {
    id: 'dark-circles',
    topic: 'concern',
    title: 'Dark circles',
    keywords: ['dark circles', 'under eye', 'under-eye', 'eye bags', 'puffy eyes', 'puffiness', 'tired eyes'],
    answer:
      'Dark circles come from pigment, thin skin or shadows, and sleep, hydration and sun protection all help. An eye cream with caffeine reduces puffiness, and vitamin C or niacinamide can lighten pigment over weeks. Use a gentle touch around the eyes.',
  },
  {
    id: 'ageing',
    topic: 'concern',
    title: 'Fine lines and ageing',
    keywords: ['wrinkles', 'fine lines', 'ageing', 'aging', 'anti-aging', 'anti-ageing', 'sagging', 'firmness'],
    answer:
      'Fine lines are best prevented with daily sunscreen. Retinol at night is the best-studied treatment; peptides and vitamin C help too, and a good moisturizer makes lines less visible straight away.',
  },
  {
    id: 'dullness',
    topic: 'concern',
    title: 'Dull skin',
    keywords: ['dull', 'dullness', 'glow', 'radiance', 'radiant', 'tired skin', 'brighten', 'brightening'],
    answer:
      'For a glow: exfoliate once or twice a week (an AHA or a gentle scrub), use vitamin C in the morning, moisturize well and protect with SPF. On the body, a shimmering body oil or glow lotion gives instant radiance.',
  },
  {
    id: 'texture',
    topic: 'concern',
    title: 'Uneven skin texture',
    keywords: ['texture', 'textured skin', 'uneven texture', 'rough texture', 'bumpy skin', 'bumps', 'smooth skin'],
    answer:
      'Uneven texture smooths out with gentle, regular exfoliation: a lactic acid, PHA or mild scrub once or twice a week, not more, then a moisturizer with ceramides or glycerin. Retinol in the evening refines texture over a few months. Stinging or redness means take a break.',
  },
  {
    id: 'eczema',
    topic: 'concern',
    title: 'Eczema-like dry patches',
    keywords: ['eczema', 'dermatitis', 'itchy', 'itching', 'itch', 'psoriasis', 'rash'],
    answer:
      'Itchy, inflamed or scaly patches can be eczema or another skin condition, which a dermatologist should diagnose and treat. Meanwhile, keep the skin moisturized with a fragrance-free ceramide cream and avoid hot water and harsh soaps.',
  },
  {
    id: 'body-dryness',
    topic: 'concern',
    title: 'Rough elbows, knees and heels',
    keywords: ['elbows', 'knees', 'heels', 'feet', 'rough patches', 'keratosis pilaris', 'strawberry legs'],
    answer:
      'Rough elbows, knees and heels need exfoliation and rich moisture: a body scrub or lactic acid lotion a few times a week, then a thick body butter. Socks over butter overnight work wonders for heels.',
  },

  // Product use
  {
    id: 'use-moisturizer',
    topic: 'product-use',
    title: 'Choosing and using a moisturizer',
    keywords: ['moisturizer', 'moisturiser', 'moisturize', 'moisturise', 'cream', 'lotion', 'hydrate'],
    answer:
      'Pick a gel or lotion for oily skin and a cream or butter for dry skin. Apply morning and evening to slightly damp skin, face and neck, in upward strokes.',
  },
  {
    id: 'use-serum',
    topic: 'product-use',
    title: 'Using a serum',
    keywords: ['serum', 'serums', 'essence', 'ampoule'],
    answer:
      'A serum is a concentrated treatment. Use 3 to 4 drops after cleansing and before moisturizer; one active serum per routine is enough to start with.',
  },
  {
    id: 'use-body-butter',
    topic: 'product-use',
    title: 'Using body butter',
    keywords: ['body butter', 'butter'],
    answer:
      'Warm a small scoop of body butter between your palms and press it into damp skin after the shower, focusing on elbows, knees and heels. A little goes a long way.',
  },
  {
    id: 'use-lip-balm',
    topic: 'product-use',
    title: 'Using lip balm',
    keywords: ['lip balm', 'balm', 'chapstick'],
    answer:
      'Apply lip balm whenever your lips feel dry, after eating and before bed, in a generous layer at night. Choose one with SPF for the daytime outdoors.',
  },
  {
    id: 'use-lip-scrub',
    topic: 'product-use',
    title: 'Using a lip scrub',
    keywords: ['lip scrub', 'scrub lips', 'exfoliate lips'],
    answer:
      'Massage a small amount of lip scrub on dry lips in small circles for 30 seconds, wipe off with a warm cloth, then apply balm. Once or twice a week is enough; skip it while lips are cracked.',
  },
  {
    id: 'use-hand-cream',
    topic: 'product-use',
    title: 'Caring for hands',
    keywords: ['hand cream', 'dry hands', 'cracked hands', 'cuticles', 'washing hands'],
    answer:
      'Hands lose moisture with every wash: apply hand cream after washing and before bed, and work it into the cuticles. Wear gloves for chores with water and in cold weather.',
  },
  {
    id: 'use-mask',
    topic: 'product-use',
    title: 'Using a face mask',
    keywords: ['face mask', 'clay mask', 'mask', 'masks'],
    answer:
      'A clay mask once or twice a week on clean skin soaks up excess oil and clears pores; leave it on for about ten minutes and rinse before it cracks. Follow with moisturizer, and skip it on dry or irritated patches.',
  },
  {
    id: 'use-scrub',
    topic: 'product-use',
    title: 'Exfoliating and scrubs',
    keywords: ['scrub', 'exfoliate', 'exfoliating', 'exfoliation', 'exfoliator', 'peel'],
    answer:
      'Exfoliate once or twice a week, not daily. Use gentle pressure with a scrub on the body; on the face a mild acid (AHA or BHA) is kinder than grains. Always moisturize afterwards.',
  },
  {
    id: 'use-sunscreen',
    topic: 'product-use',
    title: 'Applying sunscreen',
    keywords: ['apply sunscreen', 'reapply', 'how much sunscreen', 'sunscreen cream'],
    answer:
      'Sunscreen goes on last in the morning, about two finger-lengths for face and neck. Reapply every 2 hours outdoors and after swimming or sweating. Do not forget ears, neck and the backs of the hands.',
  },
  {
    id: 'use-body-glow',
    topic: 'product-use',
    title: 'Using a body glow or shimmer',
    keywords: ['body glow', 'shimmer', 'highlighter', 'glowing skin'],
    answer:
      'Smooth a body glow over moisturized skin on shoulders, collarbones and legs for a soft sheen. Let it set for a minute before dressing.',
  },
  {
    id: 'use-cleanser',
    topic: 'product-use',
    title: 'Cleansing',
    keywords: ['cleanser', 'cleanse', 'face wash', 'wash my face', 'cleansing', 'double cleanse', 'makeup removal'],
    answer:
      'Cleanse twice a day with lukewarm water for about 30 seconds. In the evening, double-cleanse if you wore sunscreen or make-up: an oil or balm first, then a gentle water-based cleanser.',
  },
  {
    id: 'patch-test',
    topic: 'product-use',
    title: 'Patch testing a new product',
    keywords: ['patch test', 'allergy', 'allergic', 'reaction', 'new product'],
    answer:
      'Before using a new product all over, apply a little behind the ear or on the jaw once a day for 3 to 5 days. Redness, itching or bumps mean it is not for you. A strong reaction should be seen by a doctor.',
  },
  {
    id: 'sets-and-packs',
    topic: 'product-use',
    title: 'Sets and starter packs',
    keywords: ['set', 'starter pack', 'gift', 'bundle', 'kit', 'full set', 'pouch'],
    answer:
      'Our sets and starter packs bundle a full routine at a lower price than the single products, and make good gifts.',
  },

  // Shop help
  {
    id: 'shop-orders',
    topic: 'shop',
    title: 'Orders',
    keywords: ['order', 'orders', 'my order', 'order status', 'track', 'tracking', 'where is my'],
    answer:
      'You can follow your orders from your Dashboard: each order shows its status (pending, paid, failed or cancelled). An order becomes paid as soon as the payment is confirmed; if a payment failed, your cart is kept so you can try again at checkout.',
  },
  {
    id: 'shop-payments',
    topic: 'shop',
    title: 'Payments',
    keywords: ['payment', 'pay', 'paid', 'card', 'mobile money', 'momo', 'checkout', 'charged', 'paystack'],
    answer:
      'Checkout takes you to a secure hosted payment page (card or mobile money). After paying you come back to the shop and the order is confirmed once the payment provider has verified it. We never see or store your card details.',
  },
  {
    id: 'shop-delivery',
    topic: 'shop',
    title: 'Delivery',
    keywords: ['delivery', 'deliver', 'shipping', 'ship', 'courier', 'arrive', 'country'],
    answer:
      'Delivery details for your address are confirmed with your order, and you can follow its status in your Dashboard. For a question about delivering to a particular place, contact our support team and we will tell you what is possible.',
  },
  {
    id: 'shop-refunds',
    topic: 'shop',
    title: 'Returns and refunds',
    keywords: ['refund', 'return', 'money back', 'damaged', 'wrong item', 'exchange'],
    answer:
      'For a refund, a return or a damaged or wrong item, contact our support team with the order number shown in your Dashboard and we will sort it out with you.',
  },
  {
    id: 'shop-subscriptions',
    topic: 'shop',
    title: 'Subscription plans',
    keywords: ['subscription', 'subscribe', 'plan', 'plans', 'premium', 'basic plan', 'upgrade', 'pricing', 'price of plan', 'ai analysis plan'],
    answer:
      'We offer three plans: Basic (free), Premium Analysis ($3.99 a month) and AI + Dermatologist ($29.99 a month). Yearly billing saves 10%. AI skin analysis comes with the AI + Dermatologist plan. Compare them on the Subscriptions page and upgrade from your Dashboard.',
  },
  {
    id: 'shop-cancel',
    topic: 'shop',
    title: 'Cancelling a subscription',
    keywords: ['cancel subscription', 'cancel my plan', 'cancel', 'stop subscription', 'unsubscribe'],
    answer:
      'You can cancel a paid plan at any time from the subscription panel in your Dashboard. The Basic plan is free and needs no cancelling.',
  },
  {
    id: 'shop-account',
    topic: 'shop',
    title: 'Account and password',
    keywords: ['account', 'password', 'login', 'log in', 'sign in', 'sign up', 'register', 'verify email', 'verification', 'profile', 'email'],
    answer:
      'Create an account from the Login page and confirm it with the link we email you. You can change your password from the Profile tab of your Dashboard. If a verification email did not arrive, check your spam folder or ask for a new one from the Login page.',
  },
  {
    id: 'shop-skin-analysis',
    topic: 'shop',
    title: 'AI skin analysis',
    keywords: ['skin analysis', 'analyze my skin', 'analyse', 'photo', 'selfie', 'ai analysis', 'scan'],
    answer:
      'AI skin analysis measures your skin from a clear, well-lit photo of your face: tone, redness, evenness, shine, texture and more, with recommendations and matching products. It is part of the AI + Dermatologist plan; open Skin Analysis to upload a photo. Your photos are private and you can delete them from your history.',
  },
  {
    id: 'shop-dermatologist',
    topic: 'shop',
    title: 'Asking a dermatologist',
    keywords: ['dermatologist', 'dermatologists', 'consultation', 'expert', 'talk to an expert', 'ask a dermatologist', 'skin doctor'],
    answer:
      `Our certified dermatologists answer questions about your skin analyses within 24 hours. It comes with the AI + Dermatologist plan ($29.99 a month): run a skin analysis, then choose 'Ask a dermatologist' on its result. ${IN_PERSON}`,
  },
  {
    id: 'shop-about',
    topic: 'shop',
    title: 'About Nyansa',
    keywords: ['nyansa', 'about', 'who are you', 'company', 'ghana', 'founded'],
    answer:
      'Nyansa (Twi for wisdom) is an online beauty shop founded in 2020 in Ghana, offering skincare, body and lip care, AI skin analysis and access to certified experts.',
  },
];
