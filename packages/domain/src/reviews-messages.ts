/**
 * The reviews' messages in the shop's five languages (storefront §5, §6), apart from the whole
 * message table (server-messages.ts, which merges them in): the reviews shown in the first HTML of
 * home and product pages translate their toasts and notes with this small table alone, so those
 * pages do not carry every message of the shop (issue 26).
 */
import { REVIEW_MESSAGES } from './reviews.ts';
import type { Language } from './settings.ts';
import { tr, type Translations } from './message-translations.ts';

const R = REVIEW_MESSAGES;

/** English review message → es, fr, de, zh. */
export const REVIEW_MESSAGE_TRANSLATIONS: [string, Translations][] = [
  [R.disabled, tr('Las reseñas están desactivadas en este momento.', 'Les avis sont désactivés pour le moment.', 'Bewertungen sind derzeit ausgeschaltet.', '评价功能暂时关闭。')],
  [R.authRequired, tr('Inicia sesión para enviar una reseña', 'Connectez-vous pour publier un avis', 'Bitte melde dich an, um eine Bewertung zu schreiben', '请登录后提交评价')],
  [R.missingInfo, tr('Indica un título y un comentario', 'Veuillez saisir un titre et un commentaire', 'Bitte gib einen Titel und einen Kommentar ein', '请填写标题和评论')],
  [R.countryRequired, tr('Selecciona tu país', 'Veuillez choisir votre pays', 'Bitte wähle dein Land', '请选择您的国家')],
  [R.tooManyImages, tr('Puedes subir como máximo 5 imágenes', "Vous pouvez envoyer 5 images au maximum", 'Du kannst höchstens 5 Bilder hochladen', '最多可上传 5 张图片')],
  [R.authRequiredTitle, tr('Inicio de sesión necesario', 'Connexion requise', 'Anmeldung erforderlich', '需要登录')],
  [R.missingInfoTitle, tr('Falta información', 'Informations manquantes', 'Angaben fehlen', '信息不完整')],
  [R.countryRequiredTitle, tr('País obligatorio', 'Pays obligatoire', 'Land erforderlich', '请选择国家')],
  [R.tooManyImagesTitle, tr('Demasiadas imágenes', 'Trop d’images', 'Zu viele Bilder', '图片过多')],
  [R.fileTooLargeTitle, tr('Archivo demasiado grande', 'Fichier trop volumineux', 'Datei zu groß', '文件过大')],
  [R.invalidFileTypeTitle, tr('Tipo de archivo no válido', 'Type de fichier non valide', 'Ungültiger Dateityp', '文件类型无效')],
  [R.replyLogin, tr('Inicia sesión para responder a las reseñas', 'Connectez-vous pour répondre aux avis', 'Bitte melde dich an, um auf Bewertungen zu antworten', '请登录后回复评价')],
  [R.emptyReplyTitle, tr('Respuesta vacía', 'Réponse vide', 'Leere Antwort', '回复为空')],
  [R.emptyReply, tr('Escribe una respuesta antes de enviarla', 'Veuillez écrire une réponse avant de l’envoyer', 'Bitte schreib eine Antwort, bevor du sie sendest', '请先填写回复再提交')],
  [R.reactLogin, tr('Inicia sesión para reaccionar a las reseñas', 'Connectez-vous pour réagir aux avis', 'Bitte melde dich an, um auf Bewertungen zu reagieren', '请登录后对评价做出反应')],
  [R.submitFailed, tr('No se pudo enviar la reseña', 'Impossible d’envoyer l’avis', 'Bewertung konnte nicht gesendet werden', '评价提交失败')],
  [R.loadFailed, tr('No se pudieron cargar las reseñas', 'Impossible de charger les avis', 'Bewertungen konnten nicht geladen werden', '评价加载失败')],
  [R.loadMineFailed, tr('No se pudieron cargar tus reseñas', 'Impossible de charger vos avis', 'Deine Bewertungen konnten nicht geladen werden', '无法加载您的评价')],
  [R.uploadsFailed, tr('No se pudieron subir las imágenes', 'Impossible d’envoyer les images', 'Bilder konnten nicht hochgeladen werden', '图片上传失败')],
  [R.replyFailed, tr('No se pudo enviar la respuesta', 'Impossible d’envoyer la réponse', 'Antwort konnte nicht gesendet werden', '回复提交失败')],
  [R.repliesLoadFailed, tr('No se pudieron cargar las respuestas', 'Impossible de charger les réponses', 'Antworten konnten nicht geladen werden', '回复加载失败')],
  [R.reactionAddFailed, tr('No se pudo añadir la reacción', 'Impossible d’ajouter la réaction', 'Reaktion konnte nicht hinzugefügt werden', '无法添加反应')],
  [R.reactionRemoveFailed, tr('No se pudo quitar la reacción', 'Impossible de retirer la réaction', 'Reaktion konnte nicht entfernt werden', '无法取消反应')],
  [R.reactionsLoadFailed, tr('No se pudieron cargar las reacciones', 'Impossible de charger les réactions', 'Reaktionen konnten nicht geladen werden', '反应加载失败')],
  [R.submittedTitle, tr('Reseña enviada', 'Avis envoyé', 'Bewertung gesendet', '评价已提交')],
  [R.submitted, tr('¡Gracias! Tu reseña aparecerá cuando se apruebe.', 'Merci ! Votre avis apparaîtra une fois validé.', 'Danke! Deine Bewertung erscheint, sobald sie freigegeben ist.', '谢谢！您的评价审核通过后将会显示。')],
  [R.replySubmittedTitle, tr('Respuesta enviada', 'Réponse envoyée', 'Antwort gesendet', '回复已提交')],
  [R.replySubmitted, tr('Tu respuesta aparecerá cuando se apruebe.', 'Votre réponse apparaîtra une fois validée.', 'Deine Antwort erscheint, sobald sie freigegeben ist.', '您的回复审核通过后将会显示。')],
  [R.titleTooLong, tr('El título admite como máximo 100 caracteres', 'Le titre ne doit pas dépasser 100 caractères', 'Der Titel darf höchstens 100 Zeichen lang sein', '标题最多 100 个字符')],
  [R.commentTooLong, tr('El comentario admite como máximo 1000 caracteres', 'Le commentaire ne doit pas dépasser 1000 caractères', 'Der Kommentar darf höchstens 1000 Zeichen lang sein', '评论最多 1000 个字符')],
  [R.replyTooLong, tr('La respuesta admite como máximo 500 caracteres', 'La réponse ne doit pas dépasser 500 caractères', 'Die Antwort darf höchstens 500 Zeichen lang sein', '回复最多 500 个字符')],
  [R.ratingRange, tr('La valoración debe estar entre 1 y 5 estrellas', 'La note doit être comprise entre 1 et 5 étoiles', 'Die Bewertung muss zwischen 1 und 5 Sternen liegen', '评分须在 1 到 5 星之间')],
  [R.tooManyTags, tr('Puedes etiquetar como máximo 10 productos', 'Vous pouvez identifier au maximum 10 produits', 'Du kannst höchstens 10 Produkte markieren', '最多可标记 10 件商品')],
  [R.unknownProduct, tr('Un producto etiquetado no está disponible', 'Un produit identifié n’est pas disponible', 'Ein markiertes Produkt ist nicht verfügbar', '某个已标记的商品不可用')],
];

const TABLE: ReadonlyMap<string, Translations> = new Map(REVIEW_MESSAGE_TRANSLATIONS);

/** A review message (REVIEW_MESSAGES' texts) in `language`; English, and any other text, come back unchanged. */
export function translateReviewMessage(message: string, language: Language): string {
  return language === 'en' ? message : (TABLE.get(message)?.[language] ?? message);
}
