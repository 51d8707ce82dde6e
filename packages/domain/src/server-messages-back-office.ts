/**
 * The server's messages written for staff, in the shop's five languages (back office spec; issue 23's
 * rule that every text a person reads exists in en, es, fr, de and zh): the back office's own
 * constants (products, heroes, countries, brands, order status, refunds, reviews moderation,
 * exchange rates, product import, staff accounts, live connections) and the literal messages of
 * the back office's request schemas. Merged into server-messages.ts's table and patterns, so an
 * admin answer is translated to the request's language like a shopper's;
 * `test/server-messages-coverage.test.ts` fails when a staff message has no entry here or there.
 *
 * Wording follows the web's admin locale texts (apps/web/src/i18n/locales/*.ts: German «du»,
 * Spanish «tú», French «vous»); a message shown on the invitation screen keeps that screen's German
 * «Sie», like staff.ts's STAFF_MESSAGE_TRANSLATIONS. Numbers and US-dollar amounts inside a message are re-written in
 * the language's format (10,000 → 10.000 / 10 000; $12.50 → 12,50 $), and counts take the
 * language's plural form (Intl.PluralRules).
 */
import { ADMIN_MESSAGES, BRAND_MESSAGES } from './admin.ts';
import { CHAT_MESSAGES, LIVE_MESSAGES } from './chat.ts';
import { formatMoney } from './currency.ts';
import { RATE_MESSAGES } from './exchange-rates.ts';
import { parseDollars } from './money.ts';
import { IMPORT_FILE_MESSAGES } from './product-import.ts';
import { REFUND_MESSAGES } from './refunds.ts';
import { RETURN_STAFF_MESSAGES } from './returns-messages.ts';
import { REVIEW_MESSAGES } from './reviews.ts';
import { STAFF_MESSAGES } from './staff.ts';
import type { Language } from './settings.ts';
import { tr, type Translations } from './message-translations.ts';

type Translated = Exclude<Language, 'en'>;
export type { Translations };

const LOCALES: Record<Translated, string> = { es: 'es', fr: 'fr', de: 'de', zh: 'zh-CN' };
const LANGS = Object.keys(LOCALES) as Translated[];
/** Builds a Translations by calling `text` once per language. */
const each = (text: (lang: Translated) => string): Translations => Object.fromEntries(LANGS.map((l) => [l, text(l)])) as Translations;

/** An English-grouped whole number ('10,000') in `lang`'s grouping; the text as it is when it is not one. */
function num(text: string, lang: Translated): string {
  if (!/^\d{1,3}(?:,\d{3})*$|^\d+$/.test(text)) return text;
  return new Intl.NumberFormat(LOCALES[lang]).format(Number(text.replace(/,/g, '')));
}

/** An English US-dollar amount ('$1,234.50', from formatUsd) in `lang`'s format; the text as it is when it is not one. */
function usd(text: string, lang: Translated): string {
  const cents = parseDollars(text.replace(/,/g, ''));
  return cents === null ? text : formatMoney(cents, 'USD', LOCALES[lang], { fraction: 'always' });
}

/** `lang`'s plural category of `count` ('one' or 'other' for es, fr, de; zh has no plural). */
const plural = (count: string, lang: Translated) => new Intl.PluralRules(LOCALES[lang]).select(Number(count.replace(/,/g, '')));

const A = ADMIN_MESSAGES;
const B = BRAND_MESSAGES;
const F = IMPORT_FILE_MESSAGES;
const L = LIVE_MESSAGES;
const Q = RATE_MESSAGES;
const R = REFUND_MESSAGES;
const V = REVIEW_MESSAGES;
const S = STAFF_MESSAGES;

