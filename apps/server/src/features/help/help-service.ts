/** Help centre reads other modules use (the server's page rendering, web/web-routes.ts). */
export { listFaq } from './help-repository.ts';
