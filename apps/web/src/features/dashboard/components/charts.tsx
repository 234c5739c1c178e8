import '@mantine/charts/styles.css';

/* The chart library (recharts under Mantine's charts) is the heaviest part of the dashboards: loaded apart, after the figures. */
export { AreaChart, DonutChart } from '@mantine/charts';
