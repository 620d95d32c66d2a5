/**
 * The custom plotly bundle (STACK-NOTES): the core with bar and scatterpolar traces only, about a quarter of
 * plotly.js-dist-min. Imported only by chart.tsx, which only the chart views import, so it loads with them.
 */
import Plotly from 'plotly.js/lib/core';
import bar from 'plotly.js/lib/bar';
import scatterpolar from 'plotly.js/lib/scatterpolar';
import createPlotlyComponent from 'react-plotly.js/factory';

Plotly.register([bar, scatterpolar]);

export const Plot = createPlotlyComponent(Plotly);
export { Plotly };
