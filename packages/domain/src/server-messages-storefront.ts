/**
 * The rest of the customer-facing messages in the shop's five languages (issue 23, decision 056):
 * chat, profile, password and settings, tracking, throttling, cart and checkout toasts,
 * and the messages the server writes itself. Merged into server-messages.ts's table;
 * `test/server-messages-coverage.test.ts` fails when a customer-facing message constant of the domain, or a
 * message the server writes in a storefront route, has no entry here or there.
 */
import { CHAT_MESSAGES } from './chat.ts';
import { MESSAGES } from './messages.ts';
import { PAYMENT_SCRIPT_FAILED, PAYMENT_SCRIPT_FAILED_TITLE } from './payments.ts';
import { DELETE_MESSAGES, PASSWORD_MESSAGES, PROFILE_MESSAGES, RESET_MESSAGES, SETTINGS_MESSAGES } from './settings.ts';
import { TRACKING_MESSAGES } from './tracking.ts';
import { tr, type Translations } from './message-translations.ts';

export type { Translations };


const C = CHAT_MESSAGES;
const M = MESSAGES;
const T = TRACKING_MESSAGES;

/** English message → es, fr, de, zh. */
export const STOREFRONT_MESSAGES: [string, Translations][] = [
  // Chat (back office spec §5, §8).
  [C.messageRequired, tr('Escribe un mensaje o adjunta un archivo.', 'Veuillez écrire un message ou joindre un fichier.', 'Bitte schreib eine Nachricht oder hänge eine Datei an.', '请输入消息或添加附件。')],
  [C.tooManyFiles, tr('Puedes adjuntar como máximo 5 archivos por mensaje.', 'Vous pouvez joindre au maximum 5 fichiers par message.', 'Du kannst höchstens 5 Dateien an eine Nachricht anhängen.', '每条消息最多可添加 5 个附件。')],
  [C.fileAttachment, tr('Archivo adjunto', 'Pièce jointe', 'Dateianhang', '附件')],
  [C.sendFailed, tr('No se pudo enviar el mensaje. Inténtalo de nuevo.', 'Impossible d’envoyer le message. Veuillez réessayer.', 'Nachricht konnte nicht gesendet werden. Bitte versuche es erneut.', '消息发送失败，请重试。')],
  [C.startFailed, tr('No se pudo iniciar el chat. Inténtalo de nuevo.', 'Impossible de démarrer le chat. Veuillez réessayer.', 'Chat konnte nicht gestartet werden. Bitte versuche es erneut.', '无法开始聊天，请重试。')],
  [C.chatStarted, tr('¡Chat iniciado! Un agente responderá en breve.', 'Conversation démarrée ! Un conseiller va vous répondre rapidement.', 'Chat gestartet! Ein Mitarbeiter antwortet in Kürze.', '聊天已开始！客服将很快回复您。')],
  [C.chatOpened, tr('¡Chat abierto! Empieza una conversación con nuestro equipo de soporte.', 'Chat ouvert ! Démarrez une conversation avec notre équipe d’assistance.', 'Chat geöffnet! Beginne ein Gespräch mit unserem Support-Team.', '聊天已打开！开始与我们的客服团队对话吧。')],
  [C.conversationClosed, tr('Esta conversación está cerrada.', 'Cette conversation est fermée.', 'Dieses Gespräch ist geschlossen.', '此对话已结束。')],
  [C.conversationNotFound, tr('Conversación no encontrada', 'Conversation introuvable', 'Gespräch nicht gefunden', '未找到对话')],
  [C.closed, tr('Conversación cerrada', 'Conversation fermée', 'Gespräch geschlossen', '对话已结束')],
  [C.newSupportReplyTitle, tr('Nueva respuesta del soporte', 'Nouvelle réponse de l’assistance', 'Neue Antwort vom Support', '客服新回复')],
  // Cart, checkout and sign-in toasts (storefront §5, §8).
  [M.stockLimitTitle, tr('Límite de stock', 'Limite de stock', 'Lagerlimit', '库存上限')],
  [M.addedTitle, tr('Añadido al carrito', 'Ajouté au panier', 'In den Warenkorb gelegt', '已加入购物车')],
  [M.updatedTitle, tr('Carrito actualizado', 'Panier mis à jour', 'Warenkorb aktualisiert', '购物车已更新')],
  [M.invalidCoupon, tr('Cupón no válido', 'Code promo non valide', 'Ungültiger Gutschein', '优惠码无效')],
  [M.signInRequired, tr('Inicio de sesión necesario', 'Connexion requise', 'Anmeldung erforderlich', '需要登录')],
  [M.signInToCheckout, tr('Inicia sesión para continuar con el pago.', 'Veuillez vous connecter pour passer la commande.', 'Bitte melde dich an, um zur Kasse zu gehen.', '请登录后继续结账。')],
  [M.emptyCartTitle, tr('Carrito vacío', 'Panier vide', 'Leerer Warenkorb', '购物车为空')],
  [M.countriesFailed, tr('No se pudieron cargar los países de envío', 'Impossible de charger les pays de livraison', 'Lieferländer konnten nicht geladen werden', '配送国家加载失败')],
  [M.noCountriesTitle, tr('No hay países de envío disponibles', 'Aucun pays de livraison disponible', 'Keine Lieferländer verfügbar', '暂无可配送的国家')],
  [M.noCountries, tr('Contacta con el administrador', 'Veuillez contacter l’administrateur', 'Bitte kontaktiere den Administrator', '请联系管理员')],
  [M.requiredFields, tr('Campos obligatorios', 'Champs obligatoires', 'Pflichtfelder', '必填字段')],
  [M.paymentFailedTitle, tr('Pago fallido', 'Échec du paiement', 'Zahlung fehlgeschlagen', '付款失败')],
  [M.paymentFailed, tr('Se produjo un error al procesar el pago. Inténtalo de nuevo.', 'Une erreur est survenue lors du paiement. Veuillez réessayer.', 'Bei der Zahlung ist ein Fehler aufgetreten. Bitte versuche es erneut.', '处理付款时出错，请重试。')],
  [M.paymentErrorTitle, tr('Error de pago', 'Erreur de paiement', 'Zahlungsfehler', '支付错误')],
  [M.paymentError, tr('Se produjo un error con el proveedor de pago. Inténtalo de nuevo.', 'Une erreur est survenue chez le prestataire de paiement. Veuillez réessayer.', 'Beim Zahlungsanbieter ist ein Fehler aufgetreten. Bitte versuche es erneut.', '支付服务商出错，请重试。')],
  [M.checkoutLoadFailed, tr('No se pudieron cargar los datos del pago', 'Impossible de charger les données de paiement', 'Kassendaten konnten nicht geladen werden', '结账数据加载失败')],
  [M.productLoadFailed, tr('No se pudo cargar el producto', 'Impossible de charger le produit', 'Produkt konnte nicht geladen werden', '商品加载失败')],
  [M.ordersLoadFailed, tr('No se pudieron cargar los pedidos', 'Impossible de charger les commandes', 'Bestellungen konnten nicht geladen werden', '订单加载失败')],
  [M.loginFailed, tr('No se pudo iniciar sesión', 'Échec de la connexion', 'Anmeldung fehlgeschlagen', '登录失败')],
  [PAYMENT_SCRIPT_FAILED_TITLE, tr('Error de carga', 'Échec du chargement', 'Laden fehlgeschlagen', '加载失败')],
  [PAYMENT_SCRIPT_FAILED, tr('No se pudieron cargar los botones de pago de PayPal. Comprueba tu conexión y recarga la página.', 'Les boutons de paiement PayPal n’ont pas pu être chargés. Vérifiez votre connexion et rechargez la page.', 'Die PayPal-Zahlungsschaltflächen konnten nicht geladen werden. Bitte prüfe deine Verbindung und lade die Seite neu.', '无法加载 PayPal 支付按钮，请检查网络连接并刷新页面。')],
  // Account: profile, password, deletion, reset, settings (storefront §3, §5).
  [DELETE_MESSAGES.deleted, tr('Cuenta eliminada', 'Compte supprimé', 'Konto gelöscht', '账户已删除')],
  [DELETE_MESSAGES.failed, tr('No se pudo eliminar la cuenta', 'Impossible de supprimer le compte', 'Konto konnte nicht gelöscht werden', '账户删除失败')],
  [PASSWORD_MESSAGES.validationTitle, tr('Error de validación', 'Erreur de validation', 'Eingabefehler', '验证错误')],
  [PASSWORD_MESSAGES.noPassword, tr('Esta cuenta inicia sesión con Google y no tiene contraseña. Usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión para crear una.', 'Ce compte se connecte avec Google et n’a pas de mot de passe. Utilisez « Mot de passe oublié ? » sur la page de connexion pour en définir un.', 'Dieses Konto meldet sich mit Google an und hat kein Passwort. Nutze „Passwort vergessen?“ auf der Anmeldeseite, um eines festzulegen.', '此账户使用 Google 登录，没有密码。请在登录页面点击“忘记密码？”设置密码。')],
  [PASSWORD_MESSAGES.changed, tr('Contraseña cambiada', 'Mot de passe modifié', 'Passwort geändert', '密码已更改')],
  [PASSWORD_MESSAGES.failed, tr('No se pudo cambiar la contraseña', 'Impossible de modifier le mot de passe', 'Passwort konnte nicht geändert werden', '密码修改失败')],
  [PROFILE_MESSAGES.emailReadOnly, tr('El correo electrónico no se puede cambiar por motivos de seguridad', 'L’adresse e-mail ne peut pas être modifiée pour des raisons de sécurité', 'Die E-Mail-Adresse kann aus Sicherheitsgründen nicht geändert werden', '出于安全原因，电子邮箱不可更改')],
  [PROFILE_MESSAGES.updated, tr('Perfil actualizado', 'Profil mis à jour', 'Profil aktualisiert', '资料已更新')],
  [PROFILE_MESSAGES.failed, tr('No se pudo actualizar el perfil', 'Impossible de mettre à jour le profil', 'Profil konnte nicht aktualisiert werden', '资料更新失败')],
  [RESET_MESSAGES.sent, tr('Si existe una cuenta con este correo, te hemos enviado un enlace para restablecer la contraseña. Es válido durante 24 horas.', 'Si un compte existe pour cette adresse, nous avons envoyé un lien pour réinitialiser votre mot de passe. Il est valable 24 heures.', 'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir einen Link zum Zurücksetzen des Passworts gesendet. Er ist 24 Stunden gültig.', '如果该电子邮箱已注册账户，我们已发送重置密码的链接，24 小时内有效。')],
  [RESET_MESSAGES.done, tr('Tu contraseña se ha restablecido. Ya puedes iniciar sesión con la nueva.', 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter avec le nouveau.', 'Dein Passwort wurde zurückgesetzt. Du kannst dich jetzt mit dem neuen Passwort anmelden.', '您的密码已重置，现在可以使用新密码登录。')],
  [SETTINGS_MESSAGES.saved, tr('Configuración guardada', 'Paramètres enregistrés', 'Einstellungen gespeichert', '设置已保存')],
  [SETTINGS_MESSAGES.language, tr('El idioma debe ser en, es, fr, de o zh.', 'La langue doit être en, es, fr, de ou zh.', 'Die Sprache muss en, es, fr, de oder zh sein.', '语言必须是 en、es、fr、de 或 zh 之一。')],
  [SETTINGS_MESSAGES.currency, tr('La moneda debe ser USD, EUR, GBP, CAD o AUD.', 'La devise doit être USD, EUR, GBP, CAD ou AUD.', 'Die Währung muss USD, EUR, GBP, CAD oder AUD sein.', '货币必须是 USD、EUR、GBP、CAD 或 AUD 之一。')],
  [SETTINGS_MESSAGES.theme, tr('El tema debe ser light, dark o system.', 'Le thème doit être light, dark ou system.', 'Das Design muss light, dark oder system sein.', '主题必须是 light、dark 或 system 之一。')],
  [SETTINGS_MESSAGES.visibility, tr('La visibilidad del perfil debe ser public o private.', 'La visibilité du profil doit être public ou private.', 'Die Profilsichtbarkeit muss public oder private sein.', '资料可见性必须是 public 或 private。')],
  [SETTINGS_MESSAGES.toggle, tr('Debe ser true o false.', 'Doit être true ou false.', 'Muss true oder false sein.', '必须是 true 或 false。')],
  [SETTINGS_MESSAGES.accountReadOnly, tr('La seguridad de la cuenta no se cambia aquí.', 'Les paramètres de sécurité du compte ne se modifient pas ici.', 'Die Sicherheitseinstellungen des Kontos können hier nicht geändert werden.', '账户安全设置不能在此更改。')],
  [SETTINGS_MESSAGES.unknown, tr('Ajuste desconocido.', 'Paramètre inconnu.', 'Unbekannte Einstellung.', '未知设置。')],
  // Tracking (storefront §5, §8).
  [T.blank, tr('Introduce un número de seguimiento válido.', 'Veuillez saisir un numéro de suivi valide.', 'Bitte gib eine gültige Sendungsnummer ein.', '请输入有效的运单号。')],
  [T.notFound, tr('No se encontró el número de seguimiento. Compruébalo e inténtalo de nuevo.', 'Numéro de suivi introuvable. Vérifiez-le et réessayez.', 'Sendungsnummer nicht gefunden. Bitte prüfe die Nummer und versuche es erneut.', '未找到该运单号，请核对后重试。')],
  [T.auth, tr('Error de autenticación con el transportista. Contacta con soporte.', 'Échec d’authentification auprès du transporteur. Veuillez contacter l’assistance.', 'Anmeldung beim Kurierdienst fehlgeschlagen. Bitte kontaktiere den Support.', '快递接口认证失败，请联系客服。')],
  [T.tooMany, tr('Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.', 'Trop de demandes. Veuillez patienter un instant et réessayer.', 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.', '请求过于频繁，请稍候再试。')],
  [T.empty, tr('No hay información de seguimiento para este número.', 'Aucune information de suivi pour ce numéro.', 'Für diese Nummer gibt es keine Sendungsinformationen.', '未找到该运单号的物流信息。')],
  [T.generic, tr('No se pudo obtener la información de seguimiento', 'Impossible d’obtenir les informations de suivi', 'Sendungsinformationen konnten nicht abgerufen werden', '无法获取物流信息')],
  [T.noTrackingTitle, tr('Sin seguimiento disponible', 'Aucun suivi disponible', 'Keine Sendungsverfolgung verfügbar', '暂无物流信息')],
  [T.noTracking, tr('Este pedido aún no tiene información de seguimiento.', 'Cette commande n’a pas encore d’informations de suivi.', 'Für diese Bestellung gibt es noch keine Sendungsverfolgung.', '此订单暂无物流跟踪信息。')],
  // What the server writes itself in storefront routes (http/, features/*; the coverage test lists them).
  ['Not found', tr('No encontrado', 'Introuvable', 'Nicht gefunden', '未找到')],
  ['Access Denied', tr('Acceso denegado', 'Accès refusé', 'Zugriff verweigert', '拒绝访问')],
  ['Invalid request', tr('Solicitud no válida', 'Requête non valide', 'Ungültige Anfrage', '请求无效')],
  ['Invoice not found', tr('Factura no encontrada', 'Facture introuvable', 'Rechnung nicht gefunden', '未找到发票')],
  ['Review not found', tr('Reseña no encontrada', 'Avis introuvable', 'Bewertung nicht gefunden', '未找到评价')],
  ['Reply not found', tr('Respuesta no encontrada', 'Réponse introuvable', 'Antwort nicht gefunden', '未找到回复')],
  ['Attachment not found', tr('Archivo adjunto no encontrado', 'Pièce jointe introuvable', 'Anhang nicht gefunden', '未找到附件')],
  ['Notification not found', tr('Notificación no encontrada', 'Notification introuvable', 'Benachrichtigung nicht gefunden', '未找到通知')],
  ['Address not found', tr('Dirección no encontrada', 'Adresse introuvable', 'Adresse nicht gefunden', '未找到地址')],
  ['Payment not found', tr('Pago no encontrado', 'Paiement introuvable', 'Zahlung nicht gefunden', '未找到付款')],
  ['Your checkout is already being processed.', tr('Tu pago ya se está procesando.', 'Votre commande est déjà en cours de traitement.', 'Deine Bestellung wird bereits bearbeitet.', '您的结账正在处理中。')],
  ['Your payment is being reviewed by PayPal. Your order will be confirmed as soon as it completes.', tr('PayPal está revisando tu pago. Tu pedido se confirmará en cuanto termine.', 'Votre paiement est en cours de vérification par PayPal. Votre commande sera confirmée dès qu’il aboutira.', 'Deine Zahlung wird von PayPal geprüft. Deine Bestellung wird bestätigt, sobald sie abgeschlossen ist.', 'PayPal 正在审核您的付款，完成后将立即确认您的订单。')],
  ['This payment has already been completed.', tr('Este pago ya se completó.', 'Ce paiement a déjà été effectué.', 'Diese Zahlung wurde bereits abgeschlossen.', '此付款已完成。')],
  ['This checkout could not be completed. Please review your cart and try again.', tr('No se pudo completar el pago. Revisa tu carrito e inténtalo de nuevo.', 'Cette commande n’a pas pu aboutir. Veuillez vérifier votre panier et réessayer.', 'Die Bestellung konnte nicht abgeschlossen werden. Bitte prüfe deinen Warenkorb und versuche es erneut.', '无法完成结账，请检查购物车后重试。')],
  ['Send the review as multipart/form-data', tr('Envía la reseña como multipart/form-data', 'Envoyez l’avis en multipart/form-data', 'Sende die Bewertung als multipart/form-data', '请以 multipart/form-data 格式提交评价')],
  ['Too many or invalid form fields', tr('Demasiados campos o campos no válidos', 'Champs de formulaire trop nombreux ou non valides', 'Zu viele oder ungültige Formularfelder', '表单字段过多或无效')],
  ['The file is empty', tr('El archivo está vacío', 'Le fichier est vide', 'Die Datei ist leer', '文件为空')],
  ['The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).', tr('El archivo no es una imagen compatible (JPEG, PNG, WebP, GIF o AVIF).', 'Le fichier n’est pas une image prise en charge (JPEG, PNG, WebP, GIF ou AVIF).', 'Die Datei ist kein unterstütztes Bild (JPEG, PNG, WebP, GIF oder AVIF).', '文件不是支持的图片格式（JPEG、PNG、WebP、GIF 或 AVIF）。')],
  ['Password is too long.', tr('La contraseña es demasiado larga.', 'Le mot de passe est trop long.', 'Das Passwort ist zu lang.', '密码过长。')],
  ['Nothing to change', tr('No hay nada que cambiar', 'Rien à modifier', 'Nichts zu ändern', '没有需要更改的内容')],
  ['Something went wrong. Please try again.', tr('Algo salió mal. Inténtalo de nuevo.', 'Une erreur s’est produite. Veuillez réessayer.', 'Etwas ist schiefgelaufen. Bitte versuche es erneut.', '出了点问题，请重试。')],
  ['A value has the wrong format.', tr('Un valor tiene un formato incorrecto.', 'Une valeur a un format incorrect.', 'Ein Wert hat das falsche Format.', '某个值的格式不正确。')],
  ['Text must not contain control characters.', tr('El texto no debe contener caracteres de control.', 'Le texte ne doit pas contenir de caractères de contrôle.', 'Der Text darf keine Steuerzeichen enthalten.', '文本不得包含控制字符。')],
  ['A number is out of range.', tr('Un número está fuera de rango.', 'Un nombre est hors limites.', 'Eine Zahl liegt außerhalb des gültigen Bereichs.', '某个数字超出范围。')],
  ['A text is too long.', tr('Un texto es demasiado largo.', 'Un texte est trop long.', 'Ein Text ist zu lang.', '某段文本过长。')],
  ['A date has the wrong format.', tr('Una fecha tiene un formato incorrecto.', 'Une date a un format incorrect.', 'Ein Datum hat das falsche Format.', '某个日期的格式不正确。')],
  ['A date is out of range.', tr('Una fecha está fuera de rango.', 'Une date est hors limites.', 'Ein Datum liegt außerhalb des gültigen Bereichs.', '某个日期超出范围。')],
  ['A value is not valid.', tr('Un valor no es válido.', 'Une valeur n’est pas valide.', 'Ein Wert ist ungültig.', '某个值无效。')],
  ['The multipart body is malformed or cut short.', tr('El cuerpo multipart está mal formado o incompleto.', 'Le corps multipart est mal formé ou incomplet.', 'Der Multipart-Inhalt ist fehlerhaft oder unvollständig.', 'multipart 内容格式错误或不完整。')],
  ['Invalid cursor', tr('Cursor no válido', 'Curseur non valide', 'Ungültiger Cursor', '游标无效')],
  ['after must be 0 or more.', tr('after debe ser 0 o mayor.', 'after doit être supérieur ou égal à 0.', 'after muss 0 oder größer sein.', 'after 必须大于或等于 0。')],
  ['Request body is too large', tr('El cuerpo de la solicitud es demasiado grande', 'Le corps de la requête est trop volumineux', 'Der Inhalt der Anfrage ist zu groß', '请求内容过大')],
  ['Invalid product filters', tr('Filtros de producto no válidos', 'Filtres de produits non valides', 'Ungültige Produktfilter', '商品筛选条件无效')],
  ['Payments are not set up on this shop yet, so orders cannot be placed. Nothing was charged.', tr('Esta tienda aún no tiene pagos configurados, así que no se pueden hacer pedidos. No se ha cobrado nada.', 'Les paiements ne sont pas encore configurés sur cette boutique : aucune commande ne peut être passée. Rien n’a été débité.', 'In diesem Shop sind noch keine Zahlungen eingerichtet, daher können keine Bestellungen aufgegeben werden. Es wurde nichts berechnet.', '本店尚未开通付款，暂时无法下单。未产生任何扣款。')],
  ['This order could not be placed and your payment has been refunded.', tr('No se pudo realizar este pedido y se ha reembolsado tu pago.', 'Cette commande n’a pas pu être passée et votre paiement a été remboursé.', 'Diese Bestellung konnte nicht aufgegeben werden, deine Zahlung wurde erstattet.', '此订单未能下达，您的付款已退还。')],
  ['Could not allocate an order number. Please try again.', tr('No se pudo asignar un número de pedido. Inténtalo de nuevo.', 'Impossible d’attribuer un numéro de commande. Veuillez réessayer.', 'Es konnte keine Bestellnummer vergeben werden. Bitte versuche es erneut.', '无法生成订单号，请重试。')],
  ['Nothing to update', tr('No hay nada que actualizar', 'Rien à mettre à jour', 'Nichts zu aktualisieren', '没有需要更新的内容')],
  // Notifications of an order's status (storefront §4 Notification; domain orderStatusNotification), translated when listed.
  ['Order Confirmed', tr('Pedido confirmado', 'Commande confirmée', 'Bestellung bestätigt', '订单已确认')],
  ['Order Processing', tr('Pedido en preparación', 'Commande en préparation', 'Bestellung in Bearbeitung', '订单处理中')],
  ['Order Shipped', tr('Pedido enviado', 'Commande expédiée', 'Bestellung versandt', '订单已发货')],
  ['Order Delivered', tr('Pedido entregado', 'Commande livrée', 'Bestellung zugestellt', '订单已送达')],
  ['Order Cancelled', tr('Pedido cancelado', 'Commande annulée', 'Bestellung storniert', '订单已取消')],
  ['Order Update', tr('Novedad del pedido', 'Mise à jour de la commande', 'Neuigkeit zur Bestellung', '订单动态')],
  ['Invalid message', tr('Mensaje no válido', 'Message non valide', 'Ungültige Nachricht', '消息无效')],
];

/** Messages with values in them: the English pattern and each language's text for its values. */
export const STOREFRONT_PATTERNS: { pattern: RegExp; text: (...v: string[]) => Translations }[] = [
  { pattern: /^File (.+) is too large\. Maximum size is 10MB\.$/, text: (f) => tr(`El archivo ${f} es demasiado grande. El tamaño máximo es 10 MB.`, `Le fichier ${f} est trop volumineux. La taille maximale est de 10 Mo.`, `Die Datei ${f} ist zu groß. Die maximale Größe ist 10 MB.`, `文件 ${f} 过大，最大为 10MB。`) },
  { pattern: /^File type (.+) is not supported\.$/, text: (f) => tr(`El tipo de archivo ${f} no es compatible.`, `Le type de fichier ${f} n’est pas pris en charge.`, `Der Dateityp ${f} wird nicht unterstützt.`, `不支持文件类型 ${f}。`) },
  { pattern: /^Failed to upload image: (.+)$/, text: (f) => tr(`No se pudo subir la imagen: ${f}`, `Impossible d’envoyer l’image : ${f}`, `Bild konnte nicht hochgeladen werden: ${f}`, `图片上传失败：${f}`) },
  { pattern: /^Failed to upload (.+)$/, text: (f) => tr(`No se pudo subir ${f}`, `Impossible d’envoyer ${f}`, `${f} konnte nicht hochgeladen werden`, `${f} 上传失败`) },
  { pattern: /^(.+): Maximum size is 5MB$/, text: (f) => tr(`${f}: el tamaño máximo es 5 MB`, `${f} : la taille maximale est de 5 Mo`, `${f}: Die maximale Größe ist 5 MB`, `${f}：最大为 5MB`) },
  { pattern: /^(.+) is not an image$/, text: (f) => tr(`${f} no es una imagen`, `${f} n’est pas une image`, `${f} ist kein Bild`, `${f} 不是图片`) },
  { pattern: /^(.+) has been added to your cart\.$/, text: (p) => tr(`${p} se ha añadido a tu carrito.`, `${p} a été ajouté à votre panier.`, `${p} wurde in deinen Warenkorb gelegt.`, `${p} 已加入您的购物车。`) },
  { pattern: /^(.+) quantity updated in cart\.$/, text: (p) => tr(`Cantidad de ${p} actualizada en el carrito.`, `Quantité de ${p} mise à jour dans le panier.`, `Menge von ${p} im Warenkorb aktualisiert.`, `购物车中 ${p} 的数量已更新。`) },
  { pattern: /^(.+) is (\d+) × (\d+) pixels\. Images may have at most (\d+) megapixels\.$/, text: (f, w, h, m) => tr(`${f} mide ${w} × ${h} píxeles. Las imágenes pueden tener como máximo ${m} megapíxeles.`, `${f} mesure ${w} × ${h} pixels. Les images peuvent avoir au plus ${m} mégapixels.`, `${f} hat ${w} × ${h} Pixel. Bilder dürfen höchstens ${m} Megapixel haben.`, `${f} 为 ${w} × ${h} 像素，图片最多 ${m} 百万像素。`) },
  { pattern: /^Your order #(\S+) has been confirmed\.$/, text: (n) => tr(`Tu pedido n.º ${n} está confirmado.`, `Votre commande n° ${n} est confirmée.`, `Deine Bestellung Nr. ${n} ist bestätigt.`, `您的订单 ${n} 已确认。`) },
  { pattern: /^Your order #(\S+) is being prepared for shipment\.$/, text: (n) => tr(`Estamos preparando el envío de tu pedido n.º ${n}.`, `Votre commande n° ${n} est en préparation pour l’expédition.`, `Deine Bestellung Nr. ${n} wird für den Versand vorbereitet.`, `您的订单 ${n} 正在备货。`) },
  { pattern: /^Your order #(\S+) has been shipped\.$/, text: (n) => tr(`Tu pedido n.º ${n} se ha enviado.`, `Votre commande n° ${n} a été expédiée.`, `Deine Bestellung Nr. ${n} wurde versandt.`, `您的订单 ${n} 已发货。`) },
  { pattern: /^Your order #(\S+) has been shipped\. Tracking number: (.+)\.$/, text: (n, t) => tr(`Tu pedido n.º ${n} se ha enviado. Número de seguimiento: ${t}.`, `Votre commande n° ${n} a été expédiée. Numéro de suivi : ${t}.`, `Deine Bestellung Nr. ${n} wurde versandt. Sendungsnummer: ${t}.`, `您的订单 ${n} 已发货。运单号：${t}。`) },
  { pattern: /^Your order #(\S+) has been delivered\. Enjoy!$/, text: (n) => tr(`Tu pedido n.º ${n} se ha entregado. ¡Que lo disfrutes!`, `Votre commande n° ${n} a été livrée. Profitez-en bien !`, `Deine Bestellung Nr. ${n} wurde zugestellt. Viel Freude damit!`, `您的订单 ${n} 已送达，祝您使用愉快！`) },
  { pattern: /^Your order #(\S+) has been cancelled\.$/, text: (n) => tr(`Tu pedido n.º ${n} se ha cancelado.`, `Votre commande n° ${n} a été annulée.`, `Deine Bestellung Nr. ${n} wurde storniert.`, `您的订单 ${n} 已取消。`) },
  { pattern: /^API Error: (\d+) - (.*)$/, text: (s, m) => tr(`Error del servicio de seguimiento: ${s} - ${m}`, `Erreur du service de suivi : ${s} - ${m}`, `Fehler des Sendungsdienstes: ${s} - ${m}`, `物流接口错误：${s} - ${m}`) },
  {
    pattern: /^Too many failed sign-in attempts\. Please wait (\d+) minutes? before trying again, or reset your password\.$/,
    text: (n) => tr(`Demasiados intentos fallidos. Espera ${n} min antes de volver a intentarlo o restablece tu contraseña.`, `Trop de tentatives de connexion échouées. Patientez ${n} min avant de réessayer, ou réinitialisez votre mot de passe.`, `Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte ${n} Min., bevor du es erneut versuchst, oder setze dein Passwort zurück.`, `登录失败次数过多。请等待 ${n} 分钟后再试，或重置密码。`),
  },
  {
    pattern: /^Too many password reset e-mails were requested for this address\. Please wait (\d+) minutes? and try again\.$/,
    text: (n) => tr(`Se han pedido demasiados correos de restablecimiento para esta dirección. Espera ${n} min e inténtalo de nuevo.`, `Trop d’e-mails de réinitialisation ont été demandés pour cette adresse. Patientez ${n} min et réessayez.`, `Für diese Adresse wurden zu viele Rücksetz-E-Mails angefordert. Bitte warte ${n} Min. und versuche es erneut.`, `此地址请求的重置邮件过多，请等待 ${n} 分钟后重试。`),
  },
];
