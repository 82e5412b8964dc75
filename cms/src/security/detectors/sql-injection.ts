import { decoded } from '../../lib/decoded';
import type { RequestValues } from './request-values';
import { walkQueryAndBody, type Finding } from './value-walk';

/**
 * SQL injection patterns in request strings. Every rule needs an attack *context* (a quote or number that
 * closes a value, a statement separator, a function call shape), so prose that merely mentions SQL words,
 * Indonesian text with apostrophes ("Jum'at"), quotes and dashes ("--"), and "1 atau 1" pass.
 * All patterns are linear: bounded repetitions, adjacent classes that do not overlap, no nested quantifiers.
 */
const Q = `['"\`]`;
/** A table or column name, possibly quoted or schema-qualified. */
const IDENT = String.raw`[\w."\x60\[\]]{1,64}`;
const COMPARISON = String.raw`(?:=|<>|!=|<=>|>=|<=|<|>|\blike\b|\brlike\b|\bregexp\b|\bbetween\b|\bis\s+(?:not\s+)?null\b|\bin\s*\()`;

const SQL_RULES: ReadonlyArray<readonly [reason: string, pattern: RegExp]> = [
  ['sql-union-select', /\bunion(?:\s+(?:all|distinct))?[\s(]*select\b/],
  [
    'sql-stacked-query',
    new RegExp(
      String.raw`;\s*(?:` +
        [
          String.raw`drop\s+(?:table|database|schema|view|index|user|function|procedure|trigger)\s+(?:if\s+exists\s+)?${IDENT}\s*(?:;|--|#|$|cascade\b)`,
          String.raw`truncate\s+table\b`,
          String.raw`alter\s+(?:table|database|user|schema)\s+${IDENT}\s+(?:add|drop|alter|rename|modify|set|owner|with)\b`,
          String.raw`create\s+(?:table|database|user|function|procedure|trigger)\s+${IDENT}\s*(?:\(|identified\b|as\b|with\b|;|--|$)`,
          String.raw`delete\s+from\s+${IDENT}\s*(?:where\b|;|--|#|$)`,
          String.raw`insert\s+into\s+${IDENT}\s*(?:\(|values\b|select\b)`,
          String.raw`update\s+${IDENT}\s+set\s+[\w."\x60]{1,64}\s*=`,
          String.raw`exec(?:ute)?(?:\s*\(|\s+@|\s+(?:master\.|xp_|sp_|immediate\b))`,
          String.raw`declare\s+@`,
          String.raw`shutdown\s*(?:;|--|#|$|with\b)`,
          String.raw`waitfor\s+(?:delay|time)\b`,
          String.raw`select\s+(?:\*|@@|\d+\s*(?:,|from\b|--|#|;|$)|(?:pg_)?sleep\s*\(|version\s*\(|user\s*\(|current_user\b|database\s*\(|[\w.,*\x60"\s]{1,80}?\sfrom\s+${IDENT}\s*(?:where\b|;|--|#|\)|$))`,
        ].join('|') +
        ')',
    ),
  ],
  [
    'sql-tautology',
    new RegExp(
      String.raw`${Q}\s*\)*\s*(?:or|and|xor|\|\||&&)(?=[\s('"\x60])[\s(]*(?:${Q}?[\w.]{0,30}${Q}?\s*${COMPARISON}|(?:true|false|not|null)\b|\d+\s*(?:--|#|;|$)|${Q}\s*(?:--|#|;|$)|[a-z_]{2,20}\s*\(|select\b)`,
    ),
  ],
  ['sql-tautology', /\b(?:or|and|xor)\s+\(?\s*\d+\s*\)?\s*(?:=|<>|!=|>=|<=|<|>)\s*\(?\s*\d+/],
  ['sql-tautology', /\b(?:or|and|xor)\s+(['"])[\w ]{0,20}\1\s*(?:=|<>|!=|\blike\b)\s*['"]/],
  ['sql-tautology', /\bhaving\s+\d+\s*=\s*\d+/],
  // A value closed by a quote, then a comment: adjacent (admin'--), or spaced only when nothing follows
  // (admin' --), so prose such as "Salam" -- semboyan passes.
  [
    'sql-comment-terminator',
    new RegExp(String.raw`(?:^|[\w)])${Q}\)*(?:--|#)(?:\s|$|[-+;)])|(?:^|[\w)])${Q}\s*\)*\s*(?:(?:--|#)[\s-]*$|/\*)`),
  ],
  ['sql-order-by-probe', new RegExp(String.raw`(?:${Q}|\d)\s*\)*\s*(?:order|group)\s+by\s+\d+\s*(?:--|#|/\*|;|$)`)],
  [
    'sql-time-based',
    /\bsleep\(\s*\d+(?:\.\d+)?\s*\)|\bpg_sleep\s*\(|\bbenchmark\(\s*\d+\s*,|\bwaitfor\s+(?:delay|time)\s+'|\bdbms_pipe\.receive_message|\bdbms_lock\.sleep|\brandomblob\s*\(\s*\d{6,}/,
  ],
  [
    'sql-schema-probe',
    /\b(?:information_schema|sysobjects|syscolumns|sqlite_master|sqlite_schema|pg_catalog|pg_shadow|msysobjects)\b|@@(?:version|datadir|hostname|basedir)\b|\b(?:load_file|extractvalue|updatexml|group_concat)\s*\(/,
  ],
  [
    'sql-command-exec',
    /\b(?:xp_cmdshell|xp_regread|xp_dirtree|sp_executesql|sp_oacreate|sp_makewebtask|openrowset|opendatasource|lo_import|lo_export)\b|\bexec(?:ute)?\s+(?:master\.|xp_|sp_)|\binto\s+(?:out|dump)file\b|\bcopy\s+\w+\s+(?:from|to)\s+program\b/,
  ],
  [
    'sql-obfuscation',
    /\b(?:char|chr|nchar)\s*\(\s*\d{1,3}\s*(?:,\s*\d{1,3}\s*){2,}\)|\b(?:char|chr)\s*\(\s*\d{1,3}\s*\)\s*(?:\+|\|\|)\s*(?:char|chr)\s*\(|\bunhex\s*\(|\bconcat(?:_ws)?\s*\(\s*(?:0x|char\s*\(|@@|select\b)|(?:[=(,]|\bselect|\bwhere|\bunion|\bor|\band)\s*0x[0-9a-f]{6,}\b|\bcast\s*\(\s*0x/,
  ],
];

/** MySQL executes /*!…*\/; other inline comments act as whitespace. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/\/\*!\d{0,6}/g, ' ')
    .replace(/\/\*[^*]{0,256}\*\//g, ' ')
    .replace(/\*\//g, ' ')
    .replace(/\s+/g, ' ');

const decodeOnce = (text: string): string | null => (/%[0-9a-f]{2}/i.test(text) ? decoded(text) : null);

/** Percent-encoded forms (single and double encoding) of a string, when it has any. */
const percentDecoded = (text: string): string[] => {
  const once = decodeOnce(text);
  const twice = once === null ? null : decodeOnce(once);
  return [once, twice].filter((t): t is string => t !== null);
};

const matchRules = (text: string): string | null => {
  for (const [reason, pattern] of SQL_RULES) if (pattern.test(text)) return reason;
  return null;
};

/** The first SQL injection reason found in one string, or null. */
export function sqlInjectionReason(raw: string): string | null {
  // Comment terminators are checked before comments are normalised away.
  const plain =
    matchRules(normalise(raw)) ?? (/\/\*/.test(raw) ? matchRules(raw.toLowerCase().replace(/\s+/g, ' ')) : null);
  if (plain) return plain;
  for (const decoded of percentDecoded(raw)) {
    const reason = matchRules(normalise(decoded));
    if (reason) return reason;
  }
  return null;
}

/** The first SQL injection finding in a request, or null. Keys are inspected as well as values; free text is not. */
export function findSqlInjection(values: RequestValues): Finding | null {
  for (const [i, segment] of values.pathSegments.entries()) {
    const reason = sqlInjectionReason(segment);
    if (reason) return { reason, location: `path.${i}` };
  }
  for (const key of values.rawQueryKeys) {
    const reason = sqlInjectionReason(key);
    if (reason) return { reason, location: `query.${key}` };
  }
  return walkQueryAndBody(values, (visit) => sqlInjectionReason(visit.text));
}
