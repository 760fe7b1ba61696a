// The ELK layout of a statechart, shared by the docs' SVG charts (svg.ts, top to bottom) and the
// workbench (sandbox/workbench/src/render.ts, left to right), so both read alike.
export const elkLayoutOptions = (direction: 'DOWN' | 'RIGHT'): Record<string, string> => ({
  'elk.algorithm': 'layered',
  'elk.direction': direction,
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
  'elk.layered.crossingMinimization.forceNodeModelOrder': 'false',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '16',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.padding': '[top=16,left=16,bottom=16,right=16]',
  'elk.randomSeed': '1',
});
