import type { Category } from '../categories.js';

/** How an exercise moves; the offline coach explains technique per pattern. */
export type MovementPattern =
  | 'horizontal_press'
  | 'dip'
  | 'fly'
  | 'vertical_press'
  | 'raise'
  | 'shrug'
  | 'horizontal_pull'
  | 'vertical_pull'
  | 'pullover'
  | 'squat'
  | 'leg_press'
  | 'hinge'
  | 'hip_thrust'
  | 'lunge'
  | 'leg_extension'
  | 'leg_curl'
  | 'hip_machine'
  | 'calf'
  | 'curl'
  | 'triceps'
  | 'forearm'
  | 'crunch'
  | 'plank'
  | 'leg_raise'
  | 'rotation'
  | 'back_extension'
  | 'olympic'
  | 'kettlebell'
  | 'carry'
  | 'conditioning'
  | 'plyometric'
  | 'cardio';

export interface CatalogueExercise {
  /** German name, as the coach writes it. */
  name: string;
  /** English name. */
  en: string;
  categories: Category[];
  pattern: MovementPattern;
  /** Other spellings: synonyms, machine names, short forms, English variants. */
  aliases: string[];
}

const ex = (name: string, en: string, categories: Category[], pattern: MovementPattern, ...aliases: string[]): CatalogueExercise => ({
  name,
  en,
  categories,
  pattern,
  aliases,
});

/**
 * Common gym exercises and the categories the app files them under. Categories name the muscle
 * groups that do the main work: a press for the chest is Brust even though the triceps help; an
 * exercise counts twice only when two groups share the work about equally (Kreuzheben).
 */
