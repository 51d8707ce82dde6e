/**
 * Mobile money's messages (issue 25, decision 065) in es, fr, de and zh: the failure reasons and
 * the checkout's refusals. Merged into server-messages.ts's table.
 */
import { FAILURE_MESSAGES, MOBILE_MONEY_MESSAGES } from './mobile-money.ts';
import { tr, type Translations } from './message-translations.ts';

const F = FAILURE_MESSAGES;
const M = MOBILE_MONEY_MESSAGES;

/** English message → es, fr, de, zh. */
export const MOBILE_MONEY_TRANSLATIONS: [string, Translations][] = [
  [F.declined, tr('El pago fue rechazado en tu teléfono. No se cobró nada.', 'Le paiement a été refusé sur votre téléphone. Rien n’a été débité.', 'Die Zahlung wurde auf Ihrem Telefon abgelehnt. Es wurde nichts abgebucht.', '付款在您的手机上被拒绝。未扣任何款项。')],
  [F.no_funds, tr('No hay suficiente dinero en esta cuenta de dinero móvil. No se cobró nada.', 'Le solde de ce compte mobile money est insuffisant. Rien n’a été débité.', 'Auf diesem Mobile-Money-Konto ist nicht genug Guthaben. Es wurde nichts abgebucht.', '此移动钱包账户余额不足。未扣任何款项。')],
  [F.timeout, tr('El pago no se aprobó a tiempo. No se cobró nada.', 'Le paiement n’a pas été approuvé à temps. Rien n’a été débité.', 'Die Zahlung wurde nicht rechtzeitig bestätigt. Es wurde nichts abgebucht.', '付款未在规定时间内获得批准。未扣任何款项。')],
  [F.unavailable, tr('El operador no está disponible ahora. Inténtalo de nuevo en unos minutos o usa otro número.', 'L’opérateur n’est pas disponible pour le moment. Réessayez dans quelques minutes ou utilisez un autre numéro.', 'Der Anbieter ist gerade nicht verfügbar. Bitte versuchen Sie es in ein paar Minuten erneut oder verwenden Sie eine andere Nummer.', '运营商暂时不可用。请几分钟后重试或使用其他号码。')],
  [F.limit, tr('Este importe supera lo que esta cuenta de dinero móvil puede pagar. No se cobró nada.', 'Ce montant dépasse ce que ce compte mobile money peut payer. Rien n’a été débité.', 'Dieser Betrag übersteigt, was dieses Mobile-Money-Konto zahlen darf. Es wurde nichts abgebucht.', '此金额超出该移动钱包账户的付款限额。未扣任何款项。')],
  [F.not_found, tr('Este número no tiene cuenta de dinero móvil con este operador. No se cobró nada.', 'Ce numéro n’a pas de compte mobile money chez cet opérateur. Rien n’a été débité.', 'Diese Nummer hat bei diesem Anbieter kein Mobile-Money-Konto. Es wurde nichts abgebucht.', '此号码在该运营商没有移动钱包账户。未扣任何款项。')],
  [F.other, tr('El pago no se realizó. No se cobró nada.', 'Le paiement n’a pas abouti. Rien n’a été débité.', 'Die Zahlung ist nicht durchgegangen. Es wurde nichts abgebucht.', '付款未成功。未扣任何款项。')],
  [M.numberCountry, tr('El dinero móvil no está disponible para números de este país. Usa un número de Zambia, Malaui, Lesoto o Zimbabue, o paga de otra forma.', 'Le mobile money n’est pas disponible pour les numéros de ce pays. Utilisez un numéro de Zambie, du Malawi, du Lesotho ou du Zimbabwe, ou payez autrement.', 'Mobile Money ist für Nummern dieses Landes nicht verfügbar. Bitte verwenden Sie eine Nummer aus Sambia, Malawi, Lesotho oder Simbabwe oder bezahlen Sie anders.', '此国家的号码无法使用移动钱包。请使用赞比亚、马拉维、莱索托或津巴布韦的号码，或改用其他方式付款。')],
  [M.operator, tr('Este operador no atiende este número. Elige el operador de tu cuenta de dinero móvil.', 'Cet opérateur ne dessert pas ce numéro. Choisissez l’opérateur de votre compte mobile money.', 'Dieser Anbieter bedient diese Nummer nicht. Bitte wählen Sie den Anbieter Ihres Mobile-Money-Kontos.', '该运营商不支持此号码。请选择您的移动钱包账户所属的运营商。')],
  [M.operatorDown, tr('Este operador no está disponible ahora. Inténtalo de nuevo en unos minutos o usa otro número.', 'Cet opérateur n’est pas disponible pour le moment. Réessayez dans quelques minutes ou utilisez un autre numéro.', 'Dieser Anbieter ist gerade nicht verfügbar. Bitte versuchen Sie es in ein paar Minuten erneut oder verwenden Sie eine andere Nummer.', '该运营商暂时不可用。请几分钟后重试或使用其他号码。')],
  [M.rate, tr('El dinero móvil en esta moneda no está disponible ahora. Paga de otra forma.', 'Le mobile money dans cette devise n’est pas disponible pour le moment. Payez autrement.', 'Mobile Money in dieser Währung ist gerade nicht verfügbar. Bitte bezahlen Sie anders.', '此币种的移动钱包付款暂时不可用。请改用其他方式付款。')],
  [M.off, tr('El dinero móvil no está disponible en esta tienda. No se cobró nada.', 'Le mobile money n’est pas disponible dans cette boutique. Rien n’a été débité.', 'Mobile Money ist in diesem Shop nicht verfügbar. Es wurde nichts abgebucht.', '本店不支持移动钱包付款。未扣任何款项。')],
  [M.badSignature, tr('No se pudo verificar la firma de la notificación.', 'La signature de la notification n’a pas pu être vérifiée.', 'Die Signatur der Benachrichtigung konnte nicht geprüft werden.', '无法验证回调签名。')],
  [M.notJson, tr('La notificación no es JSON.', 'La notification n’est pas du JSON.', 'Die Benachrichtigung ist kein JSON.', '回调不是 JSON。')],
  [M.badHash, tr('No se pudo verificar el resultado.', 'Le résultat n’a pas pu être vérifié.', 'Das Ergebnis konnte nicht geprüft werden.', '无法验证结果。')],
  [M.notResult, tr('El resultado no es una actualización de estado de Paynow.', 'Le résultat n’est pas une mise à jour de statut Paynow.', 'Das Ergebnis ist keine Paynow-Statusmeldung.', '该结果不是 Paynow 状态更新。')],
  [M.notPayment, tr('La notificación no es un depósito ni un reembolso.', 'La notification n’est ni un dépôt ni un remboursement.', 'Die Benachrichtigung ist weder eine Einzahlung noch eine Erstattung.', '回调既不是存款也不是退款。')],
];

/** Messages with values in them: the English pattern and each language's text for its values. */
export const MOBILE_MONEY_PATTERNS: { pattern: RegExp; text: (...v: string[]) => Translations }[] = [
  {
    // MOBILE_MONEY_MESSAGES.limit(amount, operator, min, max)
    pattern: /^This order is (.+); (.+) takes payments between (.+) and (.+)\. Please pay another way or change your cart\.$/,
    text: (a, o, min, max) =>
      tr(
        `Este pedido es de ${a}; ${o} acepta pagos entre ${min} y ${max}. Paga de otra forma o cambia tu carrito.`,
        `Cette commande fait ${a} ; ${o} accepte les paiements entre ${min} et ${max}. Payez autrement ou modifiez votre panier.`,
        `Diese Bestellung kostet ${a}; ${o} nimmt Zahlungen zwischen ${min} und ${max} an. Bitte bezahlen Sie anders oder ändern Sie Ihren Warenkorb.`,
        `此订单金额为 ${a}；${o} 接受 ${min} 至 ${max} 之间的付款。请改用其他方式付款或修改购物车。`,
      ),
  },
];
