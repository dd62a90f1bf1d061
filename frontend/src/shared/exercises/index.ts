// The lifter's exercises, which every screen reads: the list, their names in the interface's language, categories, search.
export { createMachine } from './api/create-machine';
export { type Category, type Machine, useMachines } from './api/get-machines';
export { useExerciseName } from './api/get-exercise-names';
export { useOwnExercise } from './api/search-catalogue';
export { ExerciseSearchField } from './components/exercise-search-field';
export { CATEGORIES } from './lib/categories';
export { categoryLabel } from './lib/category-label';
export { findExerciseByName } from './lib/exercise-suggestions';