/** English message → es, fr, de, zh. */
export const BACK_OFFICE_MESSAGES: [string, Translations][] = [
  // Returns (issue 27, /admin/returns): steps, inspection and the policy editor.
  [RETURN_STAFF_MESSAGES.notAllowed, tr(
    'Este paso no está permitido ahora: una devolución pasa de solicitada → aprobada o rechazada → recibida → inspeccionada → reembolsada, cambiada o cerrada.',
    'Cette étape n’est pas possible maintenant : un retour passe de demandé → approuvé ou refusé → reçu → inspecté → remboursé, échangé ou clos.',
    'Dieser Schritt ist jetzt nicht möglich: Eine Rücksendung geht von angefragt → genehmigt oder abgelehnt → erhalten → geprüft → erstattet, umgetauscht oder abgeschlossen.',
    '当前不允许此步骤：退货依次为 已申请 → 已批准或已拒绝 → 已收货 → 已检验 → 已退款、已换货或已关闭。',
  )],
  [RETURN_STAFF_MESSAGES.reasonRequired, tr('Indica el motivo del rechazo', 'Indiquez le motif du refus', 'Gib den Grund für die Ablehnung an', '请填写拒绝原因')],
  [RETURN_STAFF_MESSAGES.instructionsRequired, tr('Indica las instrucciones de devolución', 'Indiquez les instructions de retour', 'Gib die Rücksendeanweisungen an', '请填写退货说明')],
  [RETURN_STAFF_MESSAGES.inspectionQuantities, tr(
    'Las unidades recibidas y dañadas deben estar entre 0 y las unidades solicitadas, y las dañadas no pueden superar las recibidas',
    'Les unités reçues et endommagées doivent être comprises entre 0 et les unités demandées, les endommagées au plus égales aux reçues',
    'Erhaltene und beschädigte Einheiten müssen zwischen 0 und den angefragten Einheiten liegen, beschädigte höchstens so viele wie erhaltene',
    '已收和损坏数量须在 0 与申请数量之间，且损坏数量不得超过已收数量',
  )],
  [RETURN_STAFF_MESSAGES.refundTooMuch, tr('El reembolso no puede superar la estimación de las unidades recibidas', 'Le remboursement ne peut pas dépasser l’estimation pour les unités reçues', 'Die Erstattung darf die Schätzung für die erhaltenen Einheiten nicht übersteigen', '退款不得超过已收商品的预估金额')],
  [RETURN_STAFF_MESSAGES.notExchange, tr('Esta solicitud pide un reembolso, no un cambio', 'Cette demande porte sur un remboursement, pas un échange', 'Diese Anfrage verlangt eine Erstattung, keinen Umtausch', '此申请要求退款，而非换货')],
  [RETURN_STAFF_MESSAGES.notRefund, tr(
    'Esta solicitud pide un cambio; reembólsala solo si el cambio no se puede enviar',
    'Cette demande porte sur un échange ; ne la remboursez que si l’échange ne peut pas être expédié',
    'Diese Anfrage verlangt einen Umtausch; erstatte sie nur, wenn der Umtausch nicht versandt werden kann',
    '此申请要求换货；仅当换货无法发出时才退款',
  )],
  [RETURN_STAFF_MESSAGES.differenceUnpaid, tr(
    'El cliente aún no ha pagado la diferencia de precio: el cambio no puede enviarse antes del pago',
    'Le client n’a pas encore payé la différence de prix : l’échange ne peut pas partir avant le paiement',
    'Der Kunde hat den Preisunterschied noch nicht bezahlt: der Umtausch kann erst nach der Zahlung versandt werden',
    '客户尚未支付差价：付款前不能发出换货',
  )],
  [RETURN_STAFF_MESSAGES.ruleCategory, tr('Elige una categoría, o Cualquiera', 'Choisissez une catégorie, ou Toutes', 'Wähle eine Kategorie oder Alle', '请选择类别或“任意”')],
  [RETURN_STAFF_MESSAGES.ruleCountry, tr('Introduce un código de país de dos letras, o * para todos los países', 'Saisissez un code pays à deux lettres, ou * pour tous les pays', 'Gib einen zweistelligen Ländercode ein oder * für alle Länder', '请输入两位国家代码，或用 * 表示所有国家')],
  [RETURN_STAFF_MESSAGES.ruleReason, tr('Elige al menos un motivo', 'Choisissez au moins un motif', 'Wähle mindestens einen Grund', '请至少选择一个原因')],
  [RETURN_STAFF_MESSAGES.ruleWindow, tr(
    'El plazo debe ser un número entero de 1 a 1000 horas, días o meses',
    'Le délai doit être un nombre entier de 1 à 1000 heures, jours ou mois',
    'Die Frist muss eine ganze Zahl von 1 bis 1000 Stunden, Tagen oder Monaten sein',
    '期限必须是 1 到 1000 之间的整数（小时、天或月）',
  )],
  [RETURN_STAFF_MESSAGES.rulePayer, tr('Elige quién paga el envío de la devolución', 'Choisissez qui paie les frais de retour', 'Wähle, wer den Rückversand bezahlt', '请选择由谁支付退货运费')],
  [RETURN_STAFF_MESSAGES.ruleFee, tr('La tarifa de reposición debe estar entre 0 y 100 %', 'Les frais de remise en stock doivent être entre 0 et 100 %', 'Die Wiedereinlagerungsgebühr muss zwischen 0 und 100 % liegen', '重新上架费必须在 0 到 100% 之间')],
  [RETURN_STAFF_MESSAGES.ruleDuplicate, tr(
    'Otra regla ya cubre esta categoría, país y motivo',
    'Une autre règle couvre déjà cette catégorie, ce pays et ce motif',
    'Eine andere Regel deckt diese Kategorie, dieses Land und diesen Grund bereits ab',
    '已有其他规则涵盖此类别、国家和原因',
  )],
  [RETURN_STAFF_MESSAGES.finalSaleCategory, tr('Elige la categoría de venta final', 'Choisissez la catégorie vendue sans retour', 'Wähle die Kategorie, die vom Umtausch ausgeschlossen ist', '请选择不退不换的类别')],
  [RETURN_STAFF_MESSAGES.finalSaleDuplicate, tr(
    'Esta categoría ya es de venta final en este país',
    'Cette catégorie est déjà vendue sans retour dans ce pays',
    'Diese Kategorie ist in diesem Land bereits vom Umtausch ausgeschlossen',
    '该类别在此国家已是不退不换',
  )],
  [RETURN_STAFF_MESSAGES.policyInvalid, tr(
    'Cada regla necesita una categoría, un código de país o *, un motivo, un plazo de al menos 1 y una comisión entre 0 y 100',
    'Chaque règle doit avoir une catégorie, un code pays ou *, un motif, un délai d’au moins 1 et des frais entre 0 et 100',
    'Jede Regel braucht eine Kategorie, einen Ländercode oder *, einen Grund, eine Frist von mindestens 1 und eine Gebühr zwischen 0 und 100',
    '每条规则都需要类别、国家代码或 *、原因、至少为 1 的期限以及 0 到 100 之间的费用',
  )],
  // Products, heroes and countries (back office §3, §4, §6).
  [A.maxImages, tr('Se permiten como máximo 5 imágenes por producto', '5 images au maximum par produit', 'Höchstens 5 Bilder pro Produkt erlaubt', '每个商品最多 5 张图片')],
  [A.heroProductRequired, tr('Selecciona un producto para la acción del botón', 'Veuillez choisir un produit pour l’action du bouton', 'Bitte wähle ein Produkt für die Aktion des Buttons', '请为按钮操作选择商品')],
  [A.heroCategoryRequired, tr('Selecciona una categoría para la acción del botón', 'Veuillez choisir une catégorie pour l’action du bouton', 'Bitte wähle eine Kategorie für die Aktion des Buttons', '请为按钮操作选择分类')],
  [A.heroUrlRequired, tr('Introduce una URL para la acción del botón', 'Veuillez saisir une URL pour l’action du bouton', 'Bitte gib eine URL für die Aktion des Buttons ein', '请为按钮操作输入网址')],
  [
    A.heroUrlSameOrigin,
    tr(
      'Usa una ruta de esta tienda que empiece por / (por ejemplo /products?category=tablets)',
      'Utilisez un chemin de cette boutique commençant par / (par exemple /products?category=tablets)',
      'Verwende einen Pfad dieses Shops, der mit / beginnt (zum Beispiel /products?category=tablets)',
      '请使用本店以 / 开头的路径（例如 /products?category=tablets）',
    ),
  ],
  [A.countryRequired, tr('El nombre y el código de país son obligatorios', 'Le nom et le code pays sont obligatoires', 'Name und Ländercode sind erforderlich', '请填写名称和国家代码')],
  [A.countryCodeLength, tr('El código de país debe tener exactamente 2 caracteres (formato ISO)', 'Le code pays doit comporter exactement 2 caractères (format ISO)', 'Der Ländercode muss genau 2 Zeichen haben (ISO-Format)', '国家代码必须正好 2 个字符（ISO 格式）')],
  [A.statusNotifyFailed, tr('Estado del pedido actualizado (no se pudo enviar la notificación)', 'Statut de la commande mis à jour (la notification n’a pas pu être envoyée)', 'Bestellstatus aktualisiert (Benachrichtigung konnte nicht gesendet werden)', '订单状态已更新（通知发送失败）')],
  [A.statusUpdated, tr('Estado del pedido actualizado', 'Statut de la commande mis à jour', 'Bestellstatus aktualisiert', '订单状态已更新')],
  [A.accessDenied, tr('No tienes permiso para acceder a esta área de administración.', 'Vous n’avez pas l’autorisation d’accéder à cet espace d’administration.', 'Du hast keine Berechtigung für diesen Verwaltungsbereich.', '您无权访问此管理区域。')],
  // Brands (back office §3).
  [B.nameRequired, tr('El nombre de la marca es obligatorio', 'Le nom de la marque est obligatoire', 'Der Markenname ist erforderlich', '请填写品牌名称')],
  [B.nameTaken, tr('Ya existe una marca con este nombre', 'Une marque portant ce nom existe déjà', 'Es gibt bereits eine Marke mit diesem Namen', '已存在同名品牌')],
  // Refunds and cancellations (back office §4).
  [R.alreadyCancelled, tr('Este pedido ya está cancelado.', 'Cette commande est déjà annulée.', 'Diese Bestellung ist bereits storniert.', '此订单已取消。')],
  [R.inProgress, tr('Ya hay un reembolso en curso para este pedido. Espera un momento y recarga la página.', 'Un remboursement est déjà en cours pour cette commande. Patientez un instant et rechargez la page.', 'Für diese Bestellung läuft bereits eine Erstattung. Bitte warte einen Moment und lade die Seite neu.', '此订单的退款正在处理中，请稍候并刷新页面。')],
  [R.cannotReopen, tr('Un pedido cancelado no se puede reabrir: su stock se ha devuelto y su pago se ha reembolsado.', 'Une commande annulée ne peut pas être rouverte : son stock a été remis et son paiement remboursé.', 'Eine stornierte Bestellung kann nicht wieder geöffnet werden: Ihr Bestand wurde zurückgebucht und ihre Zahlung erstattet.', '已取消的订单无法重新打开：其库存已退回，付款已退款。')],
  [R.nothingLeft, tr('No queda nada por reembolsar en este pedido.', 'Il ne reste rien à rembourser sur cette commande.', 'Für diese Bestellung ist nichts mehr zu erstatten.', '此订单已无可退款金额。')],
  [R.providerFailed, tr('El proveedor de pagos no pudo completar el reembolso, así que no se ha cambiado nada. Inténtalo de nuevo.', 'Le prestataire de paiement n’a pas pu effectuer le remboursement ; rien n’a été modifié. Veuillez réessayer.', 'Der Zahlungsanbieter konnte die Erstattung nicht ausführen, daher wurde nichts geändert. Bitte versuche es erneut.', '支付服务商未能完成退款，因此未做任何更改。请重试。')],
  [R.notSetUp, tr('No hay ningún proveedor de pagos configurado, así que no se puede reembolsar nada y no se ha cambiado nada.', 'Aucun prestataire de paiement n’est configuré : rien ne peut être remboursé et rien n’a été modifié.', 'Es ist kein Zahlungsanbieter eingerichtet, daher kann nichts erstattet werden und nichts wurde geändert.', '尚未设置支付服务商，因此无法退款，也未做任何更改。')],
  [R.amountRequired, tr('Introduce el importe a reembolsar en USD, p. ej. 12.50', 'Saisissez le montant à rembourser en USD, par ex. 12.50', 'Gib den zu erstattenden Betrag in USD ein, z. B. 12.50', '请输入退款金额（USD），例如 12.50')],
  [R.amountPositive, each((l) => ({ es: `El reembolso debe ser de al menos ${usd('$0.01', l)}`, fr: `Le remboursement doit être d’au moins ${usd('$0.01', l)}`, de: `Die Erstattung muss mindestens ${usd('$0.01', l)} betragen`, zh: `退款金额至少为 ${usd('$0.01', l)}` })[l])],
  [R.cancelled, tr('Pedido cancelado y pago reembolsado', 'Commande annulée et paiement remboursé', 'Bestellung storniert und Zahlung erstattet', '订单已取消，付款已退款')],
  [R.cancelledNoRefund, tr('Pedido cancelado', 'Commande annulée', 'Bestellung storniert', '订单已取消')],
  // Reviews moderation and live chat (back office §5, §8).
  [V.updateFailed, tr('No se pudo actualizar la reseña', 'Impossible de mettre à jour l’avis', 'Die Bewertung konnte nicht aktualisiert werden', '评价更新失败')],
  [V.deleteFailed, tr('No se pudo eliminar la reseña', 'Impossible de supprimer l’avis', 'Die Bewertung konnte nicht gelöscht werden', '评价删除失败')],
  [V.updateReplyFailed, tr('No se pudo actualizar la respuesta', 'Impossible de mettre à jour la réponse', 'Die Antwort konnte nicht aktualisiert werden', '回复更新失败')],
  [V.deleteReplyFailed, tr('No se pudo eliminar la respuesta', 'Impossible de supprimer la réponse', 'Die Antwort konnte nicht gelöscht werden', '回复删除失败')],
  [V.updated, tr('Reseña actualizada', 'Avis mis à jour', 'Bewertung aktualisiert', '评价已更新')],
  [V.deleted, tr('Reseña eliminada', 'Avis supprimé', 'Bewertung gelöscht', '评价已删除')],
  [V.deleteReviewConfirm, tr('¿Seguro que quieres eliminar esta reseña? Esta acción no se puede deshacer.', 'Voulez-vous vraiment supprimer cet avis ? Cette action est irréversible.', 'Möchtest du diese Bewertung wirklich löschen? Dies kann nicht rückgängig gemacht werden.', '确定要删除此评价吗？此操作无法撤销。')],
  [V.deleteReplyConfirm, tr('¿Seguro que quieres eliminar esta respuesta? Esta acción no se puede deshacer.', 'Voulez-vous vraiment supprimer cette réponse ? Cette action est irréversible.', 'Möchtest du diese Antwort wirklich löschen? Dies kann nicht rückgängig gemacht werden.', '确定要删除此回复吗？此操作无法撤销。')],
  [V.onlyPending, tr('Solo se pueden aprobar o rechazar los elementos pendientes', 'Seuls les éléments en attente peuvent être approuvés ou refusés', 'Nur ausstehende Einträge können freigegeben oder abgelehnt werden', '只有待审核的内容可以批准或拒绝')],
  [CHAT_MESSAGES.closeFailed, tr('No se pudo cerrar la conversación', 'Impossible de fermer la conversation', 'Das Gespräch konnte nicht geschlossen werden', '无法关闭对话')],
  [CHAT_MESSAGES.selectConversation, tr('Selecciona una conversación', 'Sélectionnez une conversation', 'Wähle ein Gespräch aus', '请选择一个对话')],
  [L.tooManyMessages, each((l) => ({ es: `Demasiados mensajes: como máximo ${num('20', l)} seguidos y ${num('10', l)} por segundo`, fr: `Trop de messages : ${num('20', l)} à la fois et ${num('10', l)} par seconde au maximum`, de: `Zu viele Nachrichten: höchstens ${num('20', l)} auf einmal und ${num('10', l)} pro Sekunde`, zh: `消息过多：一次最多 ${num('20', l)} 条，每秒最多 ${num('10', l)} 条` })[l])],
  [L.tooManySockets, tr('Demasiadas conexiones en directo: cierra otra pestaña o ventana', 'Trop de connexions en direct : fermez un autre onglet ou une autre fenêtre', 'Zu viele Live-Verbindungen: Schließe einen anderen Tab oder ein anderes Fenster', '实时连接过多：请关闭其他标签页或窗口')],
  [L.sessionEnded, tr('Sesión finalizada', 'Session terminée', 'Sitzung beendet', '会话已结束')],
  ['Admins answer chats from the Live Chat screen.', tr('Los administradores responden a los chats desde la pantalla Chat en directo.', 'Les administrateurs répondent aux conversations depuis l’écran Chat en direct.', 'Admins beantworten Chats im Bereich Live-Chat.', '管理员请在“在线客服”页面回复聊天。')],
  ['Customer not found', tr('Cliente no encontrado', 'Client introuvable', 'Kunde nicht gefunden', '未找到客户')],
  // Exchange rates (back office §6 settings).
  [Q.ratePositive, tr('El tipo debe ser mayor que 0.', 'Le taux doit être supérieur à 0.', 'Der Kurs muss größer als 0 sein.', '汇率必须大于 0。')],
  [Q.rateTooLarge, each((l) => ({ es: `El tipo debe ser como máximo ${num('1,000,000,000', l)}.`, fr: `Le taux doit être au plus de ${num('1,000,000,000', l)}.`, de: `Der Kurs darf höchstens ${num('1,000,000,000', l)} betragen.`, zh: `汇率最多为 ${num('1,000,000,000', l)}。` })[l])],
  [Q.rateDecimals, tr('El tipo admite como máximo 8 decimales.', 'Le taux peut avoir au plus 8 décimales.', 'Der Kurs darf höchstens 8 Nachkommastellen haben.', '汇率最多 8 位小数。')],
  [Q.rateNumber, tr('El tipo debe ser un número o quedar vacío.', 'Le taux doit être un nombre ou rester vide.', 'Der Kurs muss eine Zahl oder leer sein.', '汇率必须是数字或留空。')],
  [Q.rounding, tr('Elige una regla de redondeo permitida para esta moneda.', 'Choisissez une règle d’arrondi autorisée pour cette devise.', 'Wähle eine für diese Währung erlaubte Rundungsregel.', '请选择此货币允许的取整规则。')],
  [Q.enabled, tr('«Activada» debe ser verdadero o falso.', '« Activée » doit valoir vrai ou faux.', '„Aktiviert“ muss wahr oder falsch sein.', '“启用”必须为是或否。')],
  [Q.baseDisabled, tr('El USD es la moneda de la tienda y no se puede desactivar.', 'L’USD est la devise de la boutique et ne peut pas être désactivé.', 'USD ist die Währung des Shops und kann nicht ausgeschaltet werden.', 'USD 是店铺货币，无法关闭。')],
  [Q.pegged, tr('Esta moneda sigue al rand sudafricano 1:1; fija el tipo del ZAR.', 'Cette devise suit le rand sud-africain à 1:1 ; définissez plutôt le taux du ZAR.', 'Diese Währung folgt dem südafrikanischen Rand 1:1; lege stattdessen einen Kurs für ZAR fest.', '此货币与南非兰特 1:1 挂钩；请改为设置 ZAR 的汇率。')],
  [Q.baseRate, tr('El USD es la moneda base; su tipo es siempre 1.', 'L’USD est la devise de base ; son taux vaut toujours 1.', 'USD ist die Basiswährung; ihr Kurs ist immer 1.', 'USD 是基准货币，其汇率始终为 1。')],
  [Q.unknownCurrency, tr('Moneda desconocida', 'Devise inconnue', 'Unbekannte Währung', '未知货币')],
  // Product import (back office §7, decision 058); the row issues are translated by the web by their code.
  [F.chooseFile, tr('Elige un archivo CSV, o un ZIP con el CSV y sus fotos, para importar', 'Choisissez un fichier CSV, ou un ZIP du CSV et de ses photos, à importer', 'Wähle eine CSV-Datei oder ein ZIP mit der CSV und ihren Fotos zum Importieren', '请选择要导入的 CSV 文件，或包含 CSV 及其照片的 ZIP 文件')],
  [F.tooLarge, each((l) => ({ es: `El archivo es demasiado grande: una importación admite como máximo ${num('200', l)} MB`, fr: `Le fichier est trop volumineux : une importation fait au plus ${num('200', l)} Mo`, de: `Die Datei ist zu groß: Ein Import hat höchstens ${num('200', l)} MB`, zh: `文件过大：每次导入最多 ${num('200', l)} MB` })[l])],
  [F.csvTooLarge, each((l) => ({ es: `El archivo CSV es demasiado grande: como máximo ${num('64', l)} MB`, fr: `Le fichier CSV est trop volumineux : ${num('64', l)} Mo au maximum`, de: `Die CSV-Datei ist zu groß: höchstens ${num('64', l)} MB`, zh: `CSV 文件过大：最多 ${num('64', l)} MB` })[l])],
  [F.notCsvOrZip, tr('El archivo no es ni un CSV ni un archivo ZIP', 'Le fichier n’est ni un fichier CSV ni une archive ZIP', 'Die Datei ist weder eine CSV-Datei noch ein ZIP-Archiv', '该文件既不是 CSV 文件也不是 ZIP 压缩包')],
  [F.zipNoCsv, tr('El archivo ZIP no contiene ningún archivo .csv', 'L’archive ZIP ne contient aucun fichier .csv', 'Das ZIP-Archiv enthält keine .csv-Datei', 'ZIP 压缩包中没有 .csv 文件')],
  [F.zipEncrypted, tr('El archivo ZIP está cifrado: guárdalo sin contraseña', 'L’archive ZIP est chiffrée : enregistrez-la sans mot de passe', 'Das ZIP-Archiv ist verschlüsselt: Speichere es ohne Passwort', 'ZIP 压缩包已加密：请不设密码重新保存')],
  [F.utf16NoBom, tr('El archivo parece texto UTF-16 sin marca de orden de bytes: guárdalo como «CSV UTF-8»', 'Le fichier semble être du texte UTF-16 sans indicateur d’ordre des octets : enregistrez-le en « CSV UTF-8 »', 'Die Datei sieht nach UTF-16-Text ohne Byte-Order-Mark aus: Speichere sie als „CSV UTF-8“', '该文件似乎是没有字节顺序标记的 UTF-16 文本：请另存为“CSV UTF-8”')],
  [F.badUtf16, tr('El archivo dice ser UTF-16 pero contiene bytes que no lo son: guárdalo como «CSV UTF-8»', 'Le fichier se déclare en UTF-16 mais contient des octets qui ne le sont pas : enregistrez-le en « CSV UTF-8 »', 'Die Datei gibt sich als UTF-16 aus, enthält aber ungültige Bytes: Speichere sie als „CSV UTF-8“', '该文件声明为 UTF-16，但包含无效字节：请另存为“CSV UTF-8”')],
  [F.binary, tr('El archivo no es texto: guarda la hoja como «CSV UTF-8»', 'Le fichier n’est pas du texte : enregistrez la feuille en « CSV UTF-8 »', 'Die Datei ist kein Text: Speichere die Tabelle als „CSV UTF-8“', '该文件不是文本：请将表格另存为“CSV UTF-8”')],
  [F.noRows, tr('El archivo no tiene filas de productos', 'Le fichier ne contient aucune ligne de produit', 'Die Datei enthält keine Produktzeilen', '文件中没有商品行')],
  // Staff accounts (back office §1, decision 062).
  [S.nameRequired, tr('El nombre es obligatorio', 'Le nom est obligatoire', 'Der Name ist erforderlich', '请填写姓名')],
  // Literal messages of the back office's services and request schemas.
  ['Add at least one variant with color, storage, price and stock', tr('Añade al menos una variante con color, almacenamiento, precio y stock', 'Ajoutez au moins une variante avec couleur, stockage, prix et stock', 'Füge mindestens eine Variante mit Farbe, Speicher, Preis und Bestand hinzu', '请至少添加一个包含颜色、存储容量、价格和库存的规格')],
  ['Choose an image file to upload', tr('Elige un archivo de imagen para subir', 'Choisissez un fichier image à envoyer', 'Wähle eine Bilddatei zum Hochladen', '请选择要上传的图片文件')],
  ['This order has no payment to refund.', tr('Este pedido no tiene ningún pago que reembolsar.', 'Cette commande n’a aucun paiement à rembourser.', 'Diese Bestellung hat keine Zahlung, die erstattet werden kann.', '此订单没有可退款的付款。')],
  ['This order already has a different tracking number.', tr('Este pedido ya tiene otro número de seguimiento.', 'Cette commande a déjà un autre numéro de suivi.', 'Diese Bestellung hat bereits eine andere Sendungsnummer.', '此订单已有其他运单号。')],
  ['Stock is required', tr('El stock es obligatorio', 'Le stock est obligatoire', 'Der Bestand ist erforderlich', '请填写库存')],
  ['Stock must be a whole number', tr('El stock debe ser un número entero', 'Le stock doit être un nombre entier', 'Der Bestand muss eine ganze Zahl sein', '库存必须是整数')],
  ['Stock must be at least 0', tr('El stock debe ser como mínimo 0', 'Le stock doit être d’au moins 0', 'Der Bestand muss mindestens 0 sein', '库存不能小于 0')],
  ['Description is required', tr('La descripción es obligatoria', 'La description est obligatoire', 'Die Beschreibung ist erforderlich', '请填写描述')],
  ['Brand is required', tr('La marca es obligatoria', 'La marque est obligatoire', 'Die Marke ist erforderlich', '请填写品牌')],
  ['Category is required', tr('La categoría es obligatoria', 'La catégorie est obligatoire', 'Die Kategorie ist erforderlich', '请选择分类')],
  ['Status is required', tr('El estado es obligatorio', 'Le statut est obligatoire', 'Der Status ist erforderlich', '请选择状态')],
  ['Choose a status', tr('Elige un estado', 'Choisissez un statut', 'Wähle einen Status', '请选择状态')],
  ['Title is required', tr('El título es obligatorio', 'Le titre est obligatoire', 'Der Titel ist erforderlich', '请填写标题')],
  ['Subtitle is required', tr('El subtítulo es obligatorio', 'Le sous-titre est obligatoire', 'Der Untertitel ist erforderlich', '请填写副标题')],
  ['Button text is required', tr('El texto del botón es obligatorio', 'Le texte du bouton est obligatoire', 'Der Button-Text ist erforderlich', '请填写按钮文字')],
  ['Message is required', tr('El mensaje es obligatorio', 'Le message est obligatoire', 'Die Nachricht ist erforderlich', '请填写消息')],
  ['Priority must be between 1 and 10', tr('La prioridad debe estar entre 1 y 10', 'La priorité doit être comprise entre 1 et 10', 'Die Priorität muss zwischen 1 und 10 liegen', '优先级必须在 1 到 10 之间')],
  ['Currency must be at most 3 characters', tr('La moneda admite como máximo 3 caracteres', 'La devise doit comporter au plus 3 caractères', 'Die Währung darf höchstens 3 Zeichen haben', '货币最多 3 个字符')],
  ['Delivery days must be at least 1', tr('Los días de entrega deben ser como mínimo 1', 'Le délai de livraison doit être d’au moins 1 jour', 'Die Lieferzeit muss mindestens 1 Tag betragen', '配送天数至少为 1')],
  ['Duty rate must be between 0 and 100', tr('El arancel debe estar entre 0 y 100', 'Le taux de droits de douane doit être compris entre 0 et 100', 'Der Zollsatz muss zwischen 0 und 100 liegen', '关税税率必须在 0 到 100 之间')],
  ['Duty rate goes in steps of 0.1', each((l) => ({ es: `El arancel va en pasos de ${(0.1).toLocaleString(LOCALES[l])}`, fr: `Le taux de droits de douane va par pas de ${(0.1).toLocaleString(LOCALES[l])}`, de: `Der Zollsatz geht in Schritten von ${(0.1).toLocaleString(LOCALES[l])}`, zh: `关税税率以 ${(0.1).toLocaleString(LOCALES[l])} 为单位` })[l])],
  ['Low stock threshold must be a whole number', tr('El umbral de stock bajo debe ser un número entero', 'Le seuil de stock bas doit être un nombre entier', 'Der Schwellenwert für niedrigen Bestand muss eine ganze Zahl sein', '低库存阈值必须是整数')],
  ['Low stock threshold cannot be negative', tr('El umbral de stock bajo no puede ser negativo', 'Le seuil de stock bas ne peut pas être négatif', 'Der Schwellenwert für niedrigen Bestand darf nicht negativ sein', '低库存阈值不能为负数')],
  ['The end date is before the start date', tr('La fecha de fin es anterior a la de inicio', 'La date de fin est antérieure à la date de début', 'Das Enddatum liegt vor dem Startdatum', '结束日期早于开始日期')],
  ['The end date must be on or after the start date', tr('La fecha de fin debe ser igual o posterior a la de inicio', 'La date de fin doit être identique ou postérieure à la date de début', 'Das Enddatum muss am oder nach dem Startdatum liegen', '结束日期不能早于开始日期')],
  ['Use a date like 2026-01-31', tr('Usa una fecha como 2026-01-31', 'Utilisez une date comme 2026-01-31', 'Verwende ein Datum wie 2026-01-31', '请使用 2026-01-31 这样的日期格式')],
  ['Use a date as YYYY-MM-DD', tr('Usa una fecha con el formato AAAA-MM-DD', 'Utilisez une date au format AAAA-MM-JJ', 'Verwende ein Datum im Format JJJJ-MM-TT', '请使用 YYYY-MM-DD 格式的日期')],
  ['Choose at most one year', tr('Elige como máximo un año', 'Choisissez au plus un an', 'Wähle höchstens ein Jahr', '最多选择一年')],
  ['The reason must be at most 500 characters', tr('El motivo admite como máximo 500 caracteres', 'Le motif doit comporter au plus 500 caractères', 'Der Grund darf höchstens 500 Zeichen haben', '原因最多 500 个字符')],
  ['Admin notes must be at most 1000 characters', each((l) => ({ es: `Las notas internas admiten como máximo ${num('1000', l)} caracteres`, fr: `Les notes internes doivent comporter au plus ${num('1000', l)} caractères`, de: `Interne Notizen dürfen höchstens ${num('1000', l)} Zeichen haben`, zh: `内部备注最多 ${num('1000', l)} 个字符` })[l])],
  ['isActive must be true or false', tr('isActive debe ser true o false', 'isActive doit valoir true ou false', 'isActive muss true oder false sein', 'isActive 必须为 true 或 false')],
  ['after must be a message number.', tr('after debe ser un número de mensaje.', 'after doit être un numéro de message.', 'after muss eine Nachrichtennummer sein.', 'after 必须是消息编号。')],
  ['after must be a whole message number.', tr('after debe ser un número de mensaje entero.', 'after doit être un numéro de message entier.', 'after muss eine ganze Nachrichtennummer sein.', 'after 必须是整数消息编号。')],
  ['Reaction must be helpful, thumbsUp or thumbsDown', tr('La reacción debe ser helpful, thumbsUp o thumbsDown', 'La réaction doit être helpful, thumbsUp ou thumbsDown', 'Die Reaktion muss helpful, thumbsUp oder thumbsDown sein', '反应必须是 helpful、thumbsUp 或 thumbsDown')],
  ['Please enter a valid email address', tr('Introduce un correo electrónico válido', 'Veuillez saisir une adresse e-mail valide', 'Bitte gib eine gültige E-Mail-Adresse ein', '请输入有效的电子邮箱地址')],
  // Not found and conflicts of the back office's contracts and services.
  ['Brand not found', tr('Marca no encontrada', 'Marque introuvable', 'Marke nicht gefunden', '未找到品牌')],
  ['Hero banner not found', tr('Banner no encontrado', 'Bannière introuvable', 'Banner nicht gefunden', '未找到横幅')],
  ['Service country not found', tr('País de envío no encontrado', 'Pays de livraison introuvable', 'Lieferland nicht gefunden', '未找到配送国家')],
  ['Import not found', tr('Importación no encontrada', 'Importation introuvable', 'Import nicht gefunden', '未找到导入')],
  ['Nothing to import: every row has an error. Fix the file and upload it again.', tr('No hay nada que importar: todas las filas tienen un error. Corrige el archivo y vuelve a subirlo.', 'Rien à importer : chaque ligne contient une erreur. Corrigez le fichier et envoyez-le à nouveau.', 'Nichts zu importieren: Jede Zeile hat einen Fehler. Korrigiere die Datei und lade sie erneut hoch.', '没有可导入的内容：每一行都有错误。请修正文件后重新上传。')],
  ['This import is already running.', tr('Esta importación ya está en curso.', 'Cette importation est déjà en cours.', 'Dieser Import läuft bereits.', '此导入正在进行中。')],
  ['This import is already done.', tr('Esta importación ya ha terminado.', 'Cette importation est déjà terminée.', 'Dieser Import ist bereits abgeschlossen.', '此导入已完成。')],
  ['Invalid language', tr('Idioma no válido', 'Langue non valide', 'Ungültige Sprache', '语言无效')],
];

