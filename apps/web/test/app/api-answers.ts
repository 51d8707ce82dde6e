/**
 * Answers of the real API, captured once from a freshly seeded shop (`npm start`) and trimmed: three
 * products of the list, the first one's detail, brands, heroes, service countries, exchange rates,
 * the public shop settings, and the quote of two of that product's first variant to South Africa,
 * with and without WELCOME10. Typed with the contracts' types, so a contract change that these
 * answers no longer fit fails the type check.
 */
import type { BrandDto, HeroDto, ProductDetail, ProductPage } from '@phonexport/contracts/catalog';
import type { QuoteDto } from '@phonexport/contracts/cart';
import type { ExchangeRatesDto } from '@phonexport/contracts/currency';
import type { ServiceCountryDto } from '@phonexport/contracts/shipping';
import type { PublicSettingsDto } from '@phonexport/contracts/shop-settings';

export const products: ProductPage = {
  "items": [
    {
      "id": "3621761a-fbcb-4524-b29a-8b66a2680206",
      "name": "Samsung Galaxy S25 Ultra",
      "brand": "samsung",
      "brandName": "Samsung",
      "category": "smartphones",
      "priceCents": 129999,
      "maxPriceCents": 165999,
      "stock": 343,
      "status": "active",
      "featured": true,
      "images": [
        "/media/products/samsung-galaxy-s25-ultra-0/detail.webp",
        "/media/products/samsung-galaxy-s25-ultra-1/detail.webp",
        "/media/products/samsung-galaxy-s25-ultra-2/detail.webp",
        "/media/products/samsung-galaxy-s25-ultra-3/detail.webp",
        "/media/products/samsung-galaxy-s25-ultra-4/detail.webp"
      ],
      "defaultVariant": {
        "id": "65620f8c-b5f3-487b-84f4-c0461ef040d7",
        "color": "Titanium Silverblue",
        "storage": "256GB",
        "priceCents": 129999,
        "stock": 84
      }
    },
    {
      "id": "c66d43c3-e1bd-44b2-a5a6-1e0e9a74668d",
      "name": "Samsung Galaxy S25",
      "brand": "samsung",
      "brandName": "Samsung",
      "category": "smartphones",
      "priceCents": 79999,
      "maxPriceCents": 85999,
      "stock": 451,
      "status": "active",
      "featured": false,
      "images": [
        "/media/products/samsung-galaxy-s25-0/detail.webp",
        "/media/products/samsung-galaxy-s25-1/detail.webp",
        "/media/products/samsung-galaxy-s25-2/detail.webp",
        "/media/products/samsung-galaxy-s25-3/detail.webp",
        "/media/products/samsung-galaxy-s25-4/detail.webp"
      ],
      "defaultVariant": {
        "id": "d0f4155b-c1ff-43ed-a08d-0f0dd74440e9",
        "color": "Navy",
        "storage": "128GB",
        "priceCents": 79999,
        "stock": 140
      }
    },
    {
      "id": "9b0fc061-be54-46f7-a10e-0084ac528367",
      "name": "Samsung Galaxy Z Fold7",
      "brand": "samsung",
      "brandName": "Samsung",
      "category": "smartphones",
      "priceCents": 199999,
      "maxPriceCents": 241999,
      "stock": 152,
      "status": "active",
      "featured": false,
      "images": [
        "/media/products/samsung-galaxy-z-fold7-0/detail.webp",
        "/media/products/samsung-galaxy-z-fold7-1/detail.webp",
        "/media/products/samsung-galaxy-z-fold7-2/detail.webp",
        "/media/products/samsung-galaxy-z-fold7-3/detail.webp"
      ],
      "defaultVariant": {
        "id": "65de1542-a23d-4ab7-8f87-459ef46a6bca",
        "color": "Blue Shadow",
        "storage": "256GB",
        "priceCents": 199999,
        "stock": 75
      }
    }
  ],
  "total": 48,
  "totalCapped": false,
  "nextOffset": 3,
  "nextCursor": "W251bGwsIjIwMjYtMTEtMzAgMDY6NTQ6NTQuMzYxKzAwIiwiU2Ftc3VuZyBHYWxheHkgWiBGb2xkNyIsIjliMGZjMDYxLWJlNTQtNDZmNy1hMTBlLTAwODRhYzUyODM2NyJd"
};

