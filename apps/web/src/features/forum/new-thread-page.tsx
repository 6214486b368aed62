import { Page } from '../../components/page';

export default function Screen() {
  return <Page>{null}</Page>;
}
