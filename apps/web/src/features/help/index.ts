export { HelpArticlePage } from './help-article-page';
export { HelpArticles, type THelpArticle, type THelpStep } from './help-content';
export { HELP_BASE, HelpGroups, HelpPages, type THelpPage } from './help-pages';
