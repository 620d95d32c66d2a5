/** Hours and weeks as the screens show them (UK format, at most one decimal): '1,234.5 h', '30.9 weeks'. */
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

export const formatNumber1 = (n: number): string => oneDecimal.format(n);
export const formatHours = (h: number): string => `${oneDecimal.format(h)} h`;
export const formatWeeks = (w: number): string => `${oneDecimal.format(w)} weeks`;
