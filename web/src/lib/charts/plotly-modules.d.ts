// The plotly.js/lib modules of the custom bundle have no types (STACK-NOTES): just what the portal calls.
declare module 'plotly.js/lib/core' {
  const Plotly: {
    register(modules: unknown[]): void;
    downloadImage(
      graphDiv: HTMLElement,
      options: { format: 'png'; filename: string; width?: number; height?: number },
    ): Promise<string>;
  };
  export default Plotly;
}
declare module 'plotly.js/lib/bar' {
  const bar: unknown;
  export default bar;
}
declare module 'plotly.js/lib/scatterpolar' {
  const scatterpolar: unknown;
  export default scatterpolar;
}
