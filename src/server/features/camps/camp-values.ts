import type { CampFormValues } from '../../../domain/camps/camp-form';

/** The stored columns of the form's camp (its days and times are Zurich calendar and wall-clock values). */
export function campColumnsOf(values: CampFormValues) {
  return {
    name: values.name,
    description: values.description,
    poweredBy: values.poweredBy,
    location: values.location,
    startDate: values.startDate,
    endDate: values.endDate,
    startTime: values.startTime,
    endTime: values.endTime,
    capacity: values.capacity,
    priceCents: values.priceCents,
  };
}
