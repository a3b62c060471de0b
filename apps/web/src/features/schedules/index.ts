// The schedules feature's public face for other features: the zone page's line under a scheduled
// point (its group, next change and a manual override).
export { PointScheduleNote } from './components/point-schedule-note';
