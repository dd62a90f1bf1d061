import { normaliseText } from '../normalise.js';

/**
 * What in a question must be answered for the lifter's health before anything else:
 * - `emergency`: signs of a heart or circulation problem (chest symptoms with dizziness,
 *   breathlessness or radiating pain; fainting): stop and call 112;
 * - `red_flag`: dizziness, numbness, sudden sharp pain, a racing heart: stop, and a doctor first;
 * - `drugs`: performance-enhancing drugs; `extreme_diet`: starving, purging, crash diets;
 *   `dehydration`: cutting water, diuretics: a clear no with the health reason, never a dose.
 */
export type SafetyConcern = 'emergency' | 'red_flag' | 'drugs' | 'extreme_diet' | 'dehydration';

// Matched on the normalised question (lower case, umlauts spelled out, one space between words).
const CHEST = /\b(brust\w*|chest|herz\w*|heart)\b|brustschmerz|brustenge|brustdruck/;
const CHEST_SYMPTOM =
  /brust\w*(schmerz|enge|druck|stech)|herz(stech\w*|schmerz\w*|druck|enge)|\b(enge\w*|druckgefuehl\w*|engegefuehl\w*)\b.*\b(brust|herz)\b|\b(schmerz\w*|druck|enge|stech\w*|drueckt|eng)\b.*\b(brust|herz)\b|\b(brust|herz)\b.*\b(schmerz\w*|drueckt|druck|eng|enge|stech\w*|sticht|weh)\b|chest (pain|pressure|tight\w*|hurts)|chest (feels|is|gets|getting|went) (tight|heavy|hurt\w*|pressure)|pain in (my |the )?chest|tight\w* (in )?(my )?chest/;
const DIZZY =
  /\b(wurde|wird|ist) mir (kurz |ganz )?schwarz|\bmir (wurde|wird) (kurz |ganz )?schwarz|\b(sehe|sah|sehen) (ich )?sterne|\bsterne sehen|\bsee(ing)? stars|\bschwindel\w*|\bschwind\w*|\bdizz\w*|\blight ?headed|\bbenommen|\bschwarz vor augen|\bblack(ed)? out|\bvertigo/;
const BREATHLESS =
  /\batemnot|\bkeine luft|\bkriege? kaum luft|\bshort(ness)? of breath|\bcan ?t breathe|\bcan ?not breathe|\bhard to breathe|\btrouble breathing|\bbreathless|\bausstrahl\w*|\bradiat\w*|\b(linke[nr]? )?arm\b.*\b(taub|kribbel\w*|zieht)|\bkiefer|\bjaw\b|\bkaltschweiss\w*|\bcold sweat/;
const FAINTED =
  /\bumgefallen|\bzusammengebrochen|\bweggetreten|\bweggekippt|\bohnmacht\w*|\bohnmaechtig|\bbewusstlos|\bumgekippt|\bkollabiert|\bzusammengeklappt|\bfaint\w*|\bpassed out|\bpass out|\bcollapsed/;
const RED_FLAG =
  /\btaub\w*|\bkribbel\w*|\bnumb\w*|\btingl\w*|\bgefuehllos|\bherzrasen|\bherz rast|\bherz (schlaegt|klopft|stolpert) (wie wild|unregelmaessig|komisch)|\bherzstolpern|\bpalpitation\w*|\bheart (is )?racing|\bploetzlich\w* \w* ?(schmerz\w*|stech\w*)|\bstechend\w* schmerz|\bsharp pain|\bsudden (sharp )?pain|\bes hat (geknallt|geknackt)|\bsomething popped|\bfelt a pop|\bheftige?n? kopfschmerz\w*|\b(ploetzlich\w*|starke?n?)\b.*\bkopfschmerz\w*|\bsudden\w* (severe )?headache|\bsevere headache|\bworst headache/;
const DRUGS =
  /\bsteroid\w*|\banabol\w*|\broids?\b|\btestosteron\w*|\btestosterone\b|\btesto\b|\btrt\b|\btren\b|\btrenbolon\w*|\bsarms?\b|\bclen\w*|\bdianabol|\bdbol\b|\bwinstrol|\boxandrolon\w*|\banavar\b|\bdeca\b|\bnandrolon\w*|\bhgh\b|\bwachstumshormon\w*|\bgrowth hormone|\bepo\b|\bdnp\b|\bephedrin\w*|\binsulin spritz\w*|\bspritzen?\b.*\b(muskel|masse|aufbau)|\bdoping\w*|\bpeds?\b|\bprohormon\w*|\bkur\b.*\b(testo|steroid|anabol)|\bkur\b.*\babsetz\w*|\bsetze?n?\b.*\bkur\b.*\bab\b|\babsetz\w*\b.*\bkur\b|\bpct\b|\bpost cycle|\btest (e|c|p|cyp|enan\w*)\b|\benanthat\w*|\bcypionat\w*|\bpropionat\w*|\bcycle\b.*\b(test|steroid)/;
