/**
 * Seed catalog for PhoneXport (storefront spec §3 Product).
 *
 * Specifications are taken from the makers' published spec sheets (display, chipset,
 * memory, cameras, battery). Where a maker does not publish a figure (Apple does not
 * publish iPhone RAM or battery mAh) the widely reported value or the maker's own
 * battery-life metric is used instead. Prices are indicative 2025-2026 retail prices in
 * US cents, not quotes; stock counts are seed values for development and demos.
 */
import type { SeedProduct, SeedVariant } from './catalog-types.ts';

/** Shorthand for one variant row. */
function v(color: string, storage: string, priceCents: number, stock: number): SeedVariant {
  return { color, storage, priceCents, stock };
}

const HS_PHONE = '8517.13.00';
const HS_COMPUTER = '8471.30.00';
const HS_EARBUDS = '8518.30.00';
const HS_CHARGER = '8504.40.00';
const HS_POWER_BANK = '8507.60.00';
const HS_WATCH = '8517.62.00';
const HS_CASE = '4202.32.00';

const smartphones: SeedProduct[] = [
  // ---------------------------------------------------------------- Samsung
  {
    slug: 'samsung-galaxy-s25-ultra',
    name: 'Samsung Galaxy S25 Ultra',
    brand: 'samsung',
    category: 'smartphones',
    description:
      'Samsung’s 2025 flagship with a titanium frame, a 6.9-inch QHD+ display and a built-in S Pen. It runs on the Snapdragon 8 Elite for Galaxy with 12GB of RAM. The quad rear camera pairs a 200MP main sensor with 3x and 5x telephoto lenses.',
    featured: true,
    specifications: {
      display: '6.9" QHD+ Dynamic AMOLED 2X, 3120 x 1440, 1-120Hz',
      processor: 'Qualcomm Snapdragon 8 Elite for Galaxy',
      ram: '12',
      storage: '256GB / 512GB / 1TB',
      camera: '200MP wide + 50MP ultra-wide + 10MP 3x telephoto + 50MP 5x telephoto; 12MP front',
      battery: '5000 mAh, 45W wired, 15W wireless',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Titanium Silverblue', '256GB', 129999, 84),
      v('Titanium Black', '256GB', 129999, 120),
      v('Titanium Gray', '512GB', 141999, 57),
      v('Titanium Black', '512GB', 141999, 70),
      v('Titanium Whitesilver', '512GB', 141999, 8),
      v('Titanium Black', '1TB', 165999, 4),
    ],
    swatches: {
      'Titanium Silverblue': '#7d8fa3',
      'Titanium Black': '#2c2d30',
      'Titanium Gray': '#8c8a85',
      'Titanium Whitesilver': '#dcdcd6',
    },
  },
  {
    slug: 'samsung-galaxy-s25',
    name: 'Samsung Galaxy S25',
    brand: 'samsung',
    category: 'smartphones',
    description:
      'A compact 6.2-inch Galaxy flagship with the same Snapdragon 8 Elite for Galaxy chipset as the Ultra. It has a triple rear camera with a 3x telephoto and an IP68 rating. Samsung promises seven years of OS and security updates.',
    featured: false,
    specifications: {
      display: '6.2" FHD+ Dynamic AMOLED 2X, 2340 x 1080, 1-120Hz',
      processor: 'Qualcomm Snapdragon 8 Elite for Galaxy',
      ram: '12',
      storage: '128GB / 256GB',
      camera: '50MP wide + 12MP ultra-wide + 10MP 3x telephoto; 12MP front',
      battery: '4000 mAh, 25W wired, 15W wireless',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Navy', '128GB', 79999, 140),
      v('Icyblue', '128GB', 79999, 96),
      v('Mint', '128GB', 79999, 61),
      v('Silver Shadow', '256GB', 85999, 72),
      v('Navy', '256GB', 85999, 82),
    ],
    swatches: {
      Navy: '#2a3550',
      Icyblue: '#b9cfe3',
      Mint: '#bfe0cf',
      'Silver Shadow': '#c3c5c8',
    },
  },
  {
    slug: 'samsung-galaxy-z-fold7',
    name: 'Samsung Galaxy Z Fold7',
    brand: 'samsung',
    category: 'smartphones',
    description:
      'A book-style foldable that opens to an 8.0-inch screen and measures 8.9mm thick when folded. It uses the Snapdragon 8 Elite for Galaxy and a 200MP main camera. The 6.5-inch cover screen has a standard 21:9 phone aspect ratio.',
    featured: false,
    specifications: {
      display: 'Main 8.0" QXGA+ Dynamic AMOLED 2X, 2184 x 1968, 1-120Hz; cover 6.5" FHD+ 2520 x 1080',
      processor: 'Qualcomm Snapdragon 8 Elite for Galaxy',
      ram: '12',
      storage: '256GB / 512GB / 1TB',
      camera: '200MP wide + 12MP ultra-wide + 10MP 3x telephoto; 10MP cover + 10MP inner front',
      battery: '4400 mAh, 25W wired, 15W wireless',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Blue Shadow', '256GB', 199999, 75),
      v('Jetblack', '256GB', 199999, 52),
      v('Silver Shadow', '512GB', 211999, 14),
      v('Blue Shadow', '512GB', 211999, 9),
      v('Jetblack', '1TB', 241999, 2),
    ],
    swatches: {
      'Blue Shadow': '#34435e',
      'Silver Shadow': '#c6c8cc',
      Jetblack: '#1c1d21',
    },
  },
  {
    slug: 'samsung-galaxy-a56-5g',
    name: 'Samsung Galaxy A56 5G',
    brand: 'samsung',
    category: 'smartphones',
    description:
      'A mid-range Galaxy with an aluminium frame, a 6.7-inch 120Hz Super AMOLED screen and the Exynos 1580 chipset. It supports 45W wired charging and carries an IP67 rating. Samsung promises six years of OS and security updates.',
    featured: false,
    specifications: {
      display: '6.7" FHD+ Super AMOLED, 2340 x 1080, 120Hz',
      processor: 'Samsung Exynos 1580',
      ram: '8',
      storage: '128GB / 256GB',
      camera: '50MP wide + 12MP ultra-wide + 5MP macro; 12MP front',
      battery: '5000 mAh, 45W wired',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Awesome Graphite', '128GB', 49999, 210),
      v('Awesome Lightgray', '128GB', 49999, 160),
      v('Awesome Olive', '128GB', 49999, 75),
      v('Awesome Pink', '256GB', 55999, 0),
      v('Awesome Graphite', '256GB', 55999, 66),
    ],
    swatches: {
      'Awesome Graphite': '#3a3b3f',
      'Awesome Lightgray': '#d5d6d8',
      'Awesome Olive': '#8d9173',
      'Awesome Pink': '#e8c9cf',
    },
  },
  {
    slug: 'samsung-galaxy-a36-5g',
    name: 'Samsung Galaxy A36 5G',
    brand: 'samsung',
    category: 'smartphones',
    description:
      'An affordable 5G Galaxy with a 6.7-inch 120Hz Super AMOLED display and the Snapdragon 6 Gen 3 chipset. The 5000 mAh battery supports 45W wired charging. It has an IP67 rating and a 50MP main camera with optical image stabilisation.',
    featured: false,
    specifications: {
      display: '6.7" FHD+ Super AMOLED, 2340 x 1080, 120Hz',
      processor: 'Qualcomm Snapdragon 6 Gen 3',
      ram: '8',
      storage: '128GB / 256GB',
      camera: '50MP wide + 8MP ultra-wide + 5MP macro; 12MP front',
      battery: '5000 mAh, 45W wired',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Awesome Black', '128GB', 39999, 250),
      v('Awesome White', '128GB', 39999, 180),
      v('Awesome Lavender', '128GB', 39999, 92),
      v('Awesome Lime', '128GB', 39999, 7),
      v('Awesome Black', '256GB', 44999, 58),
    ],
    swatches: {
      'Awesome Black': '#25262a',
      'Awesome White': '#ecedef',
      'Awesome Lavender': '#c9bfe0',
      'Awesome Lime': '#d7e6a8',
    },
  },
  // ---------------------------------------------------------------- Apple iPhone
  {
    slug: 'apple-iphone-17-pro-max',
    name: 'Apple iPhone 17 Pro Max',
    brand: 'iphone',
    category: 'smartphones',
    description:
      'Apple’s largest 2025 iPhone with an aluminium unibody, a 6.9-inch ProMotion display and the A19 Pro chip. All three rear cameras are 48MP, including a 4x telephoto. Storage goes up to 2TB.',
    featured: true,
    specifications: {
      display: '6.9" Super Retina XDR OLED, 2868 x 1320, ProMotion up to 120Hz',
      processor: 'Apple A19 Pro',
      ram: '12',
      storage: '256GB / 512GB / 1TB / 2TB',
      camera: '48MP Fusion + 48MP ultra-wide + 48MP 4x telephoto; 18MP Center Stage front',
      battery: 'Up to 37 hours video playback (Apple does not publish mAh)',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Cosmic Orange', '256GB', 119900, 130),
      v('Deep Blue', '256GB', 119900, 110),
      v('Silver', '256GB', 119900, 88),
      v('Cosmic Orange', '512GB', 139900, 83),
      v('Deep Blue', '1TB', 159900, 12),
      v('Silver', '2TB', 199900, 3),
    ],
    swatches: {
      'Cosmic Orange': '#e0713a',
      'Deep Blue': '#2f3e5c',
      Silver: '#dedfe0',
    },
  },
  {
    slug: 'apple-iphone-17-pro',
    name: 'Apple iPhone 17 Pro',
    brand: 'iphone',
    category: 'smartphones',
    description:
      'The 6.3-inch Pro iPhone with the A19 Pro chip, a vapour-chamber cooling system and an aluminium unibody. It shares the Pro Max’s triple 48MP camera system with a 4x telephoto. The front camera is an 18MP Center Stage sensor.',
    featured: false,
    specifications: {
      display: '6.3" Super Retina XDR OLED, 2622 x 1206, ProMotion up to 120Hz',
      processor: 'Apple A19 Pro',
      ram: '12',
      storage: '256GB / 512GB / 1TB',
      camera: '48MP Fusion + 48MP ultra-wide + 48MP 4x telephoto; 18MP Center Stage front',
      battery: 'Up to 31 hours video playback (Apple does not publish mAh)',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Silver', '256GB', 109900, 95),
      v('Cosmic Orange', '256GB', 109900, 140),
      v('Deep Blue', '256GB', 109900, 62),
      v('Cosmic Orange', '512GB', 129900, 27),
      v('Silver', '1TB', 149900, 6),
    ],
    swatches: {
      Silver: '#dedfe0',
      'Cosmic Orange': '#e0713a',
      'Deep Blue': '#2f3e5c',
    },
  },
  {
    slug: 'apple-iphone-17',
    name: 'Apple iPhone 17',
    brand: 'iphone',
    category: 'smartphones',
    description:
      'The standard 2025 iPhone gains a 6.3-inch ProMotion display with an always-on mode. It runs on the A19 chip and starts at 256GB of storage. The dual rear camera combines a 48MP main and a 48MP ultra-wide.',
    featured: true,
    specifications: {
      display: '6.3" Super Retina XDR OLED, 2622 x 1206, ProMotion up to 120Hz',
      processor: 'Apple A19',
      ram: '8',
      storage: '256GB / 512GB',
      camera: '48MP Fusion + 48MP ultra-wide; 18MP Center Stage front',
      battery: 'Up to 30 hours video playback (Apple does not publish mAh)',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Black', '256GB', 79900, 220),
      v('White', '256GB', 79900, 150),
      v('Mist Blue', '256GB', 79900, 104),
      v('Sage', '256GB', 79900, 68),
      v('Lavender', '256GB', 79900, 77),
      v('Black', '512GB', 99900, 68),
    ],
    swatches: {
      Black: '#2a2a2c',
      White: '#f2f2f0',
      'Mist Blue': '#a9bcd0',
      Sage: '#b5c0a6',
      Lavender: '#cdbfe0',
    },
  },
  {
    slug: 'apple-iphone-air',
    name: 'Apple iPhone Air',
    brand: 'iphone',
    category: 'smartphones',
    description:
      'Apple’s thinnest iPhone, 5.6mm thick with a titanium frame and a 6.5-inch ProMotion display. It uses the A19 Pro chip and a single 48MP Fusion rear camera. It is eSIM only.',
    featured: false,
    specifications: {
      display: '6.5" Super Retina XDR OLED, 2736 x 1260, ProMotion up to 120Hz',
      processor: 'Apple A19 Pro',
      ram: '12',
      storage: '256GB / 512GB / 1TB',
      camera: '48MP Fusion; 18MP Center Stage front',
      battery: 'Up to 27 hours video playback (Apple does not publish mAh)',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Space Black', '256GB', 99900, 54),
      v('Cloud White', '256GB', 99900, 80),
      v('Light Gold', '512GB', 119900, 19),
      v('Sky Blue', '512GB', 119900, 0),
      v('Space Black', '1TB', 139900, 5),
    ],
    swatches: {
      'Space Black': '#26272b',
      'Cloud White': '#f1f1ee',
      'Light Gold': '#e6d8bd',
      'Sky Blue': '#c6dcef',
    },
  },
  {
    slug: 'apple-iphone-16e',
    name: 'Apple iPhone 16e',
    brand: 'iphone',
    category: 'smartphones',
    description:
      'The entry iPhone of the 16 family with a 6.1-inch OLED display and the A18 chip. It has a single 48MP Fusion camera and uses Apple’s own C1 modem. Face ID and the Action button are included.',
    featured: false,
    specifications: {
      display: '6.1" Super Retina XDR OLED, 2532 x 1170, 60Hz',
      processor: 'Apple A18',
      ram: '8',
      storage: '128GB / 256GB / 512GB',
      camera: '48MP Fusion; 12MP TrueDepth front',
      battery: 'Up to 26 hours video playback (Apple does not publish mAh)',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Black', '128GB', 59900, 175),
      v('White', '128GB', 59900, 90),
      v('Black', '256GB', 69900, 64),
      v('White', '512GB', 89900, 11),
    ],
    swatches: {
      Black: '#232326',
      White: '#f3f3f1',
    },
  },
  // ---------------------------------------------------------------- Xiaomi
  {
    slug: 'xiaomi-15-ultra',
    name: 'Xiaomi 15 Ultra',
    brand: 'xiaomi',
    category: 'smartphones',
    description:
      'Xiaomi’s Leica-tuned camera flagship with a 1-inch type 50MP main sensor and a 200MP periscope telephoto. It runs on the Snapdragon 8 Elite with 16GB of RAM. The 5410 mAh battery supports 90W wired and 80W wireless charging.',
    featured: true,
    specifications: {
      display: '6.73" WQHD+ AMOLED, 3200 x 1440, 1-120Hz',
      processor: 'Qualcomm Snapdragon 8 Elite',
      ram: '16',
      storage: '512GB / 1TB',
      camera: '50MP 1" main + 50MP ultra-wide + 50MP 3x telephoto + 200MP 4.3x periscope (Leica); 32MP front',
      battery: '5410 mAh, 90W wired, 80W wireless',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Black', '512GB', 139900, 76),
      v('White', '512GB', 139900, 78),
      v('Silver Chrome', '512GB', 139900, 58),
      v('Black', '1TB', 159900, 9),
    ],
    swatches: {
      Black: '#1f1f22',
      White: '#eeeeea',
      'Silver Chrome': '#bfc1c4',
    },
  },
  {
    slug: 'xiaomi-15',
    name: 'Xiaomi 15',
    brand: 'xiaomi',
    category: 'smartphones',
    description:
      'A compact 6.36-inch flagship with the Snapdragon 8 Elite and a triple 50MP Leica camera including a 60mm telephoto. The 5240 mAh battery supports 90W wired and 50W wireless charging. It is rated IP68.',
    featured: false,
    specifications: {
      display: '6.36" 1.5K AMOLED, 2670 x 1200, 1-120Hz',
      processor: 'Qualcomm Snapdragon 8 Elite',
      ram: '12',
      storage: '256GB / 512GB',
      camera: '50MP main + 50MP 2.6x telephoto + 50MP ultra-wide (Leica); 32MP front',
      battery: '5240 mAh, 90W wired, 50W wireless',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Black', '256GB', 89900, 102),
      v('White', '256GB', 89900, 67),
      v('Green', '256GB', 89900, 23),
      v('Liquid Silver', '512GB', 99900, 4),
      v('Black', '512GB', 99900, 76),
    ],
    swatches: {
      Black: '#222225',
      White: '#f0f0ec',
      Green: '#a9c4ad',
      'Liquid Silver': '#c9cbce',
    },
  },
  {
    slug: 'xiaomi-15t-pro',
    name: 'Xiaomi 15T Pro',
    brand: 'xiaomi',
    category: 'smartphones',
    description:
      'A 6.83-inch 144Hz phone with the MediaTek Dimensity 9400+ and a Leica camera system that includes a 5x periscope telephoto. The 5500 mAh battery supports 90W wired and 50W wireless charging. It is rated IP68.',
    featured: false,
    specifications: {
      display: '6.83" 1.5K AMOLED, 2772 x 1280, up to 144Hz',
      processor: 'MediaTek Dimensity 9400+',
      ram: '12',
      storage: '256GB / 512GB / 1TB',
      camera: '50MP main + 50MP 5x periscope + 12MP ultra-wide (Leica); 32MP front',
      battery: '5500 mAh, 90W wired, 50W wireless',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Black', '256GB', 79900, 86),
      v('Grey', '256GB', 79900, 71),
      v('Mocha Gold', '512GB', 89900, 72),
      v('Black', '1TB', 99900, 0),
    ],
    swatches: {
      Black: '#202023',
      Grey: '#8e9096',
      'Mocha Gold': '#b89a78',
    },
  },
  {
    slug: 'xiaomi-redmi-note-14-pro-plus-5g',
    name: 'Xiaomi Redmi Note 14 Pro+ 5G',
    brand: 'xiaomi',
    category: 'smartphones',
    description:
      'A mid-range Redmi with a curved 6.67-inch 1.5K AMOLED display and a 200MP main camera. It runs on the Snapdragon 7s Gen 3 and charges at up to 120W. The body is rated IP68.',
    featured: false,
    specifications: {
      display: '6.67" 1.5K AMOLED, 2712 x 1220, 120Hz',
      processor: 'Qualcomm Snapdragon 7s Gen 3',
      ram: '12',
      storage: '256GB / 512GB',
      camera: '200MP main + 8MP ultra-wide + 2MP macro; 20MP front',
      battery: '5110 mAh, 120W HyperCharge',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Midnight Black', '256GB', 42900, 260),
      v('Frost Blue', '256GB', 42900, 130),
      v('Lavender Purple', '256GB', 42900, 84),
      v('Midnight Black', '512GB', 47900, 55),
    ],
    swatches: {
      'Midnight Black': '#1e1f24',
      'Frost Blue': '#a8c3da',
      'Lavender Purple': '#b9a7d6',
    },
  },
  // ---------------------------------------------------------------- Huawei
  {
    slug: 'huawei-pura-70-ultra',
    name: 'Huawei Pura 70 Ultra',
    brand: 'huawei',
    category: 'smartphones',
    description:
      'Huawei’s camera flagship with a retractable 1-inch type main camera and a variable f/1.6-f/4.0 aperture. It runs on the Kirin 9010 with 16GB of RAM and 512GB of storage. The 5200 mAh battery supports 100W wired and 80W wireless charging.',
    featured: true,
    specifications: {
      display: '6.8" LTPO OLED, 2844 x 1260, 1-120Hz',
      processor: 'HiSilicon Kirin 9010',
      ram: '16',
      storage: '512GB',
      camera: '50MP 1" retractable main (f/1.6-4.0) + 40MP ultra-wide + 50MP 3.5x telephoto macro; 13MP front',
      battery: '5200 mAh, 100W wired, 80W wireless',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Black', '512GB', 139900, 63),
      v('White', '512GB', 139900, 28),
      v('Brown', '512GB', 139900, 52),
      v('Green', '512GB', 139900, 6),
    ],
    swatches: {
      Black: '#1d1d20',
      White: '#efefea',
      Brown: '#7a5a44',
      Green: '#5f7f6a',
    },
  },
  {
    slug: 'huawei-pura-70-pro',
    name: 'Huawei Pura 70 Pro',
    brand: 'huawei',
    category: 'smartphones',
    description:
      'A 6.8-inch Huawei flagship with the Kirin 9010, 12GB of RAM and 512GB of storage. The main camera has a variable f/1.4-f/4.0 aperture and is joined by a 48MP telephoto macro lens. It charges at up to 100W wired and 80W wireless.',
    featured: false,
    specifications: {
      display: '6.8" LTPO OLED, 2844 x 1260, 1-120Hz',
      processor: 'HiSilicon Kirin 9010',
      ram: '12',
      storage: '512GB',
      camera: '50MP main (f/1.4-4.0) + 12.5MP ultra-wide + 48MP 3.5x telephoto macro; 13MP front',
      battery: '5050 mAh, 100W wired, 80W wireless',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Black', '512GB', 109900, 70),
      v('White', '512GB', 109900, 81),
      v('Purple', '512GB', 109900, 17),
    ],
    swatches: {
      Black: '#1f1f22',
      White: '#f0efea',
      Purple: '#a796c8',
    },
  },
  {
    slug: 'huawei-mate-x6',
    name: 'Huawei Mate X6',
    brand: 'huawei',
    category: 'smartphones',
    description:
      'A book-style foldable with a 7.93-inch inner display and a 6.45-inch cover screen. The rear camera combines a variable-aperture 50MP main, a 40MP ultra-wide and a 48MP 4x telephoto. The 5110 mAh battery supports 66W wired and 50W wireless charging.',
    featured: false,
    specifications: {
      display: 'Main 7.93" LTPO OLED, 2440 x 2240, 1-120Hz; cover 6.45" OLED 2440 x 1080',
      processor: 'HiSilicon Kirin 9020',
      ram: '12',
      storage: '512GB',
      camera: '50MP main (f/1.4-4.0) + 40MP ultra-wide + 48MP 4x telephoto macro; 8MP cover + 8MP inner front',
      battery: '5110 mAh, 66W wired, 50W wireless',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Black', '512GB', 199900, 0),
      v('Nebula Red', '512GB', 199900, 0),
    ],
    swatches: {
      Black: '#1c1c1f',
      'Nebula Red': '#8c2f35',
    },
  },
  {
    slug: 'huawei-nova-13-pro',
    name: 'Huawei nova 13 Pro',
    brand: 'huawei',
    category: 'smartphones',
    description:
      'A selfie-focused nova with a 60MP front camera plus an 8MP ultra-wide selfie lens. The rear has a 50MP variable-aperture main camera and a 12MP 3x telephoto. It supports 100W wired charging.',
    featured: false,
    specifications: {
      display: '6.76" OLED, 2776 x 1224, 1-120Hz',
      processor: 'HiSilicon Kirin 8000',
      ram: '12',
      storage: '256GB / 512GB',
      camera: '50MP main (f/1.4-4.0) + 8MP ultra-wide macro + 12MP 3x telephoto; 60MP + 8MP ultra-wide front',
      battery: '5000 mAh, 100W wired',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Black', '256GB', 64900, 95),
      v('White', '256GB', 64900, 22),
      v('Green', '512GB', 71900, 13),
    ],
    swatches: {
      Black: '#202023',
      White: '#f1f0ec',
      Green: '#9cc3b2',
    },
  },
  // ---------------------------------------------------------------- Honor
  {
    slug: 'honor-magic7-pro',
    name: 'Honor Magic7 Pro',
    brand: 'honor',
    category: 'smartphones',
    description:
      'Honor’s 2025 flagship with the Snapdragon 8 Elite, a 6.8-inch quad-curved LTPO display and a 200MP 3x periscope telephoto. It has IP68 and IP69 ratings. The 5270 mAh silicon-carbon battery supports 100W wired and 80W wireless charging.',
    featured: true,
    specifications: {
      display: '6.8" LTPO OLED, 2800 x 1280, 1-120Hz',
      processor: 'Qualcomm Snapdragon 8 Elite',
      ram: '12',
      storage: '512GB',
      camera: '50MP main (f/1.4-2.0) + 50MP ultra-wide + 200MP 3x periscope; 50MP front + 3D depth',
      battery: '5270 mAh, 100W wired, 80W wireless',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Black', '512GB', 119900, 81),
      v('Lunar Shadow Grey', '512GB', 119900, 84),
      v('Breeze Blue', '512GB', 119900, 26),
    ],
    swatches: {
      Black: '#1e1e21',
      'Lunar Shadow Grey': '#8b8d92',
      'Breeze Blue': '#9fbad3',
    },
  },
  {
    slug: 'honor-magic-v5',
    name: 'Honor Magic V5',
    brand: 'honor',
    category: 'smartphones',
    description:
      'A book-style foldable about 8.8mm thick when folded, with a 7.95-inch inner and a 6.43-inch outer display. It runs on the Snapdragon 8 Elite with 16GB of RAM. The rear camera includes a 64MP 3x periscope telephoto.',
    featured: false,
    specifications: {
      display: 'Main 7.95" OLED, 2352 x 2172, 120Hz; cover 6.43" LTPO OLED 2376 x 1060',
      processor: 'Qualcomm Snapdragon 8 Elite',
      ram: '16',
      storage: '512GB',
      camera: '50MP main + 50MP ultra-wide + 64MP 3x periscope; 20MP cover + 20MP inner front',
      battery: '5820 mAh, 66W wired, 50W wireless',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Black', '512GB', 189900, 21),
      v('Ivory White', '512GB', 189900, 15),
      v('Dawn Gold', '512GB', 189900, 3),
    ],
    swatches: {
      Black: '#1d1d20',
      'Ivory White': '#efeadf',
      'Dawn Gold': '#d8c39b',
    },
  },
  {
    slug: 'honor-400-pro',
    name: 'Honor 400 Pro',
    brand: 'honor',
    category: 'smartphones',
    description:
      'A 6.7-inch phone with the Snapdragon 8 Gen 3 and a 200MP main camera backed by a 50MP 3x periscope telephoto. The 5300 mAh battery supports 100W wired and 50W wireless charging. It carries IP68 and IP69 ratings.',
    featured: false,
    specifications: {
      display: '6.7" AMOLED, 2800 x 1280, 1-120Hz',
      processor: 'Qualcomm Snapdragon 8 Gen 3',
      ram: '12',
      storage: '512GB',
      camera: '200MP main + 50MP 3x periscope + 12MP ultra-wide; 50MP front + 2MP depth',
      battery: '5300 mAh, 100W wired, 50W wireless',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Lunar Grey', '512GB', 89900, 59),
      v('Midnight Black', '512GB', 89900, 73),
    ],
    swatches: {
      'Lunar Grey': '#b9bcc2',
      'Midnight Black': '#202126',
    },
  },
  {
    slug: 'honor-400',
    name: 'Honor 400',
    brand: 'honor',
    category: 'smartphones',
    description:
      'A slim mid-range phone with a 6.55-inch AMOLED display and the Snapdragon 7 Gen 3. It has a 200MP main camera and a 50MP front camera. The 5300 mAh battery supports 66W wired charging.',
    featured: false,
    specifications: {
      display: '6.55" AMOLED, 2736 x 1264, 120Hz',
      processor: 'Qualcomm Snapdragon 7 Gen 3',
      ram: '12',
      storage: '256GB / 512GB',
      camera: '200MP main + 12MP ultra-wide; 50MP front',
      battery: '5300 mAh, 66W wired',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Midnight Black', '256GB', 49900, 140),
      v('Desert Gold', '256GB', 49900, 78),
      v('Meteor Silver', '256GB', 49900, 62),
      v('Midnight Black', '512GB', 56900, 8),
    ],
    swatches: {
      'Midnight Black': '#202126',
      'Desert Gold': '#d9c4a0',
      'Meteor Silver': '#c8cacd',
    },
  },
  {
    slug: 'honor-x9c',
    name: 'Honor X9c',
    brand: 'honor',
    category: 'smartphones',
    description:
      'A durable mid-range phone with a 6.78-inch curved AMOLED display and a 6600 mAh silicon-carbon battery. It runs on the Snapdragon 6 Gen 1 with 12GB of RAM. The 108MP main camera has optical image stabilisation.',
    featured: false,
    specifications: {
      display: '6.78" AMOLED, 2700 x 1224, 120Hz',
      processor: 'Qualcomm Snapdragon 6 Gen 1',
      ram: '12',
      storage: '256GB / 512GB',
      camera: '108MP main (OIS) + 5MP ultra-wide; 16MP front',
      battery: '6600 mAh, 66W wired',
      hsCode: HS_PHONE,
    },
    variants: [
      v('Titanium Black', '256GB', 32900, 190),
      v('Jade Cyan', '256GB', 32900, 115),
      v('Titanium Purple', '256GB', 32900, 86),
      v('Titanium Black', '512GB', 37900, 36),
    ],
    swatches: {
      'Titanium Black': '#2a2b2f',
      'Jade Cyan': '#8fc7bf',
      'Titanium Purple': '#a79ac1',
    },
  },
];

