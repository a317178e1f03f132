// Routes named in more than one place of the renderer.

/** Where tickets are sold: the basket's ticket line (the old `/tickets/sell` leads here). */
export const SELL_TICKETS_PATH = '/basket?add=tickets';
