/** sessionStorage key of the order just placed: checkout writes it, the confirmation page reads it (a reload keeps the page). */
export const LAST_ORDER_KEY = 'phonexport.last-order';
