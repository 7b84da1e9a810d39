export { AccountArea, type AccountAreaProps } from './AccountArea';
export { ACCOUNT_CSS } from './styles';
