/**
 * The help centre's FAQ in Spanish, French, German and Chinese (issue 23: every page in the
 * shopper's language). Keyed by the English question of `FAQ_SEED`; the seed stores each entry's
 * translations beside its English text (`faq_items.translations`), and the API answers in the
 * language asked for. Amounts, codes and durations say what the English says.
 */
import type { FaqTranslations } from '@phonexport/domain/help';

export const FAQ_TRANSLATIONS: Record<string, FaqTranslations> = {
  // Orders
  'How do I place an order?': {
    es: { question: '¿Cómo hago un pedido?', answer: 'Elige un producto, su color y su almacenamiento, y pulsa Añadir al carrito. En el carrito elige tu país y la opción de envío, añade un cupón si tienes uno y finaliza la compra. Necesitas iniciar sesión para finalizar la compra.', tags: ['pedido', 'compra', 'carrito'] },
    fr: { question: 'Comment passer une commande ?', answer: 'Choisissez un produit, sa couleur et son stockage, puis touchez Ajouter au panier. Dans le panier, choisissez votre pays et le mode de livraison, ajoutez un coupon si vous en avez un, puis validez la commande. Vous devez être connecté pour commander.', tags: ['commande', 'paiement', 'panier'] },
    de: { question: 'Wie bestelle ich?', answer: 'Wählen Sie ein Produkt, seine Farbe und seinen Speicher und tippen Sie auf In den Warenkorb. Wählen Sie im Warenkorb Ihr Land und die Versandart, fügen Sie einen Gutschein hinzu, falls Sie einen haben, und gehen Sie zur Kasse. Zum Bestellen müssen Sie angemeldet sein.', tags: ['bestellung', 'kasse', 'warenkorb'] },
    zh: { question: '如何下单？', answer: '选择商品及其颜色和存储容量，然后点按“加入购物车”。在购物车中选择您的国家和配送方式，如有优惠券请填写，然后结账。结账前需要登录。', tags: ['订单', '结账', '购物车'] },
  },
  'Where can I see my orders?': {
    es: { question: '¿Dónde puedo ver mis pedidos?', answer: 'Inicia sesión y abre Mis pedidos desde tu cuenta. Cada pedido muestra su estado, artículos, totales y, una vez enviado, un número de seguimiento.', tags: ['pedidos', 'historial', 'estado'] },
    fr: { question: 'Où voir mes commandes ?', answer: 'Connectez-vous et ouvrez Mes commandes depuis votre compte. Chaque commande indique son statut, ses articles, ses totaux et, une fois expédiée, un numéro de suivi.', tags: ['commandes', 'historique', 'statut'] },
    de: { question: 'Wo sehe ich meine Bestellungen?', answer: 'Melden Sie sich an und öffnen Sie Meine Bestellungen in Ihrem Konto. Jede Bestellung zeigt ihren Status, die Artikel, die Summen und nach dem Versand eine Sendungsnummer.', tags: ['bestellungen', 'verlauf', 'status'] },
    zh: { question: '在哪里查看我的订单？', answer: '登录后在账户中打开“我的订单”。每个订单都会显示状态、商品、金额，发货后还会显示物流单号。', tags: ['订单', '历史', '状态'] },
  },
  'Can I change or cancel my order?': {
    es: { question: '¿Puedo cambiar o cancelar mi pedido?', answer: 'Contáctanos por chat en vivo o correo electrónico lo antes posible. Podemos cambiar o cancelar un pedido hasta que se haya despachado, lo que suele ocurrir en 1-2 días hábiles.', tags: ['cancelar', 'cambiar', 'modificar'] },
    fr: { question: 'Puis-je modifier ou annuler ma commande ?', answer: 'Contactez-nous par chat en direct ou par e-mail dès que possible. Nous pouvons modifier ou annuler une commande tant qu’elle n’a pas été expédiée, ce qui a généralement lieu sous 1 à 2 jours ouvrés.', tags: ['annuler', 'modifier', 'changer'] },
    de: { question: 'Kann ich meine Bestellung ändern oder stornieren?', answer: 'Kontaktieren Sie uns so bald wie möglich per Live-Chat oder E-Mail. Wir können eine Bestellung ändern oder stornieren, bis sie versandt ist, was meist innerhalb von 1-2 Werktagen geschieht.', tags: ['stornieren', 'ändern', 'anpassen'] },
    zh: { question: '我可以修改或取消订单吗？', answer: '请尽快通过在线客服或电子邮件联系我们。订单发货前我们都可以修改或取消，通常在 1-2 个工作日内发货。', tags: ['取消', '修改', '更改'] },
  },
  'What does my order number look like?': {
    es: { question: '¿Cómo es mi número de pedido?', answer: 'Los números de pedido empiezan por PX seguido de 8 dígitos, por ejemplo PX12345678. Indícalo cuando contactes con soporte.', tags: ['número de pedido', 'referencia'] },
    fr: { question: 'À quoi ressemble mon numéro de commande ?', answer: 'Les numéros de commande commencent par PX suivi de 8 chiffres, par exemple PX12345678. Indiquez-le lorsque vous contactez l’assistance.', tags: ['numéro de commande', 'référence'] },
    de: { question: 'Wie sieht meine Bestellnummer aus?', answer: 'Bestellnummern beginnen mit PX, gefolgt von 8 Ziffern, zum Beispiel PX12345678. Bitte nennen Sie sie, wenn Sie den Support kontaktieren.', tags: ['bestellnummer', 'referenz'] },
    zh: { question: '我的订单号是什么样的？', answer: '订单号以 PX 开头，后跟 8 位数字，例如 PX12345678。联系客服时请提供订单号。', tags: ['订单号', '编号'] },
  },
  // Shipping
  'Which countries do you ship to?': {
    es: { question: '¿A qué países envían?', answer: 'Enviamos desde China a Sudáfrica, Zambia, Botsuana, Zimbabue, Malaui, Esuatini, Lesoto y Namibia.', tags: ['países', 'entrega', 'destinos'] },
    fr: { question: 'Dans quels pays livrez-vous ?', answer: 'Nous expédions depuis la Chine vers l’Afrique du Sud, la Zambie, le Botswana, le Zimbabwe, le Malawi, l’Eswatini, le Lesotho et la Namibie.', tags: ['pays', 'livraison', 'destinations'] },
    de: { question: 'In welche Länder liefern Sie?', answer: 'Wir versenden aus China nach Südafrika, Sambia, Botswana, Simbabwe, Malawi, Eswatini, Lesotho und Namibia.', tags: ['länder', 'lieferung', 'ziele'] },
    zh: { question: '你们配送到哪些国家？', answer: '我们从中国发货至南非、赞比亚、博茨瓦纳、津巴布韦、马拉维、斯威士兰、莱索托和纳米比亚。', tags: ['国家', '配送', '目的地'] },
  },
  'How long does delivery take?': {
    es: { question: '¿Cuánto tarda la entrega?', answer: 'Los pedidos se despachan en 1-2 días hábiles. El plazo de entrega depende de tu país y de la opción que elijas; el carrito y la compra muestran la estimación en días hábiles para el envío estándar y el exprés antes de pagar.', tags: ['plazo de entrega', 'exprés', 'estándar'] },
    fr: { question: 'Combien de temps prend la livraison ?', answer: 'Les commandes sont expédiées sous 1 à 2 jours ouvrés. Le délai de livraison dépend de votre pays et du mode choisi ; le panier et la commande affichent l’estimation en jours ouvrés pour la livraison standard et express avant le paiement.', tags: ['délai de livraison', 'express', 'standard'] },
    de: { question: 'Wie lange dauert die Lieferung?', answer: 'Bestellungen werden innerhalb von 1-2 Werktagen versandt. Die Lieferzeit hängt von Ihrem Land und der gewählten Versandart ab; Warenkorb und Kasse zeigen vor dem Bezahlen die Schätzung in Werktagen für Standard- und Expressversand.', tags: ['lieferzeit', 'express', 'standard'] },
    zh: { question: '配送需要多长时间？', answer: '订单在 1-2 个工作日内发货。送达时间取决于您的国家和所选配送方式；付款前，购物车和结账页面会以工作日显示标准和加急配送的预计时间。', tags: ['配送时间', '加急', '标准'] },
  },
  'How do I track my parcel?': {
    es: { question: '¿Cómo sigo mi paquete?', answer: 'Cuando tu pedido se envía recibe un número de seguimiento. Abre el pedido en Mis pedidos y pulsa Seguir paquete, o introduce el número en la página Seguir pedido.', tags: ['seguimiento', 'paquete', 'mensajería'] },
    fr: { question: 'Comment suivre mon colis ?', answer: 'Une fois votre commande expédiée, elle reçoit un numéro de suivi. Ouvrez la commande dans Mes commandes et touchez Suivre le colis, ou saisissez le numéro sur la page Suivre une commande.', tags: ['suivi', 'colis', 'transporteur'] },
    de: { question: 'Wie verfolge ich mein Paket?', answer: 'Sobald Ihre Bestellung versandt ist, erhält sie eine Sendungsnummer. Öffnen Sie die Bestellung unter Meine Bestellungen und tippen Sie auf Paket verfolgen, oder geben Sie die Nummer auf der Seite Sendung verfolgen ein.', tags: ['sendungsverfolgung', 'paket', 'kurier'] },
    zh: { question: '如何跟踪我的包裹？', answer: '订单发货后会获得物流单号。在“我的订单”中打开该订单并点按“跟踪包裹”，或在“订单跟踪”页面输入单号。', tags: ['跟踪', '包裹', '快递'] },
  },
  'Will I pay import duty or VAT?': {
    es: { question: '¿Pagaré aranceles de importación o IVA?', answer: 'Los cargos de importación se estiman al finalizar la compra con la tasa arancelaria de tu país y se muestran en el total del pedido, sin sorpresas. La autoridad aduanera de tu país decide el importe final.', tags: ['aranceles', 'aduana', 'iva', 'impuestos'] },
    fr: { question: 'Vais-je payer des droits d’importation ou la TVA ?', answer: 'Les frais d’importation sont estimés lors de la commande à partir du taux de droits de votre pays et inclus dans le total, sans surprise. Les douanes de votre pays fixent le montant définitif.', tags: ['droits', 'douane', 'tva', 'taxes'] },
    de: { question: 'Zahle ich Einfuhrzoll oder Mehrwertsteuer?', answer: 'Einfuhrabgaben werden an der Kasse anhand des Zollsatzes Ihres Landes geschätzt und in der Gesamtsumme angezeigt, damit es keine Überraschungen gibt. Den endgültigen Betrag legt die Zollbehörde Ihres Landes fest.', tags: ['zoll', 'einfuhr', 'mwst', 'steuer'] },
    zh: { question: '我需要支付进口关税或增值税吗？', answer: '进口费用会在结账时按您所在国家的关税税率估算，并计入订单总额，避免意外。最终金额由您所在国家的海关决定。', tags: ['关税', '海关', '增值税', '税费'] },
  },
  // Payments
  'Which payment methods do you accept?': {
    es: { question: '¿Qué métodos de pago aceptan?', answer: 'Puedes pagar con tarjeta o con una cuenta PayPal al finalizar la compra. El pago se cobra solo cuando se realiza tu pedido.', tags: ['tarjeta', 'paypal', 'monedero'] },
    fr: { question: 'Quels moyens de paiement acceptez-vous ?', answer: 'Vous pouvez payer par carte ou avec un compte PayPal lors de la commande. Le paiement n’est prélevé qu’au moment où votre commande est passée.', tags: ['carte', 'paypal', 'portefeuille'] },
    de: { question: 'Welche Zahlungsarten akzeptieren Sie?', answer: 'Sie können an der Kasse mit Karte oder einem PayPal-Konto bezahlen. Die Zahlung wird erst belastet, wenn Ihre Bestellung aufgegeben ist.', tags: ['karte', 'paypal', 'wallet'] },
    zh: { question: '你们接受哪些付款方式？', answer: '结账时可以用银行卡或 PayPal 账户付款。只有在订单提交时才会扣款。', tags: ['银行卡', 'paypal', '钱包'] },
  },
  'In which currency are prices shown?': {
    es: { question: '¿En qué moneda se muestran los precios?', answer: 'Los precios se fijan y se cobran en dólares estadounidenses (USD). Puedes verlos en tu propia moneda, por ejemplo kwacha, rand o pula: elígela en Moneda al pie de cada página o en Ajustes (sigue al país de envío hasta que elijas). Los importes en tu moneda son estimaciones a nuestro tipo de cambio; tu banco o PayPal pueden usar el suyo.', tags: ['usd', 'moneda', 'dólares', 'kwacha', 'rand', 'pula'] },
    fr: { question: 'Dans quelle devise les prix sont-ils affichés ?', answer: 'Les prix sont fixés et prélevés en dollars américains (USD). Vous pouvez les voir dans votre devise, par exemple en kwacha, rand ou pula : choisissez-la sous Devise en bas de chaque page ou dans Paramètres (elle suit le pays de livraison tant que vous n’avez pas choisi). Les montants dans votre devise sont des estimations à notre taux ; votre banque ou PayPal peut appliquer le sien.', tags: ['usd', 'devise', 'dollars', 'kwacha', 'rand', 'pula'] },
    de: { question: 'In welcher Währung werden die Preise angezeigt?', answer: 'Preise werden in US-Dollar (USD) festgelegt und berechnet. Sie können sie in Ihrer eigenen Währung sehen, zum Beispiel Kwacha, Rand oder Pula: Wählen Sie sie unter Währung am Fuß jeder Seite oder in den Einstellungen (bis Sie wählen, folgt sie dem Lieferland). Beträge in Ihrer Währung sind Schätzungen zu unserem Kurs; Ihre Bank oder PayPal kann einen eigenen Kurs verwenden.', tags: ['usd', 'währung', 'dollar', 'kwacha', 'rand', 'pula'] },
    zh: { question: '价格以什么货币显示？', answer: '价格以美元（USD）定价和收费。您可以用自己的货币查看价格，例如克瓦查、兰特或普拉：在每页底部的“货币”或“设置”中选择（在您选择之前，它跟随收货国家）。以您的货币显示的金额是按我们的汇率估算的；您的银行或 PayPal 可能使用自己的汇率。', tags: ['usd', '货币', '美元', '克瓦查', '兰特', '普拉'] },
  },
  'How do coupon codes work?': {
    es: { question: '¿Cómo funcionan los cupones?', answer: 'Introduce tu código en el carrito. WELCOME10 descuenta un 10 %, NEWUSER15 un 15 % y SAVE20 descuenta 20 $ de tu pedido. Solo se aplica un código por pedido y el total nunca baja de cero.', tags: ['cupón', 'descuento', 'código promocional'] },
    fr: { question: 'Comment fonctionnent les codes promo ?', answer: 'Saisissez votre code dans le panier. WELCOME10 retire 10 %, NEWUSER15 retire 15 % et SAVE20 retire 20 $ de votre commande. Un seul code s’applique par commande et le total ne descend jamais sous zéro.', tags: ['coupon', 'remise', 'code promo'] },
    de: { question: 'Wie funktionieren Gutscheincodes?', answer: 'Geben Sie Ihren Code im Warenkorb ein. WELCOME10 zieht 10 % ab, NEWUSER15 zieht 15 % ab und SAVE20 zieht 20 $ von Ihrer Bestellung ab. Pro Bestellung gilt nur ein Code, und die Summe fällt nie unter null.', tags: ['gutschein', 'rabatt', 'aktionscode'] },
    zh: { question: '优惠码如何使用？', answer: '在购物车中输入优惠码。WELCOME10 减 10%，NEWUSER15 减 15%，SAVE20 从订单中减 20 美元。每个订单只能使用一个优惠码，总额不会低于零。', tags: ['优惠券', '折扣', '优惠码'] },
  },
  'Is my payment secure?': {
    es: { question: '¿Mi pago es seguro?', answer: 'Sí. Los datos de la tarjeta van directamente al proveedor de pagos por una conexión cifrada; nunca vemos ni guardamos el número de tu tarjeta.', tags: ['seguridad', 'seguro', 'tarjeta'] },
    fr: { question: 'Mon paiement est-il sécurisé ?', answer: 'Oui. Les données de carte vont directement au prestataire de paiement par une connexion chiffrée ; nous ne voyons ni ne conservons jamais votre numéro de carte.', tags: ['sécurité', 'sûr', 'carte'] },
    de: { question: 'Ist meine Zahlung sicher?', answer: 'Ja. Kartendaten gehen über eine verschlüsselte Verbindung direkt an den Zahlungsanbieter; wir sehen oder speichern Ihre Kartennummer nie.', tags: ['sicherheit', 'sicher', 'karte'] },
    zh: { question: '我的付款安全吗？', answer: '安全。银行卡信息通过加密连接直接发送给支付服务商；我们从不查看或存储您的卡号。', tags: ['安全', '保障', '银行卡'] },
  },
  // Account
  'How do I create an account?': {
    es: { question: '¿Cómo creo una cuenta?', answer: 'Pulsa Cuenta y luego Crear cuenta. Introduce tu nombre, tu correo electrónico y una contraseña de al menos 6 caracteres, y acepta los términos.', tags: ['registro', 'registrarse'] },
    fr: { question: 'Comment créer un compte ?', answer: 'Touchez Compte, puis Créer un compte. Saisissez votre nom, votre adresse e-mail et un mot de passe d’au moins 6 caractères, et acceptez les conditions.', tags: ['inscription', 's’inscrire'] },
    de: { question: 'Wie erstelle ich ein Konto?', answer: 'Tippen Sie auf Konto und dann auf Konto erstellen. Geben Sie Ihren Namen, Ihre E-Mail-Adresse und ein Passwort mit mindestens 6 Zeichen ein und akzeptieren Sie die Bedingungen.', tags: ['registrieren', 'anmelden'] },
    zh: { question: '如何创建账户？', answer: '点按“账户”，然后点按“创建账户”。输入您的姓名、电子邮件地址和至少 6 个字符的密码，并接受条款。', tags: ['注册', '开户'] },
  },
  'I forgot my password. What can I do?': {
    es: { question: 'Olvidé mi contraseña. ¿Qué puedo hacer?', answer: 'Escribe a soporte desde la dirección de correo con la que te registraste y te ayudaremos a recuperar tu cuenta en 24 horas.', tags: ['contraseña', 'inicio de sesión', 'restablecer'] },
    fr: { question: 'J’ai oublié mon mot de passe. Que faire ?', answer: 'Écrivez à l’assistance depuis l’adresse e-mail de votre inscription et nous vous aiderons à retrouver l’accès à votre compte sous 24 heures.', tags: ['mot de passe', 'connexion', 'réinitialiser'] },
    de: { question: 'Ich habe mein Passwort vergessen. Was kann ich tun?', answer: 'Schreiben Sie dem Support von der E-Mail-Adresse, mit der Sie sich registriert haben, und wir helfen Ihnen innerhalb von 24 Stunden zurück in Ihr Konto.', tags: ['passwort', 'anmeldung', 'zurücksetzen'] },
    zh: { question: '我忘记了密码，怎么办？', answer: '请用注册时的电子邮件地址发邮件给客服，我们会在 24 小时内帮您找回账户。', tags: ['密码', '登录', '重置'] },
  },
  'How do I manage my saved addresses?': {
    es: { question: '¿Cómo gestiono mis direcciones guardadas?', answer: 'Abre Direcciones desde tu cuenta para añadir, editar o eliminar direcciones de envío. Puedes elegir una dirección guardada al finalizar la compra.', tags: ['dirección', 'dirección de envío'] },
    fr: { question: 'Comment gérer mes adresses enregistrées ?', answer: 'Ouvrez Adresses depuis votre compte pour ajouter, modifier ou supprimer des adresses de livraison. Vous pouvez choisir une adresse enregistrée lors de la commande.', tags: ['adresse', 'adresse de livraison'] },
    de: { question: 'Wie verwalte ich meine gespeicherten Adressen?', answer: 'Öffnen Sie Adressen in Ihrem Konto, um Lieferadressen hinzuzufügen, zu bearbeiten oder zu entfernen. An der Kasse können Sie eine gespeicherte Adresse wählen.', tags: ['adresse', 'lieferadresse'] },
    zh: { question: '如何管理已保存的地址？', answer: '在账户中打开“地址”，可以添加、编辑或删除收货地址。结账时可以选择已保存的地址。', tags: ['地址', '收货地址'] },
  },
  'How do I contact customer support?': {
    es: { question: '¿Cómo contacto con atención al cliente?', answer: 'Usa el chat en vivo, disponible 24/7 para clientes con sesión iniciada, o escríbenos por correo; respondemos los correos en 24 horas.', tags: ['contacto', 'soporte', 'chat', 'correo'] },
    fr: { question: 'Comment contacter le service client ?', answer: 'Utilisez le chat en direct, disponible 24h/24 et 7j/7 pour les clients connectés, ou écrivez-nous par e-mail ; nous répondons aux e-mails sous 24 heures.', tags: ['contact', 'assistance', 'chat', 'e-mail'] },
    de: { question: 'Wie erreiche ich den Kundenservice?', answer: 'Nutzen Sie den Live-Chat, rund um die Uhr (24/7) für angemeldete Kunden verfügbar, oder schreiben Sie uns eine E-Mail; wir beantworten E-Mails innerhalb von 24 Stunden.', tags: ['kontakt', 'support', 'chat', 'e-mail'] },
    zh: { question: '如何联系客服？', answer: '已登录的顾客可使用 24/7 全天候在线客服，或给我们发电子邮件；我们会在 24 小时内回复邮件。', tags: ['联系', '客服', '聊天', '邮件'] },
  },
  // Products
  'Are your products genuine?': {
    es: { question: '¿Sus productos son originales?', answer: 'Sí. Vendemos teléfonos, tabletas, ordenadores y accesorios originales de marcas como Samsung, iPhone, Xiaomi, Huawei, Honor, Lenovo, HP y Dell, adquiridos en China.', tags: ['original', 'genuino', 'auténtico'] },
    fr: { question: 'Vos produits sont-ils authentiques ?', answer: 'Oui. Nous vendons des téléphones, tablettes, ordinateurs et accessoires authentiques de marques telles que Samsung, iPhone, Xiaomi, Huawei, Honor, Lenovo, HP et Dell, achetés en Chine.', tags: ['authentique', 'original', 'officiel'] },
    de: { question: 'Sind Ihre Produkte echt?', answer: 'Ja. Wir verkaufen echte Telefone, Tablets, Computer und Zubehör von Marken wie Samsung, iPhone, Xiaomi, Huawei, Honor, Lenovo, HP und Dell, bezogen in China.', tags: ['echt', 'original', 'authentisch'] },
    zh: { question: '你们的产品是正品吗？', answer: '是的。我们销售三星、iPhone、小米、华为、荣耀、联想、惠普和戴尔等品牌的正品手机、平板、电脑和配件，在中国采购。', tags: ['正品', '原装', '真品'] },
  },
  'What is your returns policy?': {
    es: { question: '¿Cuál es su política de devoluciones?', answer: 'Solo aceptamos devoluciones de productos defectuosos. Contacta con soporte en las 48 horas siguientes a la entrega con tu número de pedido y una foto o descripción del fallo.', tags: ['devoluciones', 'defectuoso', 'reembolso'] },
    fr: { question: 'Quelle est votre politique de retour ?', answer: 'Nous n’acceptons les retours que pour les produits défectueux. Contactez l’assistance dans les 48 heures suivant la livraison avec votre numéro de commande et une photo ou une description du défaut.', tags: ['retours', 'défectueux', 'remboursement'] },
    de: { question: 'Wie lauten Ihre Rückgabebedingungen?', answer: 'Wir nehmen nur defekte Ware zurück. Kontaktieren Sie den Support innerhalb von 48 Stunden nach der Lieferung mit Ihrer Bestellnummer und einem Foto oder einer Beschreibung des Fehlers.', tags: ['rückgabe', 'defekt', 'erstattung'] },
    zh: { question: '你们的退货政策是什么？', answer: '我们只接受有缺陷商品的退货。请在签收后 48 小时内联系客服，并提供订单号以及故障照片或说明。', tags: ['退货', '缺陷', '退款'] },
  },
  'Can I exchange a product?': {
    es: { question: '¿Puedo cambiar un producto?', answer: 'Sí, los cambios deben iniciarse en los 7 días siguientes a la entrega. Contacta con soporte y te guiaremos.', tags: ['cambio', 'canje'] },
    fr: { question: 'Puis-je échanger un produit ?', answer: 'Oui, les échanges doivent être demandés dans les 7 jours suivant la livraison. Contactez l’assistance et nous vous guiderons.', tags: ['échange', 'remplacement'] },
    de: { question: 'Kann ich ein Produkt umtauschen?', answer: 'Ja, ein Umtausch muss innerhalb von 7 Tagen nach der Lieferung beginnen. Kontaktieren Sie den Support, und wir führen Sie durch den Ablauf.', tags: ['umtausch', 'tausch'] },
    zh: { question: '我可以换货吗？', answer: '可以，换货须在签收后 7 天内申请。请联系客服，我们会一步步为您办理。', tags: ['换货', '更换'] },
  },
  'Will my phone work in my country?': {
    es: { question: '¿Funcionará mi teléfono en mi país?', answer: 'Las páginas de producto indican las especificaciones de cada modelo. Si no sabes si un modelo es compatible con tu red, pregúntanos por el chat en vivo antes de pedir.', tags: ['compatibilidad', 'red', 'especificaciones'] },
    fr: { question: 'Mon téléphone fonctionnera-t-il dans mon pays ?', answer: 'Les pages produit indiquent les caractéristiques de chaque modèle. Si vous ne savez pas si un modèle convient à votre réseau, demandez-nous sur le chat en direct avant de commander.', tags: ['compatibilité', 'réseau', 'caractéristiques'] },
    de: { question: 'Funktioniert mein Telefon in meinem Land?', answer: 'Die Produktseiten nennen die technischen Daten jedes Modells. Wenn Sie unsicher sind, ob ein Modell zu Ihrem Netz passt, fragen Sie uns vor der Bestellung im Live-Chat.', tags: ['kompatibilität', 'netz', 'technische daten'] },
    zh: { question: '我的手机能在我的国家使用吗？', answer: '商品页面列出了每个型号的规格。如果不确定某个型号是否适合您的网络，请在下单前通过在线客服咨询我们。', tags: ['兼容性', '网络', '规格'] },
  },
};