const tablets: SeedProduct[] = [
  {
    slug: 'apple-ipad-pro-13-m5',
    name: 'Apple iPad Pro 13-inch (M5)',
    brand: 'ipad',
    category: 'tablets',
    description:
      'The 13-inch iPad Pro with a tandem OLED Ultra Retina XDR display and Apple’s M5 chip. It is 5.1mm thin and supports Apple Pencil Pro and the Magic Keyboard. Models with 1TB or 2TB have 16GB of memory.',
    featured: false,
    specifications: {
      display: '13" Ultra Retina XDR tandem OLED, 2752 x 2064, ProMotion 10-120Hz',
      processor: 'Apple M5',
      ram: '12',
      storage: '256GB / 512GB / 1TB / 2TB',
      camera: '12MP wide rear + LiDAR; 12MP Center Stage landscape front',
      battery: '38.99 Wh, up to 10 hours web browsing on Wi-Fi',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Space Black', '256GB', 129900, 79),
      v('Silver', '256GB', 129900, 74),
      v('Space Black', '512GB', 149900, 18),
      v('Silver', '1TB', 189900, 5),
      v('Space Black', '2TB', 229900, 1),
    ],
    swatches: {
      'Space Black': '#2b2c30',
      Silver: '#d9dadc',
    },
  },
  {
    slug: 'apple-ipad-air-11-m3',
    name: 'Apple iPad Air 11-inch (M3)',
    brand: 'ipad',
    category: 'tablets',
    description:
      'A thin 11-inch iPad with the M3 chip and 8GB of memory. It supports Apple Pencil Pro and the Magic Keyboard for iPad Air. Touch ID is built into the top button.',
    featured: true,
    specifications: {
      display: '11" Liquid Retina IPS, 2360 x 1640, 60Hz',
      processor: 'Apple M3',
      ram: '8',
      storage: '128GB / 256GB / 512GB / 1TB',
      camera: '12MP wide rear; 12MP Center Stage landscape front',
      battery: '28.93 Wh, up to 10 hours web browsing on Wi-Fi',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Space Gray', '128GB', 59900, 120),
      v('Blue', '128GB', 59900, 85),
      v('Purple', '128GB', 59900, 54),
      v('Starlight', '256GB', 69900, 77),
      v('Space Gray', '512GB', 89900, 16),
      v('Blue', '1TB', 109900, 2),
    ],
    swatches: {
      'Space Gray': '#5d5f64',
      Blue: '#a6bdd6',
      Purple: '#c4b5d8',
      Starlight: '#e8e1d4',
    },
  },
  {
    slug: 'apple-ipad-a16',
    name: 'Apple iPad (A16)',
    brand: 'ipad',
    category: 'tablets',
    description:
      'The entry 11-inch iPad with the A16 chip and 128GB of base storage. It has a landscape front camera, Touch ID in the top button and USB-C. It works with Apple Pencil (USB-C) and the Magic Keyboard Folio.',
    featured: false,
    specifications: {
      display: '11" Liquid Retina IPS, 2360 x 1640, 60Hz',
      processor: 'Apple A16',
      ram: '6',
      storage: '128GB / 256GB / 512GB',
      camera: '12MP wide rear; 12MP Center Stage landscape front',
      battery: '28.93 Wh, up to 10 hours web browsing on Wi-Fi',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Silver', '128GB', 34900, 160),
      v('Blue', '128GB', 34900, 98),
      v('Pink', '128GB', 34900, 65),
      v('Yellow', '128GB', 34900, 12),
      v('Silver', '256GB', 44900, 57),
      v('Blue', '512GB', 64900, 9),
    ],
    swatches: {
      Silver: '#dcdddf',
      Blue: '#9fb9d8',
      Pink: '#eec1c8',
      Yellow: '#f0dc8c',
    },
  },
  {
    slug: 'samsung-galaxy-tab-s11-ultra',
    name: 'Samsung Galaxy Tab S11 Ultra',
    brand: 'samsung',
    category: 'tablets',
    description:
      'Samsung’s largest tablet with a 14.6-inch Dynamic AMOLED 2X display and a 5.1mm thin body. It runs on the MediaTek Dimensity 9400+ and ships with the S Pen. It is rated IP68.',
    featured: false,
    specifications: {
      display: '14.6" Dynamic AMOLED 2X, 2960 x 1848, 120Hz',
      processor: 'MediaTek Dimensity 9400+',
      ram: '12',
      storage: '256GB / 512GB / 1TB',
      camera: '13MP wide + 8MP ultra-wide rear; 12MP ultra-wide front',
      battery: '11600 mAh, 45W wired',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Gray', '256GB', 119999, 71),
      v('Silver', '256GB', 119999, 25),
      v('Gray', '512GB', 131999, 11),
      v('Gray', '1TB', 159999, 3),
    ],
    swatches: {
      Gray: '#4a4c51',
      Silver: '#cfd1d4',
    },
  },
  {
    slug: 'samsung-galaxy-tab-s10-fe',
    name: 'Samsung Galaxy Tab S10 FE',
    brand: 'samsung',
    category: 'tablets',
    description:
      'A 10.9-inch Galaxy tablet with a 90Hz display, the Exynos 1580 and an included S Pen. It has an IP68 rating and an 8000 mAh battery with 45W charging. Storage can be expanded with a microSD card.',
    featured: false,
    specifications: {
      display: '10.9" TFT LCD, 2304 x 1440, 90Hz',
      processor: 'Samsung Exynos 1580',
      ram: '8',
      storage: '128GB / 256GB',
      camera: '13MP rear; 12MP ultra-wide front',
      battery: '8000 mAh, 45W wired',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Gray', '128GB', 49999, 88),
      v('Silver', '128GB', 49999, 61),
      v('Blue', '128GB', 49999, 29),
      v('Gray', '256GB', 57999, 14),
    ],
    swatches: {
      Gray: '#55575c',
      Silver: '#d0d2d5',
      Blue: '#a9c0d8',
    },
  },
  {
    slug: 'xiaomi-pad-7',
    name: 'Xiaomi Pad 7',
    brand: 'xiaomi',
    category: 'tablets',
    description:
      'An 11.2-inch tablet with a 3.2K 144Hz display and the Snapdragon 7+ Gen 3. The 8850 mAh battery supports 45W charging. It runs HyperOS 2 with a PC-style workstation mode.',
    featured: false,
    specifications: {
      display: '11.2" 3.2K LCD, 3200 x 2136, 144Hz',
      processor: 'Qualcomm Snapdragon 7+ Gen 3',
      ram: '8',
      storage: '128GB / 256GB',
      camera: '13MP rear; 8MP front',
      battery: '8850 mAh, 45W wired',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Graphite Gray', '128GB', 39900, 105),
      v('Sage Green', '128GB', 39900, 84),
      v('Mist Blue', '256GB', 44900, 0),
      v('Graphite Gray', '256GB', 44900, 53),
    ],
    swatches: {
      'Graphite Gray': '#4d4f55',
      'Sage Green': '#b3c4ac',
      'Mist Blue': '#b4c7db',
    },
  },
  {
    slug: 'huawei-matepad-pro-13-2',
    name: 'Huawei MatePad Pro 13.2"',
    brand: 'huawei',
    category: 'tablets',
    description:
      'A 13.2-inch tablet with a flexible OLED 144Hz display in a 5.5mm body. It runs on the Kirin 9000S and has a 10100 mAh battery with 88W charging. It supports the M-Pencil and a magnetic keyboard.',
    featured: false,
    specifications: {
      display: '13.2" flexible OLED, 2880 x 1920, 144Hz',
      processor: 'HiSilicon Kirin 9000S',
      ram: '12',
      storage: '256GB / 512GB',
      camera: '13MP wide + 8MP ultra-wide rear; 16MP front',
      battery: '10100 mAh, 88W wired',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Black', '256GB', 89900, 27),
      v('White', '256GB', 89900, 19),
      v('Black', '512GB', 99900, 7),
    ],
    swatches: {
      Black: '#232326',
      White: '#ecebe7',
    },
  },
  {
    slug: 'lenovo-idea-tab-pro',
    name: 'Lenovo Idea Tab Pro',
    brand: 'lenovo',
    category: 'tablets',
    description:
      'A 12.7-inch tablet with a 3K 144Hz display and the MediaTek Dimensity 8300. It has quad JBL speakers and a 10200 mAh battery with 45W charging. The Lenovo Tab Pen Plus is included.',
    featured: false,
    specifications: {
      display: '12.7" LTPS LCD, 2944 x 1840, 144Hz',
      processor: 'MediaTek Dimensity 8300',
      ram: '8',
      storage: '128GB / 256GB',
      camera: '13MP rear; 13MP front',
      battery: '10200 mAh, 45W wired',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Luna Grey', '128GB', 32999, 74),
      v('Luna Grey', '256GB', 37999, 83),
    ],
    swatches: {
      'Luna Grey': '#6b6e74',
    },
  },
  {
    slug: 'honor-pad-9',
    name: 'Honor Pad 9',
    brand: 'honor',
    category: 'tablets',
    description:
      'A 12.1-inch tablet with a 2.5K 120Hz display and eight speakers. It runs on the Snapdragon 6 Gen 1 with 8GB of RAM. The 8300 mAh battery supports 35W charging.',
    featured: false,
    specifications: {
      display: '12.1" LCD, 2560 x 1600, 120Hz',
      processor: 'Qualcomm Snapdragon 6 Gen 1',
      ram: '8',
      storage: '256GB',
      camera: '13MP rear; 8MP front',
      battery: '8300 mAh, 35W wired',
      hsCode: HS_COMPUTER,
    },
    variants: [v('Space Grey', '256GB', 29900, 66)],
    swatches: {
      'Space Grey': '#55585e',
    },
  },
];