export const productDetail: ProductDetail = {
  "id": "3621761a-fbcb-4524-b29a-8b66a2680206",
  "name": "Samsung Galaxy S25 Ultra",
  "brand": "samsung",
  "brandName": "Samsung",
  "category": "smartphones",
  "priceCents": 129999,
  "maxPriceCents": 165999,
  "stock": 343,
  "status": "active",
  "featured": true,
  "images": [
    "/media/products/samsung-galaxy-s25-ultra-0/detail.webp",
    "/media/products/samsung-galaxy-s25-ultra-1/detail.webp",
    "/media/products/samsung-galaxy-s25-ultra-2/detail.webp",
    "/media/products/samsung-galaxy-s25-ultra-3/detail.webp",
    "/media/products/samsung-galaxy-s25-ultra-4/detail.webp"
  ],
  "defaultVariant": {
    "id": "65620f8c-b5f3-487b-84f4-c0461ef040d7",
    "color": "Titanium Silverblue",
    "storage": "256GB",
    "priceCents": 129999,
    "stock": 84
  },
  "description": "Samsung’s 2025 flagship with a titanium frame, a 6.9-inch QHD+ display and a built-in S Pen. It runs on the Snapdragon 8 Elite for Galaxy with 12GB of RAM. The quad rear camera pairs a 200MP main sensor with 3x and 5x telephoto lenses.",
  "variants": [
    {
      "id": "65620f8c-b5f3-487b-84f4-c0461ef040d7",
      "color": "Titanium Silverblue",
      "storage": "256GB",
      "priceCents": 129999,
      "stock": 84
    },
    {
      "id": "a2aa119b-64fc-4f8d-886f-b1a0ee4dbf17",
      "color": "Titanium Black",
      "storage": "256GB",
      "priceCents": 129999,
      "stock": 120
    },
    {
      "id": "9ce48acb-ce81-4595-a6e9-117e4a2d8cec",
      "color": "Titanium Gray",
      "storage": "512GB",
      "priceCents": 141999,
      "stock": 57
    },
    {
      "id": "5d178a55-2e58-47a9-895c-b42b7b4f6ac4",
      "color": "Titanium Black",
      "storage": "512GB",
      "priceCents": 141999,
      "stock": 70
    },
    {
      "id": "beb91f83-779d-49e9-9478-b87ba47f44cb",
      "color": "Titanium Whitesilver",
      "storage": "512GB",
      "priceCents": 141999,
      "stock": 8
    },
    {
      "id": "b7950d99-cdd0-45f0-a751-55c166ecf9bc",
      "color": "Titanium Black",
      "storage": "1TB",
      "priceCents": 165999,
      "stock": 4
    }
  ],
  "specifications": {
    "display": "6.9\" QHD+ Dynamic AMOLED 2X, 3120 x 1440, 1-120Hz",
    "processor": "Qualcomm Snapdragon 8 Elite for Galaxy",
    "ram": "12",
    "storage": "256GB / 512GB / 1TB",
    "camera": "200MP wide + 50MP ultra-wide + 10MP 3x telephoto + 50MP 5x telephoto; 12MP front",
    "battery": "5000 mAh, 45W wired, 15W wireless",
    "colors": "Titanium Silverblue, Titanium Black, Titanium Gray, Titanium Whitesilver",
    "storage_options": "256GB, 512GB, 1TB",
    "hsCode": "8517.13.00",
    "declaredValueCents": 129999,
    "estimatedDutyCents": 19500
  },
  "createdAt": "2026-11-30T06:56:54.361Z",
  "updatedAt": "2026-11-30T06:56:54.361Z"
};

