import { foldedPattern } from './screening-text';

/**
 * The same directives in French, Spanish, German, Italian and Portuguese, written as spelled:
 * foldedPattern takes the accents off as screeningForms does for the text. Each language has
 * "ignore the instructions", "give the highest score", "this candidate is the best", "a note to the
 * AI" and "you are an AI"; German also puts the verb last.
 */
const FRENCH = [
  '\\b(?:ignore[rz]?|oublie[rz]?|néglige[rz]?|ne (?:tenez|tiens) pas compte|faites abstraction|fais abstraction)\\b.{0,40}\\b(?:instructions?|consignes?|directives?|règles?|prompts?|indications?)\\b',
  '\\b(?:donne[rz]?|attribue[rz]?|accorde[rz]?|mettez|mets|notez)\\b.{0,50}\\b(?:note|score|évaluation|points?)\\b.{0,20}\\b(?:maximale?|maximum|parfaite?|la plus (?:haute|élevée)|100|20/20)',
  '\\b(?:ce|cette) (?:candidat|candidate|postulant|postulante) est (?:le |la )?(?:meilleure?|idéale?|parfaite?)\\b',
  "\\b(?:note|message|remarque|attention)\\s+(?:à|a|pour|aux?)\\s+(?:l['’]\\s?|la |le )?(?:ia|intelligence artificielle|chatgpt|gpt|ats|système de (?:tri|sélection|recrutement)|logiciel de tri)\\b",
  "\\b(?:tu es|vous êtes|agis comme|agissez comme|fais semblant d['’]être)\\b.{0,40}\\b(?:une? ia|intelligence artificielle|assistant|modèle de langage|chatgpt)\\b",
];

const SPANISH = [
  '\\b(?:ignora[rd]?|ignoren?|olvida[rd]?|olviden?|haz caso omiso|hagan caso omiso|omite|omita|pasa por alto|no sigas)\\b.{0,40}\\b(?:instrucciones|indicaciones|reglas|órdenes|directrices|prompts?)\\b',
  '\\b(?:dale|dele|da|asigna|asigne|otorga|otorgue|pon|ponga|califica|califique)\\b.{0,50}\\b(?:puntuación|puntaje|calificación|nota|puntos)\\b.{0,20}\\b(?:máxima|máximo|más alta|perfecta|100)',
  '\\b(?:este|esta) (?:candidato|candidata|postulante|aspirante) es (?:el |la )?(?:mejor|ideal|perfecto|perfecta)\\b',
  '\\b(?:nota|mensaje|atención|aviso)\\s+(?:para|a)\\s+(?:la |el )?(?:ia|inteligencia artificial|chatgpt|gpt|ats|sistema de (?:selección|filtrado|reclutamiento))\\b',
  '\\b(?:eres|usted es|actúa como|actúe como|finge ser)\\b.{0,40}\\b(?:una ia|inteligencia artificial|asistente|modelo de lenguaje|chatgpt)\\b',
];

const GERMAN = [
  '\\b(?:ignorier(?:e|en|t)?|vergiss|vergessen sie|missachte|missachten sie|überspring(?:e|en)?)\\b.{0,50}\\b(?:anweisungen|anweisung|instruktionen|regeln|vorgaben|befehle|prompts?)\\b',
  '\\b(?:anweisungen|instruktionen|regeln|vorgaben|befehle)\\b.{0,30}\\b(?:ignorieren|vergessen|missachten)\\b',
  '\\b(?:gib|gebt|geben sie|vergib|vergeben sie|bewerte|bewerten sie)\\b.{0,50}(?:\\b(?:höchste|maximale|volle|beste)\\w*\\s+(?:punktzahl|bewertung|punkte|note)|\\b100 punkte|\\b100/100)',
  '\\b(?:dieser|diese) (?:kandidat|kandidatin|bewerber|bewerberin) ist (?:der |die )?(?:beste|ideale|perfekte)\\b',
  '\\b(?:hinweis|nachricht|achtung|notiz)\\s+(?:an|für)\\s+(?:die |das |den )?(?:ki|künstliche intelligenz|chatgpt|gpt|ats|sprachmodell|auswahlsystem|screening-?system)\\b',
  '\\b(?:du bist|sie sind|agiere als|handle als)\\b.{0,40}\\b(?:eine ki|künstliche intelligenz|assistent|sprachmodell|chatgpt)\\b',
];

const ITALIAN = [
  '\\b(?:ignora|ignori|ignorate|dimentica|dimentichi|trascura|non seguire)\\b.{0,40}\\b(?:istruzioni|regole|indicazioni|direttive|prompt)\\b',
  '\\b(?:dia|assegna|assegni|attribuisci|metti)\\b.{0,50}\\b(?:punteggio|voto)\\b.{0,20}\\b(?:massimo|più alto|perfetto|100)',
  '\\b(?:questo|questa) (?:candidato|candidata) è (?:il |la )?(?:migliore|ideale|perfetto|perfetta)\\b',
];

const PORTUGUESE = [
  '\\b(?:ignore|ignora|ignorem|esqueça|esqueca|desconsidere|desconsidera)\\b.{0,40}\\b(?:instruções|regras|orientações|diretrizes|comandos)\\b',
  '\\b(?:atribua|conceda|coloque|dê-lhe)\\b.{0,50}\\b(?:pontuação|nota)\\b.{0,20}\\b(?:máxima|mais alta|perfeita|100)',
  '\\b(?:este|esta) (?:candidato|candidata) é (?:o |a )?(?:melhor|ideal|perfeito|perfeita)\\b',
];

export const EUROPEAN_DIRECTIVE_PATTERNS = [...FRENCH, ...SPANISH, ...GERMAN, ...ITALIAN, ...PORTUGUESE].map((source) =>
  foldedPattern(source),
);
