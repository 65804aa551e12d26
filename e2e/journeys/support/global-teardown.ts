import { writeReport } from './report';

export default () => writeReport();
