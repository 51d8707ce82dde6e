/**
 * The returns' messages (issue 27) and their translations, apart from the rules and schemas of
 * returns.ts: the message table (server-messages.ts) reads them in the browser too, and must not
 * bring zod along (decision 067: zod stays out of storefront chunks).
 */

/** The customer's messages about returns (English; translated by server-messages). */
export const RETURN_MESSAGES = {
  notFound: 'Return request not found',
  chooseItems: 'Choose at least one item and how many to return',
  tooMany: 'You cannot return more units than you ordered and have not yet returned',
  notEligible: 'This item cannot be returned for this reason any more',
  notDelivered: 'Returns open once the order has been delivered',
  reasonRequired: 'Choose a reason',
  imeiRequired: 'Enter the IMEI or serial number of the device',
  imeiInvalid: 'Enter a valid IMEI (15 digits) or serial number (5 to 30 letters and digits)',
  exchangeVariant: 'Choose another colour or storage of the same product for the exchange',
  differenceNotDue: 'There is no price difference left to pay on this request',
  differenceNotYet: 'You can pay the difference once your exchange is approved',
  differencePending: 'PayPal is reviewing your payment. The difference will show as paid as soon as it completes.',
  exchangeOutOfStock: 'The variant you chose for the exchange is out of stock',
  tooManyPhotos: 'Add at most 5 photos or videos',
  photoUnknown: 'A photo was not found: add it again',
  videoUnknown: 'A video was not found: add it again',
  videoType: 'This file is not a video: send an MP4, WebM or QuickTime (.mov) file',
  videoTooLarge: 'The video is larger than 20 MB: send a shorter clip',
  tooManyVideos: 'Add at most 1 video',
  descriptionTooLong: 'The description must be at most 1000 characters',
  finished: 'This return request is closed and can no longer be changed',
} as const;

/** Staff-only messages of the returns screen (back office). */
export const RETURN_STAFF_MESSAGES = {
  notAllowed: 'This step is not allowed now: a return moves requested → approved or rejected → received → inspected → refunded, exchanged or closed.',
  reasonRequired: 'Give the reason for the rejection',
  instructionsRequired: 'Give the return instructions',
  inspectionQuantities: 'Received and damaged units must be between 0 and the units requested, damaged at most received',
  refundTooMuch: 'The refund may not exceed the estimate for the received units',
  notExchange: 'This request asks for a refund, not an exchange',
  notRefund: 'This request asks for an exchange; refund it only if the exchange cannot be shipped',
  differenceUnpaid: 'The customer has not paid the price difference yet: the exchange cannot ship before it is paid',
  ruleCategory: 'Choose a category, or Any',
  ruleCountry: 'Enter a two-letter country code, or * for every country',
  ruleReason: 'Choose at least one reason',
  ruleWindow: 'The window must be a whole number from 1 to 1000 hours, days or months',
  rulePayer: 'Choose who pays the return shipping',
  ruleFee: 'The restocking fee must be between 0 and 100 %',
  ruleDuplicate: 'Another rule already covers this category, country and reason',
  finalSaleCategory: 'Choose the category that is final sale',
  finalSaleDuplicate: 'This category is already final sale in this country',
  policyInvalid: 'Each rule needs a category, a country code or *, a reason, a window of at least 1, and a fee between 0 and 100',
} as const;

