/**
 * The shop's public contact details (storefront spec §1: postal address in Guangzhou, support
 * e-mail, phone, Facebook and TikTok). Shown in the footer and printed on invoices.
 */
export const SHOP_CONTACT = {
  name: 'PhoneXport',
  description: 'Genuine phones, tablets, laptops and accessories shipped from China to Southern Africa, priced in USD.',
  address: 'Room 1208, Tianhe Bei Road 233, Tianhe District, Guangzhou, Guangdong 510620, China',
  email: 'support@phonexport.example',
  phone: '+86 20 3888 0000',
  facebook: 'https://www.facebook.com/phonexport',
  tiktok: 'https://www.tiktok.com/@phonexport',
} as const;
