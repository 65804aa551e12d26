// The operator console's pages are lazy route chunks (routes/pages.ts); nothing else imports this feature.
export {};