const computers: SeedProduct[] = [
  {
    slug: 'lenovo-thinkpad-x1-carbon-gen-13',
    name: 'Lenovo ThinkPad X1 Carbon Gen 13 Aura Edition',
    brand: 'lenovo',
    category: 'computers',
    description:
      'A 14-inch business ultrabook weighing under 1kg, built on Intel Core Ultra 200V (Lunar Lake) processors. Memory is on-package LPDDR5x. It has a 5MP webcam with IR for Windows Hello and two Thunderbolt 4 ports.',
    featured: false,
    specifications: {
      display: '14" 2.8K OLED, 2880 x 1800, 120Hz',
      processor: 'Intel Core Ultra 7 258V',
      ram: '32',
      storage: '512GB / 1TB PCIe Gen 4 SSD',
      camera: '5MP RGB + IR webcam with privacy shutter',
      battery: '57 Wh',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Black', '512GB', 189900, 22),
      v('Black', '1TB', 204900, 9),
    ],
    swatches: {
      Black: '#1f2023',
    },
  },
  {
    slug: 'lenovo-yoga-slim-7x',
    name: 'Lenovo Yoga Slim 7x',
    brand: 'lenovo',
    category: 'computers',
    description:
      'A 14.5-inch Copilot+ PC with a 3K OLED touchscreen and the Snapdragon X Elite processor. It has a 70 Wh battery and three USB-C ports. The aluminium body is 12.9mm thick.',
    featured: false,
    specifications: {
      display: '14.5" 3K OLED touch, 2944 x 1840, 90Hz',
      processor: 'Qualcomm Snapdragon X Elite X1E-78-100',
      ram: '16',
      storage: '512GB / 1TB SSD',
      camera: 'FHD 1080p + IR webcam',
      battery: '70 Wh',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Cosmic Blue', '512GB', 119999, 68),
      v('Cosmic Blue', '1TB', 134999, 12),
    ],
    swatches: {
      'Cosmic Blue': '#3e4a63',
    },
  },
  {
    slug: 'lenovo-ideapad-slim-5-14',
    name: 'Lenovo IdeaPad Slim 5 14"',
    brand: 'lenovo',
    category: 'computers',
    description:
      'An everyday 14-inch laptop with a WUXGA OLED display and an AMD Ryzen 7 8845HS processor. It has 16GB of LPDDR5x memory and a 1080p webcam with a privacy shutter. Ports include USB-C, USB-A and HDMI.',
    featured: false,
    specifications: {
      display: '14" WUXGA OLED, 1920 x 1200, 60Hz',
      processor: 'AMD Ryzen 7 8845HS',
      ram: '16',
      storage: '512GB / 1TB SSD',
      camera: 'FHD 1080p + IR webcam with privacy shutter',
      battery: '57 Wh',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Cloud Grey', '512GB', 74999, 64),
      v('Abyss Blue', '512GB', 74999, 75),
      v('Cloud Grey', '1TB', 84999, 15),
    ],
    swatches: {
      'Cloud Grey': '#9a9ca1',
      'Abyss Blue': '#2f3a52',
    },
  },
  {
    slug: 'hp-spectre-x360-14',
    name: 'HP Spectre x360 14"',
    brand: 'hp',
    category: 'computers',
    description:
      'A 2-in-1 convertible with a 14-inch 2.8K OLED touchscreen that folds back into tablet mode. It runs on the Intel Core Ultra 7 155H and has a 9MP IR webcam. A rechargeable MPP2.0 tilt pen is included.',
    featured: false,
    specifications: {
      display: '14" 2.8K OLED touch, 2880 x 1800, 120Hz',
      processor: 'Intel Core Ultra 7 155H',
      ram: '16',
      storage: '512GB / 1TB SSD',
      camera: '9MP IR webcam',
      battery: '68 Wh',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Nightfall Black', '512GB', 144999, 19),
      v('Slate Blue', '1TB', 159999, 6),
      v('Nightfall Black', '1TB', 159999, 0),
    ],
    swatches: {
      'Nightfall Black': '#232428',
      'Slate Blue': '#4c5d73',
    },
  },
  {
    slug: 'hp-omnibook-x-14',
    name: 'HP OmniBook X 14"',
    brand: 'hp',
    category: 'computers',
    description:
      'A 14-inch Copilot+ laptop with the Snapdragon X Elite processor and a 2.2K touchscreen. It has a 5MP IR webcam and 16GB of LPDDR5x memory. The battery is rated at 59 Wh.',
    featured: false,
    specifications: {
      display: '14" 2.2K IPS touch, 2240 x 1400',
      processor: 'Qualcomm Snapdragon X Elite X1E-78-100',
      ram: '16',
      storage: '512GB / 1TB SSD',
      camera: '5MP IR webcam',
      battery: '59 Wh',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Meteor Silver', '512GB', 109999, 52),
      v('Meteor Silver', '1TB', 119999, 24),
    ],
    swatches: {
      'Meteor Silver': '#c4c6c9',
    },
  },
  {
    slug: 'hp-victus-15',
    name: 'HP Victus 15 Gaming Laptop',
    brand: 'hp',
    category: 'computers',
    description:
      'A 15.6-inch gaming laptop with a 144Hz Full HD display. This configuration pairs an Intel Core i5-13420H with an NVIDIA GeForce RTX 3050 6GB GPU. It has 16GB of DDR4 memory and a 70 Wh battery.',
    featured: false,
    specifications: {
      display: '15.6" FHD IPS, 1920 x 1080, 144Hz',
      processor: 'Intel Core i5-13420H + NVIDIA GeForce RTX 3050 6GB',
      ram: '16',
      storage: '512GB SSD',
      camera: 'HD 720p webcam',
      battery: '70 Wh',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Mica Silver', '512GB', 74999, 0),
      v('Performance Blue', '512GB', 74999, 0),
    ],
    swatches: {
      'Mica Silver': '#b9bbbe',
      'Performance Blue': '#2d3b55',
    },
  },
  {
    slug: 'dell-xps-13-9345',
    name: 'Dell XPS 13 (9345)',
    brand: 'dell',
    category: 'computers',
    description:
      'A 13.4-inch XPS with the Snapdragon X Elite, a capacitive function row and an edge-to-edge keyboard. It has 16GB of LPDDR5x memory and a 1080p IR webcam. The 55 Wh battery charges over USB-C.',
    featured: false,
    specifications: {
      display: '13.4" FHD+ IPS, 1920 x 1200, 120Hz',
      processor: 'Qualcomm Snapdragon X Elite X1E-80-100',
      ram: '16',
      storage: '512GB / 1TB SSD',
      camera: 'FHD 1080p + IR webcam',
      battery: '55 Wh',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Platinum', '512GB', 129999, 64),
      v('Graphite', '512GB', 129999, 18),
      v('Graphite', '1TB', 149999, 4),
    ],
    swatches: {
      Platinum: '#d3d4d6',
      Graphite: '#3b3c40',
    },
  },
  {
    slug: 'dell-xps-14-9440',
    name: 'Dell XPS 14 (9440)',
    brand: 'dell',
    category: 'computers',
    description:
      'A 14.5-inch XPS with a 3.2K OLED touchscreen, an Intel Core Ultra 7 155H and an NVIDIA GeForce RTX 4050 6GB GPU. It has a 69.5 Wh battery and three Thunderbolt 4 ports. The body is machined aluminium with a glass palm rest.',
    featured: false,
    specifications: {
      display: '14.5" 3.2K OLED touch, 3200 x 2000, 120Hz',
      processor: 'Intel Core Ultra 7 155H + NVIDIA GeForce RTX 4050 6GB',
      ram: '16',
      storage: '512GB / 1TB SSD',
      camera: 'FHD 1080p + IR webcam',
      battery: '69.5 Wh',
      hsCode: HS_COMPUTER,
    },
    variants: [
      v('Platinum', '512GB', 169999, 0),
      v('Graphite', '1TB', 189999, 0),
    ],
    swatches: {
      Platinum: '#d3d4d6',
      Graphite: '#3b3c40',
    },
  },
  {
    slug: 'dell-inspiron-14-plus-7440',
    name: 'Dell Inspiron 14 Plus (7440)',
    brand: 'dell',
    category: 'computers',
    description:
      'A 14-inch mainstream laptop with a 2.2K display and an Intel Core Ultra 7 155H processor. It has 16GB of LPDDR5x memory, a 1080p IR webcam and a 64 Wh battery. Ports include Thunderbolt 4, USB-A, HDMI and an SD card reader.',
    featured: false,
    specifications: {
      display: '14" 2.2K IPS, 2240 x 1400',
      processor: 'Intel Core Ultra 7 155H',
      ram: '16',
      storage: '1TB SSD',
      camera: 'FHD 1080p + IR webcam',
      battery: '64 Wh',
      hsCode: HS_COMPUTER,
    },
    variants: [v('Ice Blue', '1TB', 104999, 80)],
    swatches: {
      'Ice Blue': '#b9c9d6',
    },
  },
];