export const brands: BrandDto[] = [
  {
    "slug": "honor",
    "name": "Honor",
    "logoUrl": null
  },
  {
    "slug": "huawei",
    "name": "Huawei",
    "logoUrl": null
  },
  {
    "slug": "iphone",
    "name": "iPhone",
    "logoUrl": null
  },
  {
    "slug": "samsung",
    "name": "Samsung",
    "logoUrl": null
  },
  {
    "slug": "xiaomi",
    "name": "Xiaomi",
    "logoUrl": null
  },
  {
    "slug": "dell",
    "name": "Dell",
    "logoUrl": null
  },
  {
    "slug": "hp",
    "name": "HP",
    "logoUrl": null
  },
  {
    "slug": "ipad",
    "name": "iPad",
    "logoUrl": null
  },
  {
    "slug": "lenovo",
    "name": "Lenovo",
    "logoUrl": null
  }
];

export const heroes: HeroDto[] = [
  {
    "id": "d23fa839-5b28-43e4-8e1d-522c99dc1980",
    "title": "Flagship phones, shipped from China",
    "subtitle": "Samsung, iPhone, Xiaomi, Huawei and Honor, delivered to 8 countries",
    "imageUrl": "/media/heroes/flagships.webp",
    "buttonText": "Shop Phones",
    "buttonAction": "category",
    "productId": null,
    "category": "smartphones",
    "url": null,
    "priority": 10,
    "product": null
  },
  {
    "id": "fe5c54d2-1d78-4310-8aa8-29b12075fde2",
    "title": "Laptops for work and study",
    "subtitle": "Lenovo, HP and Dell with duty estimates shown upfront",
    "imageUrl": "/media/heroes/laptops.webp",
    "buttonText": "Browse Computers",
    "buttonAction": "category",
    "productId": null,
    "category": "computers",
    "url": null,
    "priority": 7,
    "product": null
  },
  {
    "id": "a0b7906b-7520-4718-bdc8-3f493beb0cab",
    "title": "Galaxy S25 Ultra",
    "subtitle": "Titanium build, S Pen and a 200 MP camera",
    "imageUrl": "/media/heroes/featured.webp",
    "buttonText": "View Phone",
    "buttonAction": "product",
    "productId": "3621761a-fbcb-4524-b29a-8b66a2680206",
    "category": null,
    "url": null,
    "priority": 5,
    "product": {
      "id": "3621761a-fbcb-4524-b29a-8b66a2680206",
      "name": "Samsung Galaxy S25 Ultra",
      "priceCents": 129999
    }
  }
];

export const countries: ServiceCountryDto[] = [
  {
    "id": "a462a20a-e49f-43b3-9ed4-e8841fc4bf12",
    "name": "Botswana",
    "code": "BW",
    "currency": "BWP",
    "shippingCostCents": 1500,
    "standardShippingCostCents": 1500,
    "expressShippingCostCents": 3000,
    "estimatedDeliveryDays": {
      "standard": 8,
      "express": 4
    },
    "dutyRate": 14,
    "isActive": true
  },
  {
    "id": "c69ddf5a-1941-4c06-97fb-5c61a1168290",
    "name": "Eswatini",
    "code": "SZ",
    "currency": "SZL",
    "shippingCostCents": 1400,
    "standardShippingCostCents": 1400,
    "expressShippingCostCents": 2800,
    "estimatedDeliveryDays": {
      "standard": 8,
      "express": 4
    },
    "dutyRate": 15,
    "isActive": true
  },
  {
    "id": "395dc6c3-2a59-4985-8add-dd35f21a8b9a",
    "name": "Lesotho",
    "code": "LS",
    "currency": "LSL",
    "shippingCostCents": 1400,
    "standardShippingCostCents": 1400,
    "expressShippingCostCents": 2800,
    "estimatedDeliveryDays": {
      "standard": 8,
      "express": 4
    },
    "dutyRate": 15,
    "isActive": true
  },
  {
    "id": "192c4ecc-a9f3-40d1-b16b-0e29b90cfd7d",
    "name": "Malawi",
    "code": "MW",
    "currency": "MWK",
    "shippingCostCents": 2000,
    "standardShippingCostCents": 2000,
    "expressShippingCostCents": 3800,
    "estimatedDeliveryDays": {
      "standard": 10,
      "express": 5
    },
    "dutyRate": 16.5,
    "isActive": true
  },
  {
    "id": "4a54e2dd-29ec-4103-941a-7f22a35f618e",
    "name": "Namibia",
    "code": "NA",
    "currency": "NAD",
    "shippingCostCents": 1500,
    "standardShippingCostCents": 1500,
    "expressShippingCostCents": 3000,
    "estimatedDeliveryDays": {
      "standard": 8,
      "express": 4
    },
    "dutyRate": 15,
    "isActive": true
  },
  {
    "id": "7f65e5be-d61a-4b63-8269-4320046c6883",
    "name": "South Africa",
    "code": "ZA",
    "currency": "ZAR",
    "shippingCostCents": 1200,
    "standardShippingCostCents": 1200,
    "expressShippingCostCents": 2500,
    "estimatedDeliveryDays": {
      "standard": 7,
      "express": 3
    },
    "dutyRate": 15,
    "isActive": true
  },
  {
    "id": "8ea2076a-a597-4545-bd9d-ae817e48113a",
    "name": "Zambia",
    "code": "ZM",
    "currency": "ZMW",
    "shippingCostCents": 1800,
    "standardShippingCostCents": 1800,
    "expressShippingCostCents": 3500,
    "estimatedDeliveryDays": {
      "standard": 9,
      "express": 4
    },
    "dutyRate": 16,
    "isActive": true
  },
  {
    "id": "cf18ae7c-7a4b-49f9-bb8e-66fc72fbc061",
    "name": "Zimbabwe",
    "code": "ZW",
    "currency": "ZWG",
    "shippingCostCents": 1800,
    "standardShippingCostCents": 1800,
    "expressShippingCostCents": 3500,
    "estimatedDeliveryDays": {
      "standard": 9,
      "express": 4
    },
    "dutyRate": 15.5,
    "isActive": true
  }
];

