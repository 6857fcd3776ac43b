import type { Panel } from '@gavel/contract/condition';
import { CarDiagram, type CarDiagramMarker } from '../../../components/condition/car-diagram';
import { damageSummary } from '../../../components/condition/report-format';
import type { DamageRow } from '../condition-report-form';

/** The numbered markers of a report's damages, as the drawing and the list number them. */
export const damageMarkers = (damages: readonly DamageRow[]): CarDiagramMarker[] =>
  damages.map((d, i) => ({
    panel: d.panel,
    number: i + 1,
    severity: d.severity,
    label: `Damage ${String(i + 1)}: ${damageSummary(d)}`,
  }));

/**
 * The drawing in the editor: a click on a panel starts a damage there. The panel list beside it
 * is the keyboard's way, so the drawing's panels stay out of the tab order (48 stops otherwise).
 */
export function ReportDiagram({
  damages,
  selected,
  onChoose,
}: {
  damages: readonly DamageRow[];
  selected: Panel | null;
  onChoose: ((panel: Panel) => void) | undefined;
}) {
  return (
    <CarDiagram
      markers={damageMarkers(damages)}
      selected={selected}
      onSelectPanel={onChoose}
      panelsInTabOrder={false}
      label="Drawing of the car seen from above: click a panel to add a damage"
      className="mx-auto max-w-64"
    />
  );
}