const STARVING =
  /\b(nur|only|unter|under) ([1-9]\d{0,2}) ?(kcal|kalorien|calories)\b|\bhunger(n|kur)\b|\bcrash ?di(ae|e)t\w*|\bnulldiaet|\bstarv\w*|\bstop eating\b|\babfuehrmittel|\blaxative\w*|\b(tage?|tagen|woche|wochen|days?|weeks?) (lang )?(nichts|nur wasser|without food|no food)\b|\bweek without food|\bsaftkur\w*|\bsaftfasten|\bdetox ?kur\w*|\bjuice (cleanse|fast\w*)|\bonce every (two|2|three|3|few) days|\bevery other day\b.*\beat|\beat\w*\b.*\bevery other day|\balle (zwei|2|drei|3) tage\b.*\bess\w*/;
// "700 kcal am Tag" is a crash diet; "300 kcal Defizit am Tag" and "500 kcal verbrennen" are not.
const FEW_CALORIES_A_DAY = /\b([1-9]\d{2}) ?(kcal|kalorien|calories|cal)\b.*\b(am|pro|a|per|each) (tag|day)\b/;
const NOT_INTAKE = /\b(defizit|deficit|ueberschuss|surplus|weniger|mehr|less|more|verbrenn\w*|burn\w*|unter (meinem|dem) bedarf|below)\b/;
// Not eating or throwing up are extreme only to lose weight: "nichts essen vor dem Training" or nausea after a hard set are not.
const NOT_EATING = /\bnichts (mehr )?(zu )?essen\b|\bnot eat(ing)?\b|\berbrechen|\bkotzen|\bthrow(ing)? up\b|\bpurg\w*/;
const TO_LOSE_WEIGHT =
  /\b(abnehm\w*|abzunehm\w*|gewicht verlieren|kilos? (weg|runter)|diaet\w*|lose weight|weight loss|diet\w*|fett (weg|verlieren)|lose fat)\b/;
const DEHYDRATION =
  /\bentwaesser\w*|\bdiuretik\w*|\bwassertablette\w*|\bdiuretic\w*|\bwater ?cut\w*|\bwasser ?cut\w*|\b(vor dem|before( the)?) (wiegen|weigh ?in)\b.*\b(leichter|lighter|weniger trinken|drink less)\b|\b(leichter|lighter)\b.*\b(wiegen|weigh ?in)\b|\bcut(ting)? water|\bdehydrat\w*|\bkein(e|en)? wasser\b|\bnichts (mehr )?trinken\b|\bnicht (mehr )?trinken\b|\bstop drinking|\bno water\b|\bwasser\w* (verlieren|loswerden|abbauen|rausbekommen|rauskriegen|ausschwemmen)|\b(lose|drop|shed|cut) (\d+ ?(kg|kilos?|lbs?|pounds) (of )?)?water|\babkochen\b|\bgewicht machen\b|\bweight ?cut\w*|\bmaking weight\b|\bsauna ?anzug|\bsauna ?suit|\bschwitzanzug|\bwasser (weglassen|reduzieren|ziehen)/;

const RADIATING = /\bausstrahl\w*|\bstrahlt\b|\bradiat\w*|\bspreads? (to|into)\b/;
// Losing several kilos by a day this week or within days or a week or two: only water and muscle go that fast.
const KILOS = /\b([3-9]|\d{2}) ?(kg|kilo\w*|pfund|pounds|lbs)\b/;
const LOSE = /\b(lose|drop|verlieren|runter|weg)\b/;
const SO_SOON =
  /\bbis (morgen|uebermorgen|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|zum wochenende|naechste woche)\b|\bin (einer|1|zwei|2|drei|3|\d) (woche|wochen|tag|tagen)\b|\bby (tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|next week)\b|\bin (a|one|two|2|1|\d) (week|weeks|day|days)\b/;
const NAMED_PAIN = /\b(schmerz\w*|pain|stech\w*|druck|enge\w*|tight\w*)\b/;
const SORE = /\b(muskelkater|sore\w*|doms)\b/;

/** The health concern a question raises, the gravest first; null when there is none. */
export function safetyConcern(question: string): SafetyConcern | null {
  const text = ` ${normaliseText(question)} `;
  const chestSymptom = CHEST_SYMPTOM.test(text);
  if (FAINTED.test(text)) return 'emergency';
  if (chestSymptom && (DIZZY.test(text) || BREATHLESS.test(text))) return 'emergency';
  if (CHEST.test(text) && DIZZY.test(text) && BREATHLESS.test(text)) return 'emergency';
  if (CHEST.test(text) && RADIATING.test(text)) return 'emergency';
  if (DRUGS.test(text)) return 'drugs';
  if (DEHYDRATION.test(text)) return 'dehydration';
  if (
    (FEW_CALORIES_A_DAY.test(text) && !NOT_INTAKE.test(text)) ||
    STARVING.test(text) ||
    (NOT_EATING.test(text) && TO_LOSE_WEIGHT.test(text)) ||
    (KILOS.test(text) && SO_SOON.test(text) && (TO_LOSE_WEIGHT.test(text) || LOSE.test(text)))
  )
    return 'extreme_diet';
  if (DIZZY.test(text) || RED_FLAG.test(text) || (chestSymptom && !(SORE.test(text) && !NAMED_PAIN.test(text)))) return 'red_flag';
  return null;
}
