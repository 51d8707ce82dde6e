/**
 * Notifications (storefront §3 Notification): a user's notifications, written in the transaction of the change they report, and staff alerts.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { findRecentNotificationsOfType } from './notifications-repository.ts';
export { notificationsRoutes } from './notifications-routes.ts';
export { createNotification, notificationRecord, ordersChanged, publishOrdersChanged } from './notifications-service.ts';
