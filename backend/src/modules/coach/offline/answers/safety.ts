import { kg } from '../german.js';
import type { BodyPart } from '../understanding/mentions.js';
import type { Answer } from './context.js';
import { exerciseName, roundToPlate } from './context.js';

interface BodyPartAdvice {
  /** "im Knie" */
  where: string;
  /** What commonly causes such pain in the gym: never a diagnosis of this user's pain. */
  causes: string;
  /** A way to keep training around it. */
  around: string;
  /** Signs that need a doctor at once, beyond the usual ones. */
  urgent?: string;
}

const ADVICE: Record<BodyPart, BodyPartAdvice> = {
  knee: {
    where: 'im Knie',
    causes:
      'zu schnelle Steigerung von Gewicht oder Umfang, Knie, die in der Bewegung nach innen kippen, zu wenig Aufwärmen, oder eine gereizte Sehne unter der Kniescheibe',
    around: 'Oberkörper und schmerzfreie Beinübungen (z. B. Beinbeuger, Hip Thrust) mit wenig Gewicht',
  },
  back: {
    where: 'im Rücken',
    causes: 'ein runder Rücken unter Last, zu viel Gewicht am Satzende, wenn die Rumpfspannung nachlässt, oder fehlendes Aufwärmen',
    around: 'Übungen, die den Rücken nicht axial belasten: Maschinen im Sitzen mit Rückenlehne, Oberkörper am Kabel, lockeres Gehen',
    urgent: 'Taubheit oder Kribbeln in den Beinen, Schwäche im Bein oder Probleme beim Wasserlassen: sofort in die Notaufnahme.',
  },
  shoulder: {
    where: 'in der Schulter',
    causes: 'Ellbogen, die beim Drücken weit vom Körper abstehen, zu wenig stabile Schulterblätter, oder viel mehr Drück- als Zugübungen',
    around: 'Beine, Rumpf und Zugübungen, die schmerzfrei gehen; beim Drücken nur den schmerzfreien Bewegungsbereich',
  },
  elbow: {
    where: 'im Ellbogen',
    causes: 'eine überlastete Sehne durch viel Curl-, Zug- oder Trizepsvolumen, ein zu fester Griff oder zu schnelle Steigerung',
    around: 'Beine und Rumpf; bei Armübungen leichter, mit neutralem Griff (Daumen oben)',
  },
  wrist: {
    where: 'im Handgelenk',
    causes: 'ein nach hinten abgeknicktes Handgelenk unter der Last, die Stange zu weit oben in der Hand, oder viel Gewicht auf gestreckten Händen',
    around: 'Beinübungen an Maschinen und Übungen mit neutralem Griff; Handgelenk gerade halten',
  },
  hip: {
    where: 'in der Hüfte oder Leiste',
    causes: 'eine Tiefe, die die Hüfte (noch) nicht mitmacht, ein ungünstiger Stand, oder zu schnell gesteigertes Gewicht',
    around: 'Oberkörper und Beinübungen in kleinerem, schmerzfreiem Bewegungsumfang',
  },
  neck: {
    where: 'im Nacken',
    causes: 'hochgezogene Schultern, ein überstreckter Kopf oder Schwung bei Schulter- und Nackenübungen',
    around: 'Beine und Übungen, bei denen der Nacken entspannt bleibt',
    urgent: 'Ausstrahlung in den Arm mit Taubheit oder Schwäche: bitte zeitnah ärztlich abklären.',
  },
  chest: {
    where: 'in der Brust',
    causes: 'eine Zerrung des Brustmuskels bei schweren Drückübungen oder zu viel Dehnung unten in der Bewegung',
    around: 'Beine und Rücken, keine Drückübungen bis es schmerzfrei ist',
    urgent: 'Druck oder Enge in der Brust, Atemnot, Ausstrahlung in Arm, Kiefer oder Rücken, Schweißausbruch oder Schwindel: sofort den Notruf 112 wählen.',
  },
  ankle: {
    where: 'im Fuß oder Sprunggelenk',
    causes: 'Umknicken, Überlastung durch Sprünge und Laufen, oder eine gereizte Achillessehne',
    around: 'Oberkörper und Übungen im Sitzen oder Liegen, die den Fuß nicht belasten',
  },
  arm: {
    where: 'im Arm',
    causes: 'eine Muskelzerrung, eine überlastete Sehne, oder – bei Kribbeln und Taubheit – ein gereizter Nerv',
    around: 'Beine und Rumpf, solange der Arm nicht mitarbeiten muss',
    urgent: 'Taubheit, Kribbeln oder Kraftverlust in Arm oder Hand: bitte zeitnah ärztlich abklären.',
  },
};

/**
 * Pain and injuries: stop, what commonly causes it, how to keep training around it, and when to
 * see a doctor or physiotherapist. It never says what the user has.
 */
export const answerPain: Answer = (context) => {
  const part = context.understanding.bodyPart;
  const advice = part ? ADVICE[part] : null;
  const named = exerciseName(context);
  const lines = [
    `${advice ? `Schmerzen ${advice.where}` : 'Schmerzen beim Training'} solltest du ernst nehmen. Eine Diagnose kann ich dir nicht stellen – aber so gehst du sicher vor:`,
    [
      `- **Stopp:** Brich ${named ? `**${named}**` : 'die Übung'} ab, sobald es weh tut, und trainiere nicht in den Schmerz hinein. Anstrengung und Brennen im Muskel sind normal, stechender oder ziehender Schmerz im Gelenk nicht.`,
      advice
        ? `- **Häufige Ursachen** ${advice.where}: ${advice.causes}.`
        : '- **Häufige Ursachen:** zu schnell gesteigertes Gewicht, eine unsaubere Ausführung, fehlendes Aufwärmen oder zu wenig Erholung.',
      `- **Weitertrainieren:** ${advice ? advice.around : 'alles, was ohne Schmerzen geht'}. Schmerzfreie Bewegung hilft meist mehr als komplette Ruhe.`,
    ].join('\n'),
    '**Zum Arzt oder Physiotherapeuten**, wenn der Schmerz stechend ist, nach einem Knacken, Plopp oder Sturz kam, mit Schwellung, Bluterguss, Taubheit oder Kribbeln einhergeht, auch in Ruhe oder nachts weh tut, oder nach 1–2 Wochen Schonung nicht besser wird.',
  ];
  if (advice?.urgent) lines.push(`**Sofort handeln** bei ${advice.urgent}`);
  const exercise = context.exercise;
  if (exercise && exercise.latest.weight > 0) {
    lines.push(
      `Zuletzt hast du bei ${exercise.name} ${kg(exercise.latest.weight)} kg × ${exercise.latest.reps} gemacht. Wenn die Übung wieder schmerzfrei geht, steig mit etwa **${kg(roundToPlate(exercise.latest.weight * 0.5))} kg** ein und steigere über 2–3 Wochen zurück – lass dir die Technik dabei am besten einmal zeigen.`,
    );
  }
  return lines.join('\n\n');
};