export const exchangeRates: ExchangeRatesDto = {
  "base": "USD",
  "rates": [
    {
      "currency": "USD",
      "rate": 1,
      "source": "base",
      "fetchedAt": "2026-11-30T06:57:26.412Z",
      "rounding": "none",
      "stale": false
    },
    {
      "currency": "EUR",
      "rate": 0.868,
      "source": "seeded",
      "fetchedAt": "2025-11-21T00:00:00.000Z",
      "rounding": "whole",
      "stale": false
    },
    {
      "currency": "GBP",
      "rate": 0.764,
      "source": "seeded",
      "fetchedAt": "2025-11-21T00:00:00.000Z",
      "rounding": "whole",
      "stale": false
    },
    {
      "currency": "CAD",
      "rate": 1.41,
      "source": "seeded",
      "fetchedAt": "2025-11-21T00:00:00.000Z",
      "rounding": "whole",
      "stale": false
    },
    {
      "currency": "AUD",
      "rate": 1.548,
      "source": "seeded",
      "fetchedAt": "2025-11-21T00:00:00.000Z",
      "rounding": "whole",
      "stale": false
    },
    {
      "currency": "ZAR",
      "rate": 17.35,
      "source": "seeded",
      "fetchedAt": "2025-11-21T00:00:00.000Z",
      "rounding": "whole",
      "stale": false
    },
    {
      "currency": "BWP",
      "rate": 13.42,
      "source": "seeded",
      "fetchedAt": "2025-11-21T00:00:00.000Z",
      "rounding": "whole",
      "stale": false
    },
    {
      "currency": "NAD",
      "rate": 17.35,
      "source": "pegged",
      "fetchedAt": "2025-11-21T00:00:00.000Z",
      "rounding": "whole",
      "stale": false
    },
    {
      "currency": "LSL",
      "rate": 17.35,
      "source": "pegged",
      "fetchedAt": "2025-11-21T00:00:00.000Z",
      "rounding": "whole",
      "stale": false
    },
    {
      "currency": "SZL",
      "rate": 17.35,
      "source": "pegged",
      "fetchedAt": "2025-11-21T00:00:00.000Z",
      "rounding": "whole",
      "stale": false
    },
    {
      "currency": "MWK",
      "rate": 1734,
      "source": "seeded",
      "fetchedAt": "2025-11-21T00:00:00.000Z",
      "rounding": "ten",
      "stale": false
    },
    {
      "currency": "ZMW",
      "rate": 23.1,
      "source": "seeded",
      "fetchedAt": "2025-11-21T00:00:00.000Z",
      "rounding": "whole",
      "stale": false
    },
    {
      "currency": "ZWG",
      "rate": 26.6,
      "source": "seeded",
      "fetchedAt": "2025-11-21T00:00:00.000Z",
      "rounding": "whole",
      "stale": false
    }
  ]
};

