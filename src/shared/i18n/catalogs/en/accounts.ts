/** English, the source: what every other catalog translates (docs/architecture.md, "Languages"). */
export default {}
