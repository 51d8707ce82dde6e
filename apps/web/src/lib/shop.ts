/**
 * The shop's public contact details (storefront spec §1: postal address in Guangzhou, support
 * e-mail, phone, Facebook and TikTok). The back-office settings issue moves these to the server.
 */
export const SHOP_CONTACT = {
  address: 'Room 1208, Tianhe Bei Road 233, Tianhe District, Guangzhou, Guangdong 510620, China',
  email: 'support@phonexport.example',
  phone: '+86 20 3888 0000',
  facebook: 'https://www.facebook.com/phonexport',
  tiktok: 'https://www.tiktok.com/@phonexport',
} as const;
