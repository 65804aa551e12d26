import { resetResults } from './report';

export default () => resetResults();