export const EXERCISE_CATALOGUE: readonly CatalogueExercise[] = [
  // ---- Brust
  ex('Bankdrücken', 'Bench Press', ['Brust'], 'horizontal_press', 'Flachbankdrücken', 'Langhantel Bankdrücken', 'Barbell Bench Press', 'Flat Bench Press', 'Bankdrücken Langhantel', 'Flachbank'),
  ex('Kurzhantel Bankdrücken', 'Dumbbell Bench Press', ['Brust'], 'horizontal_press', 'KH Bankdrücken', 'Bankdrücken Kurzhantel', 'DB Bench Press', 'Kurzhanteldrücken flach'),
  ex('Schrägbankdrücken', 'Incline Bench Press', ['Brust'], 'horizontal_press', 'Schrägbank Langhantel', 'Incline Barbell Press', 'Bankdrücken schräg', 'Schrägbank'),
  ex('Kurzhantel Schrägbankdrücken', 'Incline Dumbbell Press', ['Brust'], 'horizontal_press', 'KH Schrägbankdrücken', 'Schrägbankdrücken Kurzhantel', 'Incline DB Press'),
  ex('Negativbankdrücken', 'Decline Bench Press', ['Brust'], 'horizontal_press', 'Negativ Bankdrücken', 'Decline Press', 'Bankdrücken negativ'),
  ex('Brustpresse', 'Chest Press Machine', ['Brust'], 'horizontal_press', 'Chest Press', 'Brustpresse Maschine', 'Brustdrücken Maschine', 'Seated Chest Press'),
  ex('Schräge Brustpresse', 'Incline Chest Press', ['Brust'], 'horizontal_press', 'Incline Chest Press Machine', 'Brustpresse schräg'),
  ex('Multipresse Bankdrücken', 'Smith Machine Bench Press', ['Brust'], 'horizontal_press', 'Smith Machine Bench', 'Bankdrücken Multipresse', 'Smith Bankdrücken'),
  ex('Butterfly', 'Pec Deck', ['Brust'], 'fly', 'Butterfly Maschine', 'Pec Deck Fly', 'Pec Fly', 'Machine Fly', 'Butterflymaschine'),
  ex('Kurzhantel Fliegende', 'Dumbbell Fly', ['Brust'], 'fly', 'Fliegende', 'Flys', 'Dumbbell Flyes', 'Kurzhantel Flys', 'Fliegende flach'),
  ex('Schräge Fliegende', 'Incline Dumbbell Fly', ['Brust'], 'fly', 'Incline Fly', 'Fliegende schräg'),
  ex('Kabelzug Crossover', 'Cable Crossover', ['Brust'], 'fly', 'Cable Fly', 'Kabelcrossover', 'Crossover', 'Kabelfliegende', 'Kabel Fliegende', 'Cable Flyes'),
  ex('Liegestütze', 'Push-Up', ['Brust'], 'horizontal_press', 'Liegestütz', 'Push Ups', 'Pushups', 'Press-Up'),
  ex('Schräge Liegestütze', 'Incline Push-Up', ['Brust'], 'horizontal_press', 'Incline Push Up', 'Erhöhte Liegestütze'),
  ex('Dips', 'Dips', ['Brust', 'Arme'], 'dip', 'Barrenstütz', 'Chest Dips', 'Barren Dips', 'Parallel Bar Dips'),
  ex('Dip Maschine', 'Assisted Dip Machine', ['Brust', 'Arme'], 'dip', 'Assisted Dips', 'Dip Machine', 'Dips unterstützt', 'Gravitron Dips'),
  ex('Überzüge', 'Dumbbell Pullover', ['Brust', 'Rücken'], 'pullover', 'Pullover', 'Kurzhantel Pullover', 'Überzug'),
  ex('Floor Press', 'Floor Press', ['Brust'], 'horizontal_press', 'Bankdrücken am Boden', 'Bodendrücken'),
  ex('Svend Press', 'Svend Press', ['Brust'], 'horizontal_press', 'Plate Press', 'Scheibendrücken'),

  // ---- Schultern
  ex('Schulterdrücken', 'Overhead Press', ['Schultern'], 'vertical_press', 'Military Press', 'OHP', 'Langhantel Schulterdrücken', 'Shoulder Press', 'Überkopfdrücken', 'Frontdrücken', 'Press'),
  ex('Kurzhantel Schulterdrücken', 'Dumbbell Shoulder Press', ['Schultern'], 'vertical_press', 'KH Schulterdrücken', 'Dumbbell Overhead Press', 'Schulterdrücken Kurzhantel'),
  ex('Schulterpresse', 'Shoulder Press Machine', ['Schultern'], 'vertical_press', 'Shoulder Press Machine', 'Schulterpresse Maschine', 'Machine Shoulder Press'),
  ex('Arnold Press', 'Arnold Press', ['Schultern'], 'vertical_press', 'Arnold Drücken', 'Arnoldpresse'),
  ex('Nackendrücken', 'Behind the Neck Press', ['Schultern'], 'vertical_press', 'Behind Neck Press', 'Nackenpresse'),
  ex('Push Press', 'Push Press', ['Schultern', 'Ganzkörper'], 'vertical_press', 'Stoßdrücken'),
  ex('Seitheben', 'Lateral Raise', ['Schultern'], 'raise', 'Seitheben Kurzhantel', 'Side Lateral Raise', 'Dumbbell Lateral Raise', 'Seitliches Heben', 'Lateral Raises'),
  ex('Seitheben am Kabel', 'Cable Lateral Raise', ['Schultern'], 'raise', 'Kabel Seitheben', 'Cable Lateral', 'Seitheben Kabelzug'),
  ex('Seitheben Maschine', 'Lateral Raise Machine', ['Schultern'], 'raise', 'Lateral Raise Machine', 'Machine Lateral Raise', 'Delta Maschine'),
  ex('Frontheben', 'Front Raise', ['Schultern'], 'raise', 'Front Raises', 'Frontheben Kurzhantel', 'Dumbbell Front Raise', 'Vorheben'),
  ex('Reverse Butterfly', 'Reverse Pec Deck', ['Schultern'], 'raise', 'Reverse Fly', 'Rear Delt Fly', 'Butterfly reverse', 'Reverse Flys', 'Hintere Schulter Maschine'),
  ex('Vorgebeugtes Seitheben', 'Bent-Over Lateral Raise', ['Schultern'], 'raise', 'Bent Over Rear Delt Raise', 'Seitheben vorgebeugt', 'Reverse Flys Kurzhantel'),
  ex('Face Pulls', 'Face Pull', ['Schultern'], 'raise', 'Facepulls', 'Face Pull Kabel', 'Seilzug zum Gesicht'),
  ex('Aufrechtes Rudern', 'Upright Row', ['Schultern'], 'raise', 'Upright Rows', 'Kinnziehen', 'Rudern aufrecht'),
  ex('Schulterheben', 'Shrugs', ['Schultern'], 'shrug', 'Shrug', 'Kurzhantel Shrugs', 'Langhantel Shrugs', 'Nackenheben', 'Trapez Shrugs'),
  ex('Landmine Press', 'Landmine Press', ['Schultern'], 'vertical_press', 'Landmine Drücken'),
  ex('Y-Raises', 'Y Raise', ['Schultern'], 'raise', 'Y Heben', 'Y Raise Schrägbank'),

  // ---- Rücken
  ex('Latzug', 'Lat Pulldown', ['Rücken'], 'vertical_pull', 'Lat Pulldown', 'Latziehen', 'Latzug breit', 'Lat Zug', 'Pulldown', 'Latmaschine'),
  ex('Latzug eng', 'Close-Grip Lat Pulldown', ['Rücken'], 'vertical_pull', 'Close Grip Pulldown', 'Enger Latzug', 'Latzug V-Griff', 'V Bar Pulldown'),
  ex('Latzug Untergriff', 'Reverse-Grip Lat Pulldown', ['Rücken'], 'vertical_pull', 'Reverse Grip Pulldown', 'Underhand Pulldown', 'Latzug im Untergriff'),
  ex('Klimmzüge', 'Pull-Up', ['Rücken'], 'vertical_pull', 'Klimmzug', 'Pull Ups', 'Pullups', 'Klimmzüge Obergriff'),
  ex('Klimmzüge Untergriff', 'Chin-Up', ['Rücken', 'Arme'], 'vertical_pull', 'Chin Ups', 'Chinups', 'Klimmzug Untergriff'),
  ex('Klimmzugmaschine', 'Assisted Pull-Up Machine', ['Rücken'], 'vertical_pull', 'Assisted Pull Up', 'Gravitron', 'Klimmzüge unterstützt', 'Klimmzug Maschine'),
  ex('Langhantelrudern', 'Barbell Row', ['Rücken'], 'horizontal_pull', 'Vorgebeugtes Rudern', 'Bent Over Row', 'Rudern Langhantel', 'Barbell Bent Over Row', 'Langhantel Rudern'),
  ex('Kurzhantelrudern', 'Dumbbell Row', ['Rücken'], 'horizontal_pull', 'Einarmiges Rudern', 'One Arm Dumbbell Row', 'Rudern Kurzhantel', 'KH Rudern', 'Single Arm Row'),
  ex('Kabelrudern', 'Seated Cable Row', ['Rücken'], 'horizontal_pull', 'Rudern am Kabel', 'Cable Row', 'Rudern sitzend', 'Seilzugrudern', 'Low Row'),
  ex('Rudermaschine', 'Seated Row Machine', ['Rücken'], 'horizontal_pull', 'Row Machine', 'Machine Row', 'Rudern Maschine', 'Ruderzug'),
  ex('T-Bar Rudern', 'T-Bar Row', ['Rücken'], 'horizontal_pull', 'T Bar Row', 'T-Hantel Rudern', 'Landmine Row'),
  ex('Brustgestütztes Rudern', 'Chest-Supported Row', ['Rücken'], 'horizontal_pull', 'Chest Supported Row', 'Incline Dumbbell Row', 'Rudern auf der Schrägbank'),
  ex('Pendlay Rudern', 'Pendlay Row', ['Rücken'], 'horizontal_pull', 'Pendlay Row'),
  ex('Umgekehrtes Rudern', 'Inverted Row', ['Rücken'], 'horizontal_pull', 'Inverted Rows', 'Australian Pull Up', 'Körperrudern', 'Rudern am Ring'),
  ex('Kreuzheben', 'Deadlift', ['Rücken', 'Beine'], 'hinge', 'Deadlift', 'Deadlifts', 'Kreuzheben Langhantel', 'Conventional Deadlift', 'Kreuzhebe'),
  ex('Sumo Kreuzheben', 'Sumo Deadlift', ['Rücken', 'Beine'], 'hinge', 'Sumo Deadlift', 'Sumokreuzheben'),
  ex('Trap Bar Kreuzheben', 'Trap Bar Deadlift', ['Rücken', 'Beine'], 'hinge', 'Hex Bar Deadlift', 'Trap Bar Deadlift', 'Hexbar Kreuzheben'),
  ex('Rack Pulls', 'Rack Pull', ['Rücken'], 'hinge', 'Rack Pull', 'Teilkreuzheben'),
  ex('Rückenstrecker', 'Back Extension', ['Rücken'], 'back_extension', 'Hyperextensions', 'Hyperextension', 'Back Extensions', 'Rückenstreckung', 'Rückenstrecker Maschine', 'Lower Back Machine'),
  ex('Superman', 'Superman', ['Rücken'], 'back_extension', 'Supermans', 'Superman Übung'),
  ex('Good Mornings', 'Good Morning', ['Rücken', 'Beine'], 'hinge', 'Good Morning', 'Guten Morgen Übung'),
  ex('Straight Arm Pulldown', 'Straight-Arm Pulldown', ['Rücken'], 'pullover', 'Lat Pullover Kabel', 'Gestreckter Latzug', 'Cable Pullover', 'Überzüge am Kabel'),
  ex('Pullovermaschine', 'Lat Pullover Machine', ['Rücken'], 'pullover', 'Pullover-Maschine Rücken'),
  ex('Meadows Rudern', 'Meadows Row', ['Rücken'], 'horizontal_pull', 'Meadows Row'),
  ex('Seal Row', 'Seal Row', ['Rücken'], 'horizontal_pull', 'Seal Rudern', 'Liegendes Rudern'),

  // ---- Arme
  ex('Bizepscurls', 'Biceps Curl', ['Arme'], 'curl', 'Bizeps Curl', 'Kurzhantel Curls', 'Dumbbell Curl', 'Curls', 'Bicep Curl', 'Bizepscurl Kurzhantel'),
  ex('Langhantelcurls', 'Barbell Curl', ['Arme'], 'curl', 'Langhantel Curl', 'Barbell Curls', 'SZ Curls', 'EZ Bar Curl', 'SZ-Stange Curls'),
  ex('Hammercurls', 'Hammer Curl', ['Arme'], 'curl', 'Hammer Curls', 'Hammercurl', 'Neutralgriff Curls'),
  ex('Konzentrationscurls', 'Concentration Curl', ['Arme'], 'curl', 'Concentration Curls', 'Konzentrationscurl'),
  ex('Scottcurls', 'Preacher Curl', ['Arme'], 'curl', 'Preacher Curls', 'Scott Curl', 'Larry Scott Curls', 'Bizepsmaschine', 'Biceps Machine', 'Bizeps Maschine'),
  ex('Kabelcurls', 'Cable Curl', ['Arme'], 'curl', 'Cable Curls', 'Bizeps am Kabel', 'Curls am Kabelzug'),
  ex('Schrägbankcurls', 'Incline Dumbbell Curl', ['Arme'], 'curl', 'Incline Curls', 'Curls auf der Schrägbank'),
  ex('Spider Curls', 'Spider Curl', ['Arme'], 'curl', 'Spider Curl'),
  ex('Reverse Curls', 'Reverse Curl', ['Arme'], 'forearm', 'Reverse Curl', 'Curls im Obergriff'),
  ex('Trizepsdrücken am Kabel', 'Triceps Pushdown', ['Arme'], 'triceps', 'Trizepsdrücken', 'Pushdown', 'Triceps Pushdowns', 'Trizeps Kabel', 'Rope Pushdown', 'Trizepsdrücken Seil', 'Cable Pushdown'),
  ex('French Press', 'Skull Crusher', ['Arme'], 'triceps', 'Skullcrusher', 'Skull Crushers', 'Stirndrücken', 'Lying Triceps Extension', 'SZ French Press'),
  ex('Trizeps Überkopfstrecken', 'Overhead Triceps Extension', ['Arme'], 'triceps', 'Overhead Triceps Extension', 'Trizepsstrecken über Kopf', 'Nackendrücken Kurzhantel', 'Overhead Extension'),
  ex('Trizeps Kickbacks', 'Triceps Kickback', ['Arme'], 'triceps', 'Kickbacks', 'Kickback', 'Trizeps Kickback'),
  ex('Enges Bankdrücken', 'Close-Grip Bench Press', ['Arme', 'Brust'], 'horizontal_press', 'Close Grip Bench', 'Bankdrücken eng', 'Enggriffiges Bankdrücken'),
  ex('Trizepsmaschine', 'Triceps Extension Machine', ['Arme'], 'triceps', 'Triceps Machine', 'Trizeps Maschine', 'Triceps Extension Machine'),
  ex('Bankdips', 'Bench Dips', ['Arme'], 'dip', 'Bench Dip', 'Trizeps Dips an der Bank', 'Dips an der Bank'),
  ex('Diamond Liegestütze', 'Diamond Push-Up', ['Arme', 'Brust'], 'horizontal_press', 'Diamond Push Ups', 'Enge Liegestütze'),
  ex('Handgelenkcurls', 'Wrist Curl', ['Arme'], 'forearm', 'Wrist Curls', 'Unterarmcurls', 'Unterarm Curls', 'Handgelenkbeugen'),
  ex('Reverse Wrist Curls', 'Reverse Wrist Curl', ['Arme'], 'forearm', 'Handgelenkstrecken', 'Unterarmstrecker'),
  ex('Zottman Curls', 'Zottman Curl', ['Arme'], 'curl', 'Zottman Curl'),
  ex('Drag Curls', 'Drag Curl', ['Arme'], 'curl', 'Drag Curl'),

  // ---- Beine
  ex('Kniebeugen', 'Back Squat', ['Beine'], 'squat', 'Kniebeuge', 'Squat', 'Squats', 'Langhantel Kniebeuge', 'Back Squat', 'Nackenkniebeuge'),
  ex('Frontkniebeugen', 'Front Squat', ['Beine'], 'squat', 'Front Squat', 'Front Squats', 'Frontkniebeuge'),
  ex('Goblet Squat', 'Goblet Squat', ['Beine'], 'squat', 'Goblet Squats', 'Goblet Kniebeuge', 'Kelchkniebeuge'),
  ex('Multipresse Kniebeugen', 'Smith Machine Squat', ['Beine'], 'squat', 'Smith Machine Squat', 'Kniebeugen Multipresse', 'Smith Squat'),
  ex('Hackenschmidt Kniebeugen', 'Hack Squat', ['Beine'], 'squat', 'Hack Squat', 'Hackenschmidt', 'Hackenschmidt Maschine', 'Hack Squat Maschine'),
  ex('Beinpresse', 'Leg Press', ['Beine'], 'leg_press', 'Leg Press', 'Beinpresse 45 Grad', 'Schrägbeinpresse', 'Horizontale Beinpresse', 'Leg Press Machine'),
  ex('Beinstrecker', 'Leg Extension', ['Beine'], 'leg_extension', 'Leg Extension', 'Leg Extensions', 'Beinstreckmaschine', 'Kniestrecker', 'Quadrizeps Maschine'),
  ex('Beinbeuger liegend', 'Lying Leg Curl', ['Beine'], 'leg_curl', 'Lying Leg Curl', 'Beincurl liegend', 'Leg Curl liegend'),
  ex('Beinbeuger sitzend', 'Seated Leg Curl', ['Beine'], 'leg_curl', 'Seated Leg Curl', 'Beinbeuger', 'Leg Curl', 'Leg Curls', 'Beincurl', 'Beinbeugemaschine'),
  ex('Ausfallschritte', 'Lunges', ['Beine'], 'lunge', 'Ausfallschritt', 'Lunge', 'Walking Lunges', 'Kurzhantel Ausfallschritte', 'Forward Lunge'),
  ex('Bulgarian Split Squats', 'Bulgarian Split Squat', ['Beine'], 'lunge', 'Bulgarische Kniebeuge', 'Bulgarian Split Squat', 'Split Squat', 'Bulgarische Split Squats'),
  ex('Step-Ups', 'Step-Up', ['Beine'], 'lunge', 'Step Ups', 'Aufsteiger', 'Box Step Up'),
  ex('Rumänisches Kreuzheben', 'Romanian Deadlift', ['Beine', 'Rücken'], 'hinge', 'RDL', 'Romanian Deadlift', 'Rumänisches Kreuzheben Kurzhantel', 'Romanian Deadlifts'),
  ex('Kreuzheben mit gestreckten Beinen', 'Stiff-Leg Deadlift', ['Beine', 'Rücken'], 'hinge', 'Stiff Leg Deadlift', 'Gestrecktes Kreuzheben', 'Steifbeiniges Kreuzheben'),
  ex('Hip Thrust', 'Hip Thrust', ['Beine'], 'hip_thrust', 'Hip Thrusts', 'Hüftstoßen', 'Barbell Hip Thrust', 'Hip Thrust Maschine'),
  ex('Glute Bridge', 'Glute Bridge', ['Beine'], 'hip_thrust', 'Glute Bridges', 'Beckenheben', 'Brücke', 'Hip Bridge'),
  ex('Abduktoren', 'Hip Abduction', ['Beine'], 'hip_machine', 'Abduktorenmaschine', 'Abduktor', 'Hip Abduction Machine', 'Abductor Machine', 'Abduktion'),
  ex('Adduktoren', 'Hip Adduction', ['Beine'], 'hip_machine', 'Adduktorenmaschine', 'Adduktor', 'Hip Adduction Machine', 'Adductor Machine', 'Adduktion'),
  ex('Glute Kickbacks', 'Glute Kickback', ['Beine'], 'hip_machine', 'Cable Kickback', 'Gesäßkickback', 'Glute Kickback Machine', 'Po Maschine', 'Gluteus Maschine'),
  ex('Wadenheben stehend', 'Standing Calf Raise', ['Beine'], 'calf', 'Wadenheben', 'Calf Raise', 'Calf Raises', 'Standing Calf Raise', 'Wadenmaschine', 'Wadenheben Maschine'),
  ex('Wadenheben sitzend', 'Seated Calf Raise', ['Beine'], 'calf', 'Seated Calf Raise', 'Sitzendes Wadenheben'),
  ex('Wadenheben an der Beinpresse', 'Leg Press Calf Raise', ['Beine'], 'calf', 'Calf Press', 'Wadendrücken', 'Waden an der Beinpresse'),
  ex('Sissy Squat', 'Sissy Squat', ['Beine'], 'squat', 'Sissy Squats'),
  ex('Pistol Squat', 'Pistol Squat', ['Beine'], 'squat', 'Pistol Squats', 'Einbeinige Kniebeuge'),
  ex('Wall Sit', 'Wall Sit', ['Beine'], 'squat', 'Wandsitzen', 'Stuhl an der Wand'),
  ex('Nordic Curls', 'Nordic Hamstring Curl', ['Beine'], 'leg_curl', 'Nordic Hamstring Curl', 'Nordic Curl'),
  ex('Sumo Kniebeugen', 'Sumo Squat', ['Beine'], 'squat', 'Sumo Squat', 'Sumo Squats', 'Plié Kniebeuge'),
  ex('Box Squat', 'Box Squat', ['Beine'], 'squat', 'Box Squats', 'Kniebeuge auf Box'),
  ex('Pendel Squat', 'Pendulum Squat', ['Beine'], 'squat', 'Pendulum Squat', 'Pendelkniebeuge'),
  ex('Einbeinige Beinpresse', 'Single-Leg Press', ['Beine'], 'leg_press', 'Single Leg Press', 'Beinpresse einbeinig'),
  ex('Reverse Lunges', 'Reverse Lunge', ['Beine'], 'lunge', 'Reverse Lunge', 'Ausfallschritte rückwärts'),
  ex('Seitliche Ausfallschritte', 'Lateral Lunge', ['Beine'], 'lunge', 'Side Lunges', 'Lateral Lunges', 'Seitausfallschritt'),

  // ---- Bauch
  ex('Crunches', 'Crunch', ['Bauch'], 'crunch', 'Crunch', 'Bauchpressen', 'Ab Crunch', 'Bauchcrunch'),
  ex('Sit-ups', 'Sit-Up', ['Bauch'], 'crunch', 'Situps', 'Sit Ups', 'Sit-up', 'Aufrichter'),
  ex('Bauchmaschine', 'Abdominal Crunch Machine', ['Bauch'], 'crunch', 'Ab Machine', 'Abdominal Machine', 'Crunch Maschine', 'Bauchpresse Maschine', 'Abdominal Crunch'),
  ex('Kabelcrunches', 'Cable Crunch', ['Bauch'], 'crunch', 'Cable Crunch', 'Kniender Kabelcrunch', 'Crunches am Kabel'),
  ex('Plank', 'Plank', ['Bauch'], 'plank', 'Unterarmstütz', 'Planke', 'Front Plank', 'Planks'),
  ex('Seitstütz', 'Side Plank', ['Bauch'], 'plank', 'Side Plank', 'Seitlicher Unterarmstütz', 'Seitplanke'),
  ex('Beinheben hängend', 'Hanging Leg Raise', ['Bauch'], 'leg_raise', 'Hanging Leg Raise', 'Hängendes Beinheben', 'Hanging Leg Raises', 'Knieheben hängend', 'Hanging Knee Raise'),
  ex('Beinheben liegend', 'Lying Leg Raise', ['Bauch'], 'leg_raise', 'Lying Leg Raise', 'Leg Raises', 'Beinheben', 'Liegendes Beinheben'),
  ex('Knieheben am Dip-Barren', 'Captain’s Chair Knee Raise', ['Bauch'], 'leg_raise', 'Captains Chair', 'Knee Raise', 'Knieheben', 'Bauchstation'),
  ex('Russian Twists', 'Russian Twist', ['Bauch'], 'rotation', 'Russian Twist', 'Russischer Twist', 'Rumpfdrehen sitzend'),
  ex('Bauchroller', 'Ab Wheel Rollout', ['Bauch'], 'plank', 'Ab Wheel', 'Ab Roller', 'Rollout', 'Bauchrad'),
  ex('Holzhacker', 'Cable Woodchopper', ['Bauch'], 'rotation', 'Woodchopper', 'Wood Chop', 'Woodchops', 'Holzhacker am Kabel'),
  ex('Pallof Press', 'Pallof Press', ['Bauch'], 'rotation', 'Pallof Presse', 'Anti-Rotation Press'),
  ex('Mountain Climbers', 'Mountain Climber', ['Bauch', 'Ausdauer'], 'plank', 'Mountain Climber', 'Bergsteiger'),
  ex('Fahrrad-Crunches', 'Bicycle Crunch', ['Bauch'], 'rotation', 'Bicycle Crunches', 'Fahrradcrunch', 'Radfahrer Crunch'),
  ex('Reverse Crunches', 'Reverse Crunch', ['Bauch'], 'leg_raise', 'Reverse Crunch', 'Umgekehrte Crunches'),
  ex('Hollow Hold', 'Hollow Body Hold', ['Bauch'], 'plank', 'Hollow Body', 'Hollow Body Hold'),
  ex('Dead Bug', 'Dead Bug', ['Bauch'], 'plank', 'Dead Bugs', 'Toter Käfer'),
  ex('Toes to Bar', 'Toes to Bar', ['Bauch'], 'leg_raise', 'Toes-to-Bar', 'T2B', 'Füße zur Stange'),
  ex('V-Ups', 'V-Up', ['Bauch'], 'crunch', 'V Ups', 'Klappmesser', 'Jackknife'),
  ex('Rumpfrotation Maschine', 'Rotary Torso Machine', ['Bauch'], 'rotation', 'Rotary Torso', 'Torso Rotation', 'Drehmaschine Bauch', 'Rotationsmaschine'),
  ex('Schräge Crunches', 'Oblique Crunch', ['Bauch'], 'rotation', 'Oblique Crunches', 'Seitliche Crunches'),

  // ---- Ganzkörper
  ex('Burpees', 'Burpee', ['Ganzkörper', 'Ausdauer'], 'conditioning', 'Burpee', 'Liegestützsprung'),
  ex('Kettlebell Swings', 'Kettlebell Swing', ['Ganzkörper'], 'kettlebell', 'Kettlebell Swing', 'KB Swings', 'Russian Swing', 'Kugelhantel Schwingen'),
  ex('Umsetzen', 'Power Clean', ['Ganzkörper'], 'olympic', 'Power Clean', 'Clean', 'Umsetzen Langhantel', 'Hang Clean', 'Standumsetzen'),
  ex('Reißen', 'Snatch', ['Ganzkörper'], 'olympic', 'Snatch', 'Power Snatch', 'Hang Snatch'),
  ex('Umsetzen und Stoßen', 'Clean and Jerk', ['Ganzkörper'], 'olympic', 'Clean and Jerk', 'Clean & Jerk', 'Stoßen'),
  ex('Thrusters', 'Thruster', ['Ganzkörper'], 'conditioning', 'Thruster', 'Kniebeuge mit Drücken', 'Squat to Press'),
  ex('Turkish Get-up', 'Turkish Get-Up', ['Ganzkörper'], 'kettlebell', 'Turkish Getup', 'TGU', 'Türkisches Aufstehen'),
  ex('Farmer’s Walk', 'Farmer’s Carry', ['Ganzkörper'], 'carry', 'Farmers Walk', 'Farmer Walk', 'Farmers Carry', 'Bauernlauf', 'Koffer tragen'),
  ex('Wall Balls', 'Wall Ball', ['Ganzkörper'], 'conditioning', 'Wall Ball', 'Wandball', 'Wall Ball Shots'),
  ex('Man Maker', 'Man Maker', ['Ganzkörper'], 'conditioning', 'Man Makers', 'Manmaker'),
  ex('Schlitten schieben', 'Sled Push', ['Ganzkörper'], 'conditioning', 'Sled Push', 'Prowler', 'Prowler Push', 'Schlittenschieben'),
  ex('Kettlebell Clean and Press', 'Kettlebell Clean and Press', ['Ganzkörper'], 'kettlebell', 'KB Clean and Press', 'Kettlebell Umsetzen und Drücken'),
  ex('Bärengang', 'Bear Crawl', ['Ganzkörper'], 'conditioning', 'Bear Crawl', 'Bear Crawls', 'Bärenkriechen'),
  ex('Devil Press', 'Devil Press', ['Ganzkörper'], 'conditioning', 'Devils Press', 'Devil’s Press'),
  ex('Reifen flippen', 'Tire Flip', ['Ganzkörper'], 'conditioning', 'Tire Flip', 'Tyre Flip', 'Reifenflip'),
  ex('Medizinball Slams', 'Medicine Ball Slam', ['Ganzkörper'], 'conditioning', 'Ball Slams', 'Slam Ball', 'Med Ball Slam', 'Medizinball werfen'),
  ex('Sandsack Training', 'Sandbag Clean', ['Ganzkörper'], 'conditioning', 'Sandbag', 'Sandsack Umsetzen'),
  ex('Zirkeltraining', 'Circuit Training', ['Ganzkörper'], 'conditioning', 'Circuit Training', 'Zirkel', 'Ganzkörperzirkel', 'Full Body Circuit'),
  ex('Jumping Jacks', 'Jumping Jack', ['Ganzkörper', 'Ausdauer'], 'conditioning', 'Hampelmann', 'Hampelmänner', 'Star Jumps'),

  // ---- Ausdauer
  ex('Laufband', 'Treadmill', ['Ausdauer'], 'cardio', 'Treadmill', 'Laufbandtraining', 'Treadmill Run', 'Laufen Laufband'),
  ex('Laufen', 'Running', ['Ausdauer'], 'cardio', 'Running', 'Joggen', 'Jogging', 'Dauerlauf', 'Lauf', 'Run'),
  ex('Fahrradergometer', 'Stationary Bike', ['Ausdauer'], 'cardio', 'Ergometer', 'Ergometer Fahrrad', 'Stationary Bike', 'Exercise Bike', 'Heimtrainer', 'Radfahren', 'Cycling', 'Bike'),
  ex('Spinning', 'Indoor Cycling', ['Ausdauer'], 'cardio', 'Indoor Cycling', 'Spinning Bike', 'Spin Class', 'Spinningrad'),
  ex('Crosstrainer', 'Elliptical Trainer', ['Ausdauer'], 'cardio', 'Elliptical', 'Ellipsentrainer', 'Cross Trainer', 'Elliptical Trainer'),
  ex('Rudergerät', 'Rowing Machine', ['Ausdauer'], 'cardio', 'Rowing Machine', 'Ruderergometer', 'Indoor Rower', 'Rower', 'Ergo Rudern', 'Concept2 Rower'),
  ex('Stepper', 'Stair Stepper', ['Ausdauer'], 'cardio', 'Stair Climber', 'Treppensteiger', 'Stairmaster', 'Stepmaschine', 'Treppenlaufen'),
  ex('Seilspringen', 'Jump Rope', ['Ausdauer'], 'cardio', 'Jump Rope', 'Springseil', 'Rope Skipping', 'Seilhüpfen', 'Double Unders'),
  ex('Schwimmen', 'Swimming', ['Ausdauer'], 'cardio', 'Swimming', 'Kraulen', 'Brustschwimmen'),
  ex('Assault Bike', 'Air Bike', ['Ausdauer'], 'cardio', 'Air Bike', 'Airbike', 'Echo Bike', 'Assault AirBike'),
  ex('Battle Ropes', 'Battle Ropes', ['Ausdauer'], 'cardio', 'Battle Rope', 'Kampfseile', 'Schlagseile'),
  ex('Sprints', 'Sprints', ['Ausdauer'], 'cardio', 'Sprint', 'Sprinten', 'Intervallsprints', 'HIIT Sprints'),
  ex('Walking', 'Walking', ['Ausdauer'], 'cardio', 'Gehen', 'Spazierengehen', 'Incline Walk', 'Walken', 'Nordic Walking'),
  ex('Box Jumps', 'Box Jump', ['Beine', 'Ausdauer'], 'plyometric', 'Box Jump', 'Kastensprünge', 'Sprünge auf die Box'),
  ex('Skierg', 'Ski Erg', ['Ausdauer'], 'cardio', 'Ski Erg', 'SkiErg', 'Skiergometer'),
  ex('Hochknielauf', 'High Knees', ['Ausdauer'], 'cardio', 'High Knees', 'Kniehebelauf', 'Skippings'),
  ex('Sprungkniebeugen', 'Jump Squat', ['Beine', 'Ausdauer'], 'plyometric', 'Jump Squats', 'Squat Jumps', 'Hockstrecksprünge'),
  ex('Handbike', 'Arm Ergometer', ['Ausdauer'], 'cardio', 'Arm Ergometer', 'Armkurbel', 'Upper Body Ergometer'),
];
