export { NewsList } from './news-list';
export {
  ArticleDetailsPage,
  ConsultPage,
  MobileNewsDetailsPage,
  MobileNewsListPage,
  NewsDetailPage,
  NewsInformationPage,
} from './news-pages';
