// "Meine Daten": the profile's export and deletion section (the deletion page is its own route).
export { MyDataSection } from './my-data-section';