/** The labels of the back office's money fields (admin.ts `cents(label)`), in es, fr, de, zh. */
const MONEY_LABELS: Record<string, Translations> = {
  Price: tr('El precio', 'Le prix', 'Der Preis', '价格'),
  'Declared value': tr('El valor declarado', 'La valeur déclarée', 'Der angegebene Wert', '申报价值'),
  'Estimated duty': tr('El arancel estimado', 'Le montant estimé des droits', 'Der geschätzte Zoll', '预估关税'),
  'Standard shipping cost': tr('El coste del envío estándar', 'Le coût de la livraison standard', 'Der Preis für Standardversand', '标准运费'),
};
const moneyLabel = new RegExp(`^(${Object.keys(MONEY_LABELS).join('|')})`);

/** Back-office messages with a value in them: the English pattern and each language's text for its values. */
export const BACK_OFFICE_PATTERNS: { pattern: RegExp; text: (...v: string[]) => Translations }[] = [
  // ADMIN_MESSAGES.statusNotified(name)
  { pattern: /^Order status updated and customer (.+) has been notified$/, text: (c) => tr(`Estado del pedido actualizado; se ha avisado al cliente ${c}`, `Statut de la commande mis à jour ; le client ${c} a été prévenu`, `Bestellstatus aktualisiert; ${c} wurde benachrichtigt`, `订单状态已更新，已通知客户 ${c}`) },
  // BRAND_MESSAGES.unknown(slug)
  { pattern: /^Unknown brand "(.+)": add it under Brands first$/, text: (b) => tr(`Marca desconocida «${b}»: añádela primero en Marcas`, `Marque inconnue « ${b} » : ajoutez-la d’abord dans Marques`, `Unbekannte Marke „${b}“: Füge sie zuerst unter Marken hinzu`, `未知品牌“${b}”：请先在“品牌”中添加`) },
  // BRAND_MESSAGES.inUse(count)
  {
    pattern: /^This brand is used by ([\d,]+) products?; move them to another brand or deactivate it instead$/,
    text: (n) =>
      each((l) => {
        const one = plural(n, l) === 'one';
        const c = num(n, l);
        return {
          es: `Esta marca la ${one ? 'usa' : 'usan'} ${c} ${one ? 'producto' : 'productos'}; muévelos a otra marca o desactívala`,
          fr: `Cette marque est utilisée par ${c} ${one ? 'produit' : 'produits'} ; déplacez-les vers une autre marque ou désactivez-la`,
          de: `Diese Marke wird von ${c} ${one ? 'Produkt' : 'Produkten'} verwendet; verschiebe sie zu einer anderen Marke oder deaktiviere sie stattdessen`,
          zh: `此品牌有 ${c} 个商品在使用；请将其移至其他品牌，或改为停用此品牌`,
        }[l];
      }),
  },
  // REFUND_MESSAGES.tooMuch(leftCents)
  { pattern: /^At most (\$[\d,]+\.\d{2}) is left to refund$/, text: (a) => each((l) => ({ es: `Quedan como máximo ${usd(a, l)} por reembolsar`, fr: `Il reste au plus ${usd(a, l)} à rembourser`, de: `Es sind höchstens noch ${usd(a, l)} zu erstatten`, zh: `最多还可退款 ${usd(a, l)}` })[l]) },
  // REFUND_MESSAGES.refunded(cents)
  { pattern: /^Refunded (\$[\d,]+\.\d{2})$/, text: (a) => each((l) => ({ es: `Reembolsados ${usd(a, l)}`, fr: `${usd(a, l)} remboursés`, de: `${usd(a, l)} erstattet`, zh: `已退款 ${usd(a, l)}` })[l]) },
  // STAFF_MESSAGES.missingPermission(permission): the permission stays as its code.
  { pattern: /^Your role does not allow this \((.+)\)\.$/, text: (p) => tr(`Tu rol no permite esto (${p}).`, `Votre rôle ne le permet pas (${p}).`, `Deine Rolle erlaubt das nicht (${p}).`, `您的角色无权执行此操作（${p}）。`) },
  // STAFF_MESSAGES.refundAboveLimit(limit)
  {
    pattern: /^Refunds above (.+) need the owner: your role refunds at most \1 at a time\.$/,
    text: (a) =>
      each((l) => ({ es: `Los reembolsos de más de ${usd(a, l)} requieren al propietario: tu rol reembolsa como máximo ${usd(a, l)} cada vez.`, fr: `Les remboursements de plus de ${usd(a, l)} nécessitent le propriétaire : votre rôle rembourse au plus ${usd(a, l)} à la fois.`, de: `Erstattungen über ${usd(a, l)} muss der Inhaber vornehmen: Deine Rolle erstattet höchstens ${usd(a, l)} auf einmal.`, zh: `超过 ${usd(a, l)} 的退款需要店主处理：您的角色每次最多退款 ${usd(a, l)}。` })[l]),
  },
  // STAFF_MESSAGES.invitationWrongAccount(email), on the invitation screen (German «Sie» there).
  { pattern: /^This invitation is for (.+)\. Sign out and accept it with that account\.$/, text: (e) => tr(`Esta invitación es para ${e}. Cierra la sesión y acéptala con esa cuenta.`, `Cette invitation est destinée à ${e}. Déconnectez-vous et acceptez-la avec ce compte.`, `Diese Einladung gilt für ${e}. Melden Sie sich ab und nehmen Sie sie mit diesem Konto an.`, `此邀请发给 ${e}。请退出登录，并使用该账户接受邀请。`) },
  // LIVE_MESSAGES.tooManyConversations(max)
  { pattern: /^Too many conversations open on this connection \(at most ([\d,]+)\)\. Leave one before joining another\.$/, text: (n) => each((l) => ({ es: `Demasiadas conversaciones abiertas en esta conexión (como máximo ${num(n, l)}). Sal de una antes de unirte a otra.`, fr: `Trop de conversations ouvertes sur cette connexion (${num(n, l)} au maximum). Quittez-en une avant d’en rejoindre une autre.`, de: `Zu viele offene Gespräche über diese Verbindung (höchstens ${num(n, l)}). Verlasse eines, bevor du einem anderen beitrittst.`, zh: `此连接打开的对话过多（最多 ${num(n, l)} 个）。请先退出一个再加入另一个。` })[l]) },
  // IMPORT_FILE_MESSAGES with values.
  { pattern: /^The ZIP archive is damaged or not supported \((.*)\)$/s, text: (d) => tr(`El archivo ZIP está dañado o no es compatible (${d})`, `L’archive ZIP est endommagée ou non prise en charge (${d})`, `Das ZIP-Archiv ist beschädigt oder wird nicht unterstützt (${d})`, `ZIP 压缩包已损坏或不受支持（${d}）`) },
  { pattern: /^The ZIP archive holds ([\d,]+) files: at most ([\d,]+) are accepted$/, text: (c, m) => each((l) => ({ es: `El archivo ZIP contiene ${num(c, l)} archivos: se aceptan como máximo ${num(m, l)}`, fr: `L’archive ZIP contient ${num(c, l)} fichiers : ${num(m, l)} au maximum sont acceptés`, de: `Das ZIP-Archiv enthält ${num(c, l)} Dateien: Höchstens ${num(m, l)} werden angenommen`, zh: `ZIP 压缩包包含 ${num(c, l)} 个文件：最多接受 ${num(m, l)} 个` })[l]) },
  { pattern: /^The ZIP archive unpacks to ([\d,]+) MB: at most ([\d,]+) MB are accepted$/, text: (s, m) => each((l) => ({ es: `El archivo ZIP descomprimido ocupa ${num(s, l)} MB: se aceptan como máximo ${num(m, l)} MB`, fr: `L’archive ZIP décompressée fait ${num(s, l)} Mo : ${num(m, l)} Mo au maximum sont acceptés`, de: `Das ZIP-Archiv ist entpackt ${num(s, l)} MB groß: Höchstens ${num(m, l)} MB werden angenommen`, zh: `ZIP 压缩包解压后为 ${num(s, l)} MB：最多接受 ${num(m, l)} MB` })[l]) },
  { pattern: /^The ZIP archive holds ([\d,]+) \.csv files \((.*)\): put exactly one$/s, text: (c, f) => each((l) => ({ es: `El archivo ZIP contiene ${num(c, l)} archivos .csv (${f}): pon exactamente uno`, fr: `L’archive ZIP contient ${num(c, l)} fichiers .csv (${f}) : n’en mettez qu’un seul`, de: `Das ZIP-Archiv enthält ${num(c, l)} .csv-Dateien (${f}): Lege genau eine hinein`, zh: `ZIP 压缩包包含 ${num(c, l)} 个 .csv 文件（${f}）：请只放一个` })[l]) },
  { pattern: /^The file says it is UTF-8 but byte ([\d,]+) is not: save it as "CSV UTF-8"$/, text: (b) => each((l) => ({ es: `El archivo dice ser UTF-8 pero el byte ${num(b, l)} no lo es: guárdalo como «CSV UTF-8»`, fr: `Le fichier se déclare en UTF-8 mais l’octet ${num(b, l)} ne l’est pas : enregistrez-le en « CSV UTF-8 »`, de: `Die Datei gibt sich als UTF-8 aus, aber Byte ${num(b, l)} ist es nicht: Speichere sie als „CSV UTF-8“`, zh: `该文件声明为 UTF-8，但第 ${num(b, l)} 个字节不是：请另存为“CSV UTF-8”` })[l]) },
  { pattern: /^The file looks like (.+) text, which the import does not read: save it as "CSV UTF-8"$/, text: (e) => tr(`El archivo parece texto ${e}, que la importación no lee: guárdalo como «CSV UTF-8»`, `Le fichier semble être du texte ${e}, que l’importation ne lit pas : enregistrez-le en « CSV UTF-8 »`, `Die Datei sieht nach ${e}-Text aus, den der Import nicht liest: Speichere sie als „CSV UTF-8“`, `该文件似乎是导入无法读取的 ${e} 文本：请另存为“CSV UTF-8”`) },
  { pattern: /^The file has ([\d,]+) rows: at most ([\d,]+) per import$/, text: (r, m) => each((l) => ({ es: `El archivo tiene ${num(r, l)} filas: como máximo ${num(m, l)} por importación`, fr: `Le fichier compte ${num(r, l)} lignes : ${num(m, l)} au maximum par importation`, de: `Die Datei hat ${num(r, l)} Zeilen: höchstens ${num(m, l)} pro Import`, zh: `文件有 ${num(r, l)} 行：每次导入最多 ${num(m, l)} 行` })[l]) },
  { pattern: /^Missing column\(s\): (.+)$/, text: (c) => tr(`Faltan columnas: ${c}`, `Colonne(s) manquante(s) : ${c}`, `Fehlende Spalte(n): ${c}`, `缺少列：${c}`) },
  // shipping-service.ts: a service country's code taken.
  { pattern: /^A service country with code (\S+) already exists$/, text: (c) => tr(`Ya existe un país de envío con el código ${c}`, `Un pays de livraison avec le code ${c} existe déjà`, `Es gibt bereits ein Lieferland mit dem Code ${c}`, `代码为 ${c} 的配送国家已存在`) },
  // uploads.ts: a product image above the size limit.
  { pattern: /^The image is too large\. Maximum size is (\d+)MB\.$/, text: (n) => each((l) => ({ es: `La imagen es demasiado grande. El tamaño máximo es ${num(n, l)} MB.`, fr: `L’image est trop volumineuse. La taille maximale est de ${num(n, l)} Mo.`, de: `Das Bild ist zu groß. Die maximale Größe ist ${num(n, l)} MB.`, zh: `图片过大，最大为 ${num(n, l)} MB。` })[l]) },
  // checkout-service.ts (shopper messages the server writes as templates; translated on the server only).
  { pattern: /^(.+) is no longer available\.$/s, text: (p) => tr(`${p} ya no está disponible.`, `${p} n’est plus disponible.`, `${p} ist nicht mehr verfügbar.`, `${p} 已不再供应。`) },
  {
    pattern: /^(.+) sold out while you were paying\. Your payment has been refunded\.$/s,
    text: (p) => tr(`${p} se agotó mientras pagabas. Te hemos reembolsado el pago.`, `${p} a été épuisé pendant votre paiement. Votre paiement a été remboursé.`, `${p} war ausverkauft, während du bezahlt hast. Deine Zahlung wurde erstattet.`, `您付款时 ${p} 已售罄，您的付款已退还。`),
  },
  {
    pattern: new RegExp(`${moneyLabel.source} is required$`),
    text: (f) => each((l) => ({ es: `${MONEY_LABELS[f]!.es} es obligatorio`, fr: `${MONEY_LABELS[f]!.fr} est obligatoire`, de: `${MONEY_LABELS[f]!.de} ist erforderlich`, zh: `请填写${MONEY_LABELS[f]!.zh}` })[l]),
  },
  {
    pattern: new RegExp(`${moneyLabel.source} must be in whole cents$`),
    text: (f) => each((l) => ({ es: `${MONEY_LABELS[f]!.es} debe estar en centavos enteros`, fr: `${MONEY_LABELS[f]!.fr} doit être en centimes entiers`, de: `${MONEY_LABELS[f]!.de} muss in ganzen Cent angegeben sein`, zh: `${MONEY_LABELS[f]!.zh}必须以整数美分表示` })[l]),
  },
  {
    pattern: new RegExp(`${moneyLabel.source} must be at least 0$`),
    text: (f) => each((l) => ({ es: `${MONEY_LABELS[f]!.es} debe ser como mínimo 0`, fr: `${MONEY_LABELS[f]!.fr} doit être d’au moins 0`, de: `${MONEY_LABELS[f]!.de} muss mindestens 0 sein`, zh: `${MONEY_LABELS[f]!.zh}不能小于 0` })[l]),
  },
];