const accessories: SeedProduct[] = [
  {
    slug: 'samsung-galaxy-buds3-pro',
    name: 'Samsung Galaxy Buds3 Pro',
    brand: 'samsung',
    category: 'accessories',
    description:
      'Stem-style wireless earbuds with adaptive active noise cancellation and a two-way speaker per earbud. They support 24-bit/96kHz audio with the Samsung Seamless Codec on Galaxy phones. The earbuds and case are rated for up to 26 hours of playback with ANC on.',
    featured: false,
    specifications: {
      display: 'None',
      processor: 'Bluetooth 5.4, Samsung Seamless Codec (SSC UHQ)',
      ram: 'N/A',
      storage: 'N/A',
      camera: 'None',
      battery: 'Earbud 53 mAh, case 515 mAh; up to 6 h (ANC on), 26 h with case',
      hsCode: HS_EARBUDS,
    },
    variants: [
      v('Silver', 'Standard', 24999, 150),
      v('White', 'Standard', 24999, 96),
    ],
    swatches: {
      Silver: '#b7b9bd',
      White: '#f2f2f2',
    },
  },
  {
    slug: 'apple-airpods-pro-3',
    name: 'Apple AirPods Pro 3',
    brand: 'iphone',
    category: 'accessories',
    description:
      'Apple’s in-ear earbuds with active noise cancellation, the H2 chip and built-in heart-rate sensing during workouts. They are rated IP57 for dust, sweat and water. Battery life is up to 8 hours with ANC on.',
    featured: false,
    specifications: {
      display: 'None',
      processor: 'Apple H2',
      ram: 'N/A',
      storage: 'N/A',
      camera: 'None',
      battery: 'Up to 8 h listening with ANC; up to 24 h with the charging case',
      hsCode: HS_EARBUDS,
    },
    variants: [v('White', 'Standard', 24900, 230)],
    swatches: {
      White: '#f4f4f2',
    },
  },
  {
    slug: 'xiaomi-power-bank-20000mah-22-5w',
    name: 'Xiaomi 22.5W Power Bank 20000mAh',
    brand: 'xiaomi',
    category: 'accessories',
    description:
      'A 20000 mAh power bank with up to 22.5W output and two USB-A ports plus one USB-C port. It can charge three devices at once and has a low-current mode for earbuds and watches. Recharge it through USB-C.',
    featured: false,
    specifications: {
      display: 'None',
      processor: 'N/A',
      ram: 'N/A',
      storage: 'N/A',
      camera: 'None',
      battery: '20000 mAh (74 Wh) lithium-ion polymer, 22.5W max output',
      hsCode: HS_POWER_BANK,
    },
    variants: [v('Black', 'Standard', 2999, 320)],
    swatches: {
      Black: '#26272a',
    },
  },
  {
    slug: 'samsung-45w-power-adapter',
    name: 'Samsung 45W Power Adapter',
    brand: 'samsung',
    category: 'accessories',
    description:
      'A USB-C wall charger supporting Samsung Super Fast Charging 2.0 (USB PD 3.0 PPS) at up to 45W. It comes with a 1.8m USB-C to USB-C 5A cable. It suits Galaxy S Ultra phones and Galaxy Tab devices.',
    featured: false,
    specifications: {
      display: 'None',
      processor: 'N/A',
      ram: 'N/A',
      storage: 'N/A',
      camera: 'None',
      battery: 'No battery; 45W max output, USB PD 3.0 PPS',
      hsCode: HS_CHARGER,
    },
    variants: [
      v('Black', 'Standard', 4999, 210),
      v('White', 'Standard', 4999, 134),
    ],
    swatches: {
      Black: '#222225',
      White: '#f3f3f3',
    },
  },
  {
    slug: 'huawei-watch-gt-5-pro-46mm',
    name: 'Huawei Watch GT 5 Pro 46mm',
    brand: 'huawei',
    category: 'accessories',
    description:
      'A 46mm titanium smartwatch with sapphire glass and a 1.43-inch AMOLED display. It tracks heart rate, ECG, sleep and over 100 workout modes with dual-band GNSS. Huawei rates battery life at up to 14 days of typical use.',
    featured: false,
    specifications: {
      display: '1.43" AMOLED, 466 x 466',
      processor: 'N/A',
      ram: 'N/A',
      storage: '46mm case',
      camera: 'None',
      battery: 'Up to 14 days typical use',
      hsCode: HS_WATCH,
    },
    variants: [
      v('Black', '46mm', 34900, 85),
      v('Titanium', '46mm', 49900, 10),
    ],
    swatches: {
      Black: '#202124',
      Titanium: '#b4b3ae',
    },
  },
  {
    slug: 'samsung-galaxy-watch8',
    name: 'Samsung Galaxy Watch8',
    brand: 'samsung',
    category: 'accessories',
    description:
      'A Wear OS smartwatch with a cushion design and a Super AMOLED display, in 40mm and 44mm sizes. It runs on the Exynos W1000 with 2GB of RAM and 32GB of storage. Health features include an antioxidant index and bedtime guidance.',
    featured: false,
    specifications: {
      display: '40mm: 1.34" Super AMOLED 438 x 438; 44mm: 1.47" Super AMOLED 480 x 480',
      processor: 'Samsung Exynos W1000',
      ram: '2',
      storage: '32GB',
      camera: 'None',
      battery: '40mm: 325 mAh; 44mm: 435 mAh',
      hsCode: HS_WATCH,
    },
    variants: [
      v('Graphite', '40mm', 34999, 70),
      v('Silver', '40mm', 34999, 55),
      v('Graphite', '44mm', 37999, 82),
      v('Silver', '44mm', 37999, 0),
    ],
    swatches: {
      Graphite: '#36373b',
      Silver: '#c9cacc',
    },
  },
  {
    slug: 'samsung-galaxy-s25-ultra-silicone-case',
    name: 'Samsung Galaxy S25 Ultra Silicone Case',
    brand: 'samsung',
    category: 'accessories',
    description:
      'A slim silicone case made for the Galaxy S25 Ultra with a soft microfibre lining. It has precise cut-outs for the cameras, S Pen and ports. It is compatible with wireless charging.',
    featured: false,
    specifications: {
      display: 'None',
      processor: 'N/A',
      ram: 'N/A',
      storage: 'N/A',
      camera: 'None',
      battery: 'None',
      hsCode: HS_CASE,
    },
    variants: [
      v('Black', 'Standard', 2999, 180),
      v('Gray', 'Standard', 2999, 95),
      v('Light Blue', 'Standard', 2999, 3),
    ],
    swatches: {
      Black: '#232326',
      Gray: '#9a9b9f',
      'Light Blue': '#b5cde3',
    },
  },
];

/** The full seed catalog: smartphones, tablets, computers, then accessories. */
export const seedProducts: SeedProduct[] = [...smartphones, ...tablets, ...computers, ...accessories];
