export { NavigationBar, NavigationMenu } from './ui/parts';
