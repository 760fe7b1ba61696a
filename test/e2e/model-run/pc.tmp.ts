import { browserPlan, eventKey } from './plan';
const p = browserPlan();
console.log(p.paths.length, 'paths', p.transitions.length, 'transitions', [...p.reachable].filter(t=>p.transitions.includes(t)).length, 'reachable');
p.paths.forEach((x, i) => console.log(i + 1, x.steps.map((s) => eventKey(s.event)).join(' → ')));
console.log('NOT:', p.transitions.filter((t) => !p.reachable.has(t)).join('\n'));