/** Translations of RETURN_MESSAGES (merged into server-messages' table). */
export const RETURN_MESSAGE_TRANSLATIONS: readonly [string, { es: string; fr: string; de: string; zh: string }][] = [
  [RETURN_MESSAGES.notFound, { es: 'Solicitud de devolución no encontrada', fr: 'Demande de retour introuvable', de: 'Rücksendeanfrage nicht gefunden', zh: '未找到退货申请' }],
  [RETURN_MESSAGES.chooseItems, { es: 'Elige al menos un artículo y cuántas unidades devolver', fr: 'Choisissez au moins un article et combien en retourner', de: 'Wähle mindestens einen Artikel und die Anzahl für die Rücksendung', zh: '请至少选择一件商品及退货数量' }],
  [RETURN_MESSAGES.tooMany, { es: 'No puedes devolver más unidades de las que pediste y aún no has devuelto', fr: 'Vous ne pouvez pas retourner plus d’unités que celles commandées et pas encore retournées', de: 'Du kannst nicht mehr Einheiten zurücksenden, als du bestellt und noch nicht zurückgesendet hast', zh: '退货数量不能超过已订购且尚未退货的数量' }],
  [RETURN_MESSAGES.notEligible, { es: 'Este artículo ya no se puede devolver por este motivo', fr: 'Cet article ne peut plus être retourné pour ce motif', de: 'Dieser Artikel kann aus diesem Grund nicht mehr zurückgesendet werden', zh: '该商品已不能以此原因退货' }],
  [RETURN_MESSAGES.notDelivered, { es: 'Las devoluciones se abren cuando el pedido se ha entregado', fr: 'Les retours sont possibles une fois la commande livrée', de: 'Rücksendungen sind möglich, sobald die Bestellung zugestellt wurde', zh: '订单送达后才可申请退货' }],
  [RETURN_MESSAGES.reasonRequired, { es: 'Elige un motivo', fr: 'Choisissez un motif', de: 'Wähle einen Grund', zh: '请选择原因' }],
  [RETURN_MESSAGES.imeiRequired, { es: 'Introduce el IMEI o el número de serie del dispositivo', fr: 'Saisissez l’IMEI ou le numéro de série de l’appareil', de: 'Gib die IMEI oder Seriennummer des Geräts ein', zh: '请输入设备的 IMEI 或序列号' }],
  [RETURN_MESSAGES.imeiInvalid, { es: 'Introduce un IMEI válido (15 dígitos) o un número de serie (de 5 a 30 letras y dígitos)', fr: 'Saisissez un IMEI valide (15 chiffres) ou un numéro de série (5 à 30 lettres et chiffres)', de: 'Gib eine gültige IMEI (15 Ziffern) oder Seriennummer (5 bis 30 Buchstaben und Ziffern) ein', zh: '请输入有效的 IMEI（15 位数字）或序列号（5 至 30 位字母和数字）' }],
  [RETURN_MESSAGES.exchangeVariant, { es: 'Elige otro color o almacenamiento del mismo producto para el cambio', fr: 'Choisissez une autre couleur ou capacité du même produit pour l’échange', de: 'Wähle für den Umtausch eine andere Farbe oder Speichergröße desselben Produkts', zh: '换货请选择同一商品的其他颜色或存储容量' }],
  [RETURN_MESSAGES.differenceNotDue, { es: 'No queda ninguna diferencia de precio por pagar en esta solicitud', fr: 'Il ne reste aucune différence de prix à payer sur cette demande', de: 'Für diese Anfrage ist kein Preisunterschied mehr zu zahlen', zh: '此申请没有待支付的差价' }],
  [RETURN_MESSAGES.differenceNotYet, { es: 'Podrás pagar la diferencia cuando se apruebe tu cambio', fr: 'Vous pourrez payer la différence une fois votre échange approuvé', de: 'Du kannst den Unterschied bezahlen, sobald dein Umtausch genehmigt ist', zh: '换货获批后即可支付差价' }],
  [RETURN_MESSAGES.differencePending, { es: 'PayPal está revisando tu pago. La diferencia aparecerá como pagada en cuanto se complete.', fr: 'PayPal examine votre paiement. La différence apparaîtra comme payée dès qu’il sera terminé.', de: 'PayPal prüft deine Zahlung. Der Unterschied wird als bezahlt angezeigt, sobald sie abgeschlossen ist.', zh: 'PayPal 正在审核您的付款。付款完成后，差价将显示为已支付。' }],
  [RETURN_MESSAGES.exchangeOutOfStock, { es: 'La variante elegida para el cambio está agotada', fr: 'La variante choisie pour l’échange est en rupture de stock', de: 'Die für den Umtausch gewählte Variante ist nicht vorrätig', zh: '所选换货规格已售罄' }],
  [RETURN_MESSAGES.tooManyPhotos, { es: 'Añade como máximo 5 fotos o vídeos', fr: 'Ajoutez au maximum 5 photos ou vidéos', de: 'Füge höchstens 5 Fotos oder Videos hinzu', zh: '最多添加 5 张照片或视频' }],
  [RETURN_MESSAGES.videoUnknown, { es: 'No se encontró un vídeo: añádelo de nuevo', fr: 'Une vidéo est introuvable : ajoutez-la à nouveau', de: 'Ein Video wurde nicht gefunden: füge es erneut hinzu', zh: '找不到视频，请重新添加' }],
  [RETURN_MESSAGES.videoType, { es: 'Este archivo no es un vídeo: envía un archivo MP4, WebM o QuickTime (.mov)', fr: 'Ce fichier n’est pas une vidéo : envoyez un fichier MP4, WebM ou QuickTime (.mov)', de: 'Diese Datei ist kein Video: sende eine MP4-, WebM- oder QuickTime-Datei (.mov)', zh: '该文件不是视频：请上传 MP4、WebM 或 QuickTime（.mov）文件' }],
  [RETURN_MESSAGES.videoTooLarge, { es: 'El vídeo supera los 20 MB: envía un clip más corto', fr: 'La vidéo dépasse 20 Mo : envoyez un extrait plus court', de: 'Das Video ist größer als 20 MB: sende einen kürzeren Clip', zh: '视频超过 20 MB，请上传更短的片段' }],
  [RETURN_MESSAGES.tooManyVideos, { es: 'Añade como máximo 1 vídeo', fr: 'Ajoutez au maximum 1 vidéo', de: 'Füge höchstens 1 Video hinzu', zh: '最多添加 1 个视频' }],
  [RETURN_MESSAGES.photoUnknown, { es: 'No se encontró una foto: añádela de nuevo', fr: 'Une photo est introuvable : ajoutez-la à nouveau', de: 'Ein Foto wurde nicht gefunden: füge es erneut hinzu', zh: '找不到一张照片，请重新添加' }],
  [RETURN_MESSAGES.descriptionTooLong, { es: 'La descripción debe tener como máximo 1000 caracteres', fr: 'La description doit comporter au maximum 1000 caractères', de: 'Die Beschreibung darf höchstens 1000 Zeichen lang sein', zh: '描述最多 1000 个字符' }],
  [RETURN_MESSAGES.finished, { es: 'Esta solicitud de devolución está cerrada y ya no se puede cambiar', fr: 'Cette demande de retour est close et ne peut plus être modifiée', de: 'Diese Rücksendeanfrage ist abgeschlossen und kann nicht mehr geändert werden', zh: '该退货申请已关闭，无法再更改' }],
];