export const shopSettings: PublicSettingsDto = {
  "storeName": "PhoneXport",
  "storeEmail": "support@phonexport.example",
  "description": "Genuine phones, tablets, laptops and accessories shipped from China to Southern Africa, priced in USD.",
  "phone": "+86 20 3888 0000",
  "address": "Room 1208, Tianhe Bei Road 233, Tianhe District, Guangzhou, Guangdong 510620, China",
  "freeShippingMinimumCents": null,
  "features": {
    "reviews": true,
    "expressShipping": true
  }
};

export const quote: QuoteDto = {
  "lines": [
    {
      "variantId": "65620f8c-b5f3-487b-84f4-c0461ef040d7",
      "productId": "3621761a-fbcb-4524-b29a-8b66a2680206",
      "name": "Samsung Galaxy S25 Ultra",
      "color": "Titanium Silverblue",
      "storage": "256GB",
      "variant": "256GB, Titanium Silverblue",
      "unitPriceCents": 129999,
      "quantity": 2,
      "stock": 84,
      "image": "/media/products/samsung-galaxy-s25-ultra-0/detail.webp",
      "problem": null
    }
  ],
  "country": {
    "id": "7f65e5be-d61a-4b63-8269-4320046c6883",
    "name": "South Africa",
    "code": "ZA",
    "currency": "ZAR",
    "shippingCostCents": 1200,
    "standardShippingCostCents": 1200,
    "expressShippingCostCents": 2500,
    "estimatedDeliveryDays": {
      "standard": 7,
      "express": 3
    },
    "dutyRate": 15,
    "isActive": true
  },
  "shippingOption": "standard",
  "coupon": null,
  "couponError": null,
  "deliveryEstimate": "7-9",
  "totals": {
    "subtotalCents": 259998,
    "shippingCents": 1200,
    "dutyCents": 39000,
    "discountCents": 0,
    "totalCents": 300198,
    "itemCount": 2
  },
  "optionShippingCents": {
    "standard": 1200,
    "express": 2500
  }
};

export const quoteWelcome10: QuoteDto = {
  "lines": [
    {
      "variantId": "65620f8c-b5f3-487b-84f4-c0461ef040d7",
      "productId": "3621761a-fbcb-4524-b29a-8b66a2680206",
      "name": "Samsung Galaxy S25 Ultra",
      "color": "Titanium Silverblue",
      "storage": "256GB",
      "variant": "256GB, Titanium Silverblue",
      "unitPriceCents": 129999,
      "quantity": 2,
      "stock": 84,
      "image": "/media/products/samsung-galaxy-s25-ultra-0/detail.webp",
      "problem": null
    }
  ],
  "country": {
    "id": "7f65e5be-d61a-4b63-8269-4320046c6883",
    "name": "South Africa",
    "code": "ZA",
    "currency": "ZAR",
    "shippingCostCents": 1200,
    "standardShippingCostCents": 1200,
    "expressShippingCostCents": 2500,
    "estimatedDeliveryDays": {
      "standard": 7,
      "express": 3
    },
    "dutyRate": 15,
    "isActive": true
  },
  "shippingOption": "standard",
  "coupon": {
    "code": "WELCOME10",
    "discount": 10,
    "type": "percentage"
  },
  "couponError": null,
  "deliveryEstimate": "7-9",
  "totals": {
    "subtotalCents": 259998,
    "shippingCents": 1200,
    "dutyCents": 39000,
    "discountCents": 26000,
    "totalCents": 274198,
    "itemCount": 2
  },
  "optionShippingCents": {
    "standard": 1200,
    "express": 2500
  }
};


