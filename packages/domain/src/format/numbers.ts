/** Hours and weeks as the screens show them (UK format, at most one decimal): '1,234.5 h', '30.9 weeks'. */
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

export const formatNumber1 = (n: number): string => oneDecimal.format(n);
export const formatHours = (h: number): string => `${oneDecimal.format(h)} h`;
export const formatWeeks = (w: number): string => `${oneDecimal.format(w)} weeks`;

/** Effort named as effort (hours / 40), never bare 'weeks': '5.7 person-weeks'. */
export const formatPersonWeeks = (w: number): string =>
  `${oneDecimal.format(w)} ${w === 1 ? 'person-week' : 'person-weeks'}`;

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

/** Whole pounds with thousands separators: '£184,250'. */
export const formatPounds = (amount: number): string => pounds.format(Math.round(amount));

const poundsAndPence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Pounds and pence, for rates per hour: '£47.80'. */
export const formatPoundsPence = (amount: number): string => poundsAndPence.format(amount);

/** A sum as an invoice states it: whole pounds when it has no pence ('£279,208'), else to the penny ('£55,841.60'). */
export const formatPoundsExact = (amount: number): string =>
  Math.round(amount * 100) % 100 === 0 ? formatPounds(amount) : formatPoundsPence(amount);

const dayFigure = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Days to one decimal always ('29.0'), so a column of them lines up. */
export const formatDays1 = (d: number): string => dayFigure.format(d);
