/**
 * A JSON parser that keeps each number's source text. HMRC's VAT service checks decimal places on the
 * JSON number as written (`1.100` has three and is rejected, `1.10` passes), which `JSON.parse` loses.
 * Numbers become `JsonNumber` objects; everything else is what `JSON.parse` would give.
 */
export class JsonNumber {
  constructor(readonly text: string) {}
  toNumber(): number {
    return Number(this.text);
  }
}

export type ExactJson = null | boolean | string | JsonNumber | ExactJson[] | { [key: string]: ExactJson };

export class JsonSyntaxError extends Error {}

/**
 * @example parseExactJson('{"a": 1.10}') // { a: JsonNumber { text: '1.10' } }
 */
export function parseExactJson(source: string): ExactJson {
  const parser = new Parser(source);
  parser.skipSpace();
  const value = parser.value();
  parser.skipSpace();
  if (!parser.atEnd()) throw new JsonSyntaxError('Unexpected trailing characters');
  return value;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

class Parser {
  private at = 0;
  constructor(private readonly src: string) {}

  atEnd(): boolean {
    return this.at >= this.src.length;
  }

  skipSpace(): void {
    while (this.at < this.src.length && ' \t\n\r'.includes(this.src.charAt(this.at))) this.at += 1;
  }

  value(): ExactJson {
    const ch = this.src[this.at];
    if (ch === '{') return this.object();
    if (ch === '[') return this.array();
    if (ch === '"') return this.string();
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return this.number();
    for (const [word, result] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.src.startsWith(word, this.at)) {
        this.at += word.length;
        return result;
      }
    }
    throw new JsonSyntaxError(`Unexpected character at ${this.at}`);
  }

  private number(): JsonNumber {
    NUMBER.lastIndex = this.at;
    const match = NUMBER.exec(this.src);
    if (!match) throw new JsonSyntaxError(`Bad number at ${this.at}`);
    this.at += match[0].length;
    return new JsonNumber(match[0]);
  }

  private string(): string {
    const start = this.at;
    this.at += 1;
    while (this.at < this.src.length) {
      const ch = this.src[this.at];
      if (ch === '\\') this.at += 2;
      else if (ch === '"') {
        this.at += 1;
        try {
          return JSON.parse(this.src.slice(start, this.at)) as string;
        } catch {
          throw new JsonSyntaxError(`Bad string at ${start}`);
        }
      } else this.at += 1;
    }
    throw new JsonSyntaxError('Unterminated string');
  }

  private expect(ch: string): void {
    if (this.src[this.at] !== ch) throw new JsonSyntaxError(`Expected ${ch} at ${this.at}`);
    this.at += 1;
  }

  private array(): ExactJson[] {
    this.expect('[');
    const items: ExactJson[] = [];
    this.skipSpace();
    if (this.src[this.at] === ']') {
      this.at += 1;
      return items;
    }
    for (;;) {
      this.skipSpace();
      items.push(this.value());
      this.skipSpace();
      if (this.src[this.at] === ',') this.at += 1;
      else {
        this.expect(']');
        return items;
      }
    }
  }

  private object(): { [key: string]: ExactJson } {
    this.expect('{');
    const result: { [key: string]: ExactJson } = {};
    this.skipSpace();
    if (this.src[this.at] === '}') {
      this.at += 1;
      return result;
    }
    for (;;) {
      this.skipSpace();
      if (this.src[this.at] !== '"') throw new JsonSyntaxError(`Expected a key at ${this.at}`);
      const key = this.string();
      this.skipSpace();
      this.expect(':');
      this.skipSpace();
      result[key] = this.value();
      this.skipSpace();
      if (this.src[this.at] === ',') this.at += 1;
      else {
        this.expect('}');
        return result;
      }
    }
  }
}
