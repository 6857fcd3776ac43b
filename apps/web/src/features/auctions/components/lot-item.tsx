/**
 * What the lot page shows of the item beyond its photos and description: the specifications
 * table, the condition report and the specifics' JSON-LD (SPEC §11). One chunk the page loads
 * beside hydration, not before it (ADR 047): the server renders it whole (lot-item-slot.tsx).
 */
export { ConditionReportView } from '../../../components/condition/condition-report';
export { SpecificsTable } from '../../../components/specifics/specifics-table';
export { specificsJsonLd } from '../vehicle-json-ld';
