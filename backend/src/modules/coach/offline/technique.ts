import type { MovementPattern } from '../../exercises/index.js';

/** Technique basics per movement pattern: what a trainer on the gym floor would point out first. */
export const TECHNIQUE_CUES: Record<MovementPattern, readonly string[]> = {
  horizontal_press: [
    'Schulterblätter zusammen und nach unten ziehen, die Füße fest am Boden.',
    'Die Hantel kontrolliert bis zur unteren Brust senken, Ellbogen etwa 45° vom Körper.',
    'Aus der Brust nach oben drücken, ohne das Gesäß von der Bank zu heben.',
    'Handgelenke gerade über den Ellbogen halten.',
  ],
  dip: [
    'Schultern tief und weg von den Ohren halten.',
    'Nur so tief gehen, bis die Oberarme etwa parallel zum Boden sind.',
    'Oberkörper leicht nach vorn für mehr Brust, aufrecht für mehr Trizeps.',
  ],
  fly: [
    'Ellbogen leicht gebeugt und in dieser Position fixiert lassen.',
    'Die Bewegung kommt aus der Schulter – stell dir vor, du umarmst einen Baum.',
    'Nur so weit öffnen, wie du die Dehnung in der Brust kontrolliert spürst.',
  ],
  vertical_press: [
    'Bauch und Gesäß anspannen, damit das Hohlkreuz ausbleibt.',
    'Die Hantel auf einer geraden Linie nach oben drücken, den Kopf kurz zurücknehmen.',
    'Oben die Arme strecken, ohne die Schultern zu den Ohren zu ziehen.',
  ],
  raise: [
    'Leichtes Gewicht wählen – hier zählt die Kontrolle, nicht der Schwung.',
    'Die Ellbogen führen die Bewegung, die Arme bleiben leicht gebeugt.',
    'Nur bis etwa Schulterhöhe heben und langsam ablassen.',
  ],
  shrug: [
    'Die Schultern gerade nach oben Richtung Ohren ziehen, nicht kreisen.',
    'Oben eine Sekunde halten, dann langsam absenken.',
    'Arme bleiben gestreckt, der Nacken lang.',
  ],
  horizontal_pull: [
    'Rücken gerade, Brust raus – die Wirbelsäule bleibt neutral.',
    'Zuerst die Schulterblätter zusammenziehen, dann die Ellbogen nach hinten führen.',
    'Das Gewicht kontrolliert zurücklassen, ohne mit dem Oberkörper zu schwingen.',
  ],
  vertical_pull: [
    'Brust nach oben, Schultern weg von den Ohren, bevor du ziehst.',
    'Die Ellbogen Richtung Hüfte ziehen, die Stange zur oberen Brust.',
    'Nicht mit dem Oberkörper nach hinten werfen; oben die Arme fast ganz strecken.',
  ],
  pullover: [
    'Arme leicht gebeugt und fixiert, die Bewegung kommt aus der Schulter.',
    'Nur so weit zurück, wie die Rippen unten bleiben und der Rücken flach.',
    'Beim Zurückführen den Latissimus bewusst anspannen.',
  ],
  squat: [
    'Füße etwa schulterbreit, Zehen leicht nach außen, das ganze Fußgewicht auf dem Boden.',
    'Hüfte nach hinten und unten, die Knie folgen der Richtung der Zehen.',
    'Oberkörper stabil halten, Bauch fest – so tief, wie der Rücken neutral bleibt.',
    'Aus den Fersen und dem Mittelfuß kraftvoll nach oben drücken.',
  ],
  leg_press: [
    'Rücken und Gesäß bleiben vollständig am Polster.',
    'So tief absenken, dass sich das Becken nicht abhebt.',
    'Oben die Knie nicht ganz durchdrücken; die Knie zeigen in Richtung Zehen.',
  ],
  hinge: [
    'Die Bewegung kommt aus der Hüfte: Gesäß nach hinten, der Rücken bleibt gerade.',
    'Die Hantel nah am Körper führen, den Lat fest anspannen.',
    'Oben Hüfte und Knie gemeinsam strecken, ohne ins Hohlkreuz zu lehnen.',
    'Lieber etwas weniger Gewicht als ein runder Rücken.',
  ],
  hip_thrust: [
    'Schulterblätter auf der Bank, die Füße so, dass die Schienbeine oben senkrecht stehen.',
    'Kinn leicht zur Brust, die Rippen unten halten.',
    'Oben das Gesäß fest anspannen, ohne ins Hohlkreuz zu gehen.',
  ],
  lunge: [
    'Ein großer, stabiler Schritt; der Oberkörper bleibt aufrecht.',
    'Das vordere Knie zeigt in Richtung Zehen und bleibt über dem Fuß.',
    'Aus der vorderen Ferse zurück nach oben drücken.',
  ],
  leg_extension: [
    'Die Kniegelenke auf Höhe der Drehachse der Maschine ausrichten.',
    'Kontrolliert strecken, oben kurz halten, langsam absenken.',
    'Nicht mit Schwung arbeiten, das Gesäß bleibt auf dem Sitz.',
  ],
  leg_curl: [
    'Knie auf Höhe der Drehachse, das Polster knapp über den Fersen.',
    'Die Fersen Richtung Gesäß ziehen, ohne die Hüfte anzuheben.',
    'Langsam in die Streckung zurück – der negative Teil macht viel aus.',
  ],
  hip_machine: [
    'Aufrecht sitzen, der Rücken bleibt am Polster.',
    'Die Bewegung gleichmäßig und ohne Schwung ausführen.',
    'In der Endposition kurz halten, dann langsam zurück.',
  ],
  calf: [
    'Über den vollen Bewegungsumfang arbeiten: unten dehnen, oben auf die Zehenspitzen.',
    'Oben eine Sekunde halten, unten nicht federn.',
    'Die Knie bleiben ruhig, die Kraft kommt aus den Waden.',
  ],
  curl: [
    'Die Ellbogen bleiben seitlich am Körper und wandern nicht nach vorn.',
    'Ohne Schwung aus dem Rücken hochcurlen, oben kurz anspannen.',
    'Langsam ablassen, bis die Arme fast gestreckt sind.',
  ],
  triceps: [
    'Die Oberarme stabil halten, nur der Unterarm bewegt sich.',
    'Am Ende der Bewegung die Arme ganz strecken und den Trizeps anspannen.',
    'Kontrolliert zurück, ohne die Ellbogen ausbrechen zu lassen.',
  ],
  forearm: [
    'Die Unterarme aufgelegt oder ruhig halten, nur das Handgelenk bewegt sich.',
    'Leichtes Gewicht, viele saubere Wiederholungen.',
    'Langsam in die Dehnung ablassen.',
  ],
  crunch: [
    'Die Bewegung kommt aus dem Bauch: Rippen Richtung Becken einrollen.',
    'Nicht am Kopf ziehen, der Nacken bleibt locker.',
    'Ausatmen beim Hochkommen, langsam zurück.',
  ],
  plank: [
    'Kopf, Rücken und Becken bilden eine gerade Linie.',
    'Bauch und Gesäß fest anspannen, das Becken nicht durchhängen lassen.',
    'Ruhig weiteratmen – lieber kürzer und sauber als lang und krumm.',
  ],
  leg_raise: [
    'Das Becken leicht einrollen, damit der Bauch arbeitet und nicht nur die Hüfte.',
    'Ohne Schwung anheben, langsam absenken.',
    'Im Hang die Schultern aktiv halten.',
  ],
  rotation: [
    'Die Drehung kommt aus dem Oberkörper, das Becken bleibt stabil.',
    'Kontrolliert und gleichmäßig, ohne Ruck.',
    'Beide Seiten gleich oft trainieren.',
  ],
  back_extension: [
    'Aus der Hüfte beugen, der Rücken bleibt lang.',
    'Nur bis zur geraden Linie aufrichten, nicht ins Hohlkreuz überstrecken.',
    'Gesäß und unteren Rücken bewusst anspannen.',
  ],
  olympic: [
    'Diese Übung ist technisch anspruchsvoll – lerne sie mit leichter Stange oder mit einem Trainer.',
    'Die Stange bleibt nah am Körper, die Kraft kommt explosiv aus Hüfte und Beinen.',
    'Sauber fangen und stabil stehen, bevor die nächste Wiederholung beginnt.',
  ],
  kettlebell: [
    'Der Schwung kommt aus der Hüfte, nicht aus den Armen.',
    'Rücken gerade, Gesäß oben kräftig anspannen.',
    'Die Kettlebell kontrolliert zurückführen.',
  ],
  carry: ['Aufrecht gehen, die Schultern unten und hinten.', 'Bauch fest, kurze und kontrollierte Schritte.', 'Griff fest, Gewicht nah am Körper.'],
  conditioning: [
    'Ein Tempo wählen, das du über alle Runden sauber halten kannst.',
    'Die Technik geht vor Geschwindigkeit, vor allem wenn du müde wirst.',
    'Weich landen und gleichmäßig atmen.',
  ],
  plyometric: [
    'Weich und leise landen, die Knie zeigen Richtung Zehen.',
    'Vor jedem Sprung kurz stabilisieren.',
    'Lieber wenige explosive Wiederholungen als viele müde.',
  ],
  cardio: [
    'Locker einsteigen und die ersten Minuten zum Aufwärmen nutzen.',
    'Aufrechte Haltung, die Arme arbeiten ruhig mit.',
    'Die Intensität so wählen, dass du dich noch in kurzen Sätzen unterhalten kannst – außer in geplanten Intervallen.',
  ],
};
