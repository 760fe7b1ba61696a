// The Swift package's and the Kotlin module's generated sources (docs/bridge/swift, docs/bridge/kotlin), from
// the bridge's JSON Schema (scripts/bridge-contract.ts writes and checks them). Hand-written rather than
// quicktype's: a newer minor of the contract must decode (docs/bridge/CHANGELOG.md: "minor: a message or an
// optional field added"), so versions, markets, languages and other enumerated strings are open value types
// that keep what they do not know, an unknown message name is a value (`unknown`), unknown fields are
// ignored, and the Kotlin side needs no kotlinx.serialization runtime, which this project cannot install
// (docs/decisions.md "The bridge as packages").

type Json = Record<string, unknown>;

type FieldKind = 'string' | 'number' | 'boolean' | 'object' | 'enum';
interface Field {
  name: string;
  kind: FieldKind;
  /** The open value type of an enumerated string. */
  enumType?: string;
  /** Not required, or null allowed: absent or null reads as null. */
  optional: boolean;
  doc?: string;
}
interface OpenEnum {
  type: string;
  values: string[];
  doc?: string;
}
interface Message {
  name: string;
  type: string;
  fields: Field[];
  doc?: string;
}
interface Answer {
  question: string;
  type: string;
  doc?: string;
  /** One struct, or (anyOf) one single-field variant per branch. */
  fields?: Field[];
  variants?: Field[];
}
export interface NativeModel {
  version: string;
  answerChannel: string;
  enums: OpenEnum[];
  messages: Message[];
  answers: Answer[];
}

const upperFirst = (s: string) => s.replace(/^./, (c) => c.toUpperCase());
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The model of every message and answer of the schema's $defs. Fails on a shape the generators do not know. */
export function nativeModel(schema: Json, version: string, answerChannel: string): NativeModel {
  const defs = schema.$defs as Record<string, Json>;
  const enums = new Map<string, OpenEnum>();
  const fieldsOf = (owner: string, obj: Json): Field[] => {
    const props = (obj.properties ?? {}) as Record<string, Json>;
    const required = new Set((obj.required ?? []) as string[]);
    return Object.entries(props).map(([name, p]) => {
      const types = Array.isArray(p.type) ? (p.type as string[]) : [p.type as string];
      const nullable = types.includes('null');
      const base = types.find((t) => t !== 'null');
      const field: Field = { name, kind: 'string', optional: nullable || !required.has(name), doc: str(p.description) };
      if (Array.isArray(p.enum) && base === 'string') {
        const values = p.enum as string[];
        // One open type per field name; the same name with other values is the owner's own type.
        let type = upperFirst(name);
        const seen = enums.get(type);
        if (seen && seen.values.join() !== values.join()) type = `${owner}${upperFirst(name)}`;
        enums.set(type, { type, values, doc: str(p.description) });
        return { ...field, kind: 'enum', enumType: type };
      }
      if (base === 'string' || base === 'number' || base === 'boolean' || base === 'object') return { ...field, kind: base };
      throw new Error(`bridge-native: ${owner}.${name} has a type the generators do not know (${JSON.stringify(p.type)})`);
    });
  };
  const messages: Message[] = [];
  const answers: Answer[] = [];
  for (const [def, d] of Object.entries(defs)) {
    if (def === 'deepLink') continue;
    if (def.endsWith('.answer')) {
      const question = def.slice(0, -'.answer'.length);
      const type = `${upperFirst(question)}Answer`;
      if (Array.isArray(d.anyOf)) {
        const variants = (d.anyOf as Json[]).map((branch) => {
          const fields = fieldsOf(type, branch);
          if (fields.length !== 1) throw new Error(`bridge-native: ${def}: a variant has one field`);
          return fields[0]!;
        });
        answers.push({ question, type, doc: str(d.description), variants });
      } else answers.push({ question, type, doc: str(d.description), fields: fieldsOf(type, d) });
      continue;
    }
    const payload = (d.properties as Record<string, Json>).payload!;
    const type = upperFirst(def);
    messages.push({ name: def, type, fields: fieldsOf(type, payload), doc: str(d.description) });
  }
  return { version, answerChannel, enums: [...enums.values()], messages, answers };
}

const header = (m: NativeModel, comment: string) =>
  [
    `${comment} Cashier bridge contract ${m.version}: generated from docs/bridge.schema.json by \`npm run bridge:docs\`; do not edit.`,
    `${comment} A message of a newer minor version decodes: unknown names, versions and enumerated values are kept as values,`,
    `${comment} unknown fields are ignored (docs/bridge-integration.md).`,
  ].join('\n');

// ---- Kotlin ---------------------------------------------------------------------------------------------

const ktDoc = (doc: string | undefined, indent: string) => (doc ? `${indent}/** ${doc.replaceAll('*/', '* /')} */\n` : '');
const ktConst = (v: string) =>
  v
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^(\d)/, '_$1');
const ktString = (v: string) => JSON.stringify(v).replaceAll('$', '\\$');

function ktType(f: Field): string {
  const base = { string: 'String', number: 'Double', boolean: 'Boolean', object: 'Map<String, JsonValue>', enum: f.enumType! }[f.kind];
  return f.optional ? `${base}?` : base;
}

function ktRead(f: Field, from: string): string {
  const key = ktString(f.name);
  const read = (what: string) => `${from}.${f.optional ? 'optional' : 'require'}${what}(${key})`;
  switch (f.kind) {
    case 'string':
      return read('String');
    case 'number':
      return read('Number');
    case 'boolean':
      return read('Boolean');
    case 'object':
      return `${read('Object')}${f.optional ? '?' : ''}.fields`;
    case 'enum':
      return f.optional ? `${read('String')}?.let { ${f.enumType}(it) }` : `${f.enumType}(${read('String')})`;
  }
}

function ktWrite(f: Field): string {
  const v = f.name;
  const wrap = {
    string: `JsonValue.Str(${v})`,
    number: `JsonValue.Num(${v})`,
    boolean: `JsonValue.Bool(${v})`,
    object: `JsonValue.Obj(${v})`,
    enum: `JsonValue.Str(${v}.value)`,
  }[f.kind];
  return f.optional ? `${v}?.let { ${ktString(f.name)} to ${wrap.replace(`(${v}`, '(it')} }` : `${ktString(f.name)} to ${wrap}`;
}

export function kotlinSource(m: NativeModel, pkg: string): string {
  const out: string[] = [header(m, '//'), '', `package ${pkg}`, ''];
  out.push(
    '/** The contract version this module was generated from. */',
    `const val BRIDGE_CONTRACT_VERSION = ${ktString(m.version)}`,
    '',
    '/** The channel of an answer posted back to Cashier. */',
    `const val BRIDGE_ANSWER_CHANNEL = ${ktString(m.answerChannel)}`,
    '',
    '/** A contract version as Cashier sent it; one this module does not know is kept, not refused. */',
    '@JvmInline',
    'value class ContractVersion(val value: String) {',
    "    /** The major number (null when the version is not semver): another major may change a field's meaning. */",
    "    val major: Int? get() = value.substringBefore('.').toIntOrNull()",
    '',
    '    override fun toString(): String = value',
    '',
    '    companion object {',
    '        val CURRENT = ContractVersion(BRIDGE_CONTRACT_VERSION)',
    '    }',
    '}',
    '',
    '/** A message that is not JSON, or a message of this contract without a required field: a broken contract, not a newer one. */',
    'class BridgeDecodingException(message: String) : IllegalArgumentException(message)',
  );
  for (const e of m.enums) {
    out.push('', `${ktDoc(e.doc, '')}@JvmInline`, `value class ${e.type}(val value: String) {`);
    out.push('    /** False for a value of a newer contract: keep it, show or log it as it is. */', '    val isKnown: Boolean get() = this in KNOWN', '');
    out.push('    override fun toString(): String = value', '', '    companion object {');
    for (const v of e.values) out.push(`        val ${ktConst(v)} = ${e.type}(${ktString(v)})`);
    out.push(`        val KNOWN: List<${e.type}> = listOf(${e.values.map(ktConst).join(', ')})`, '    }', '}');
  }
  out.push(
    '',
    '/** A message from Cashier: one class per message of the contract, or [Unknown]. */',
    'sealed interface BridgeMessage {',
    '    val name: String',
  );
  for (const msg of m.messages) {
    out.push('');
    out.push(ktDoc(msg.doc, '    ').trimEnd());
    if (msg.fields.length === 0) {
      out.push(`    data object ${msg.type} : BridgeMessage {`, `        override val name: String get() = ${ktString(msg.name)}`, '    }');
      continue;
    }
    out.push(`    data class ${msg.type}(`);
    for (const f of msg.fields) out.push(`${ktDoc(f.doc, '        ')}        val ${f.name}: ${ktType(f)},`);
    out.push('    ) : BridgeMessage {', `        override val name: String get() = ${ktString(msg.name)}`, '    }');
  }
  out.push(
    '',
    '    /** A message of a newer contract (a name this module does not know, or another major version): log it and ignore it. */',
    '    data class Unknown(override val name: String, val contractVersion: ContractVersion, val body: JsonValue) : BridgeMessage',
    '}',
    '',
    '/**',
    ' * Decodes a message body as the webview delivers it (Android: the JSON string given to postMessage). Never',
    ' * throws for a newer minor version; throws [BridgeDecodingException] for a body that breaks this contract.',
    ' */',
    'fun decodeBridgeMessage(body: String): BridgeMessage = decodeBridgeMessage(parseJson(body))',
    '',
    'fun decodeBridgeMessage(body: JsonValue): BridgeMessage {',
    '    val message = body as? JsonValue.Obj ?: throw BridgeDecodingException("a bridge message is a JSON object")',
    '    val name = message.requireString("name")',
    '    val version = ContractVersion(message.requireString("contractVersion"))',
    '    if (version.major != ContractVersion.CURRENT.major) return BridgeMessage.Unknown(name, version, message)',
    '    return when (name) {',
  );
  for (const msg of m.messages) {
    if (msg.fields.length === 0) {
      out.push(`        ${ktString(msg.name)} -> BridgeMessage.${msg.type}`);
      continue;
    }
    out.push(`        ${ktString(msg.name)} -> message.requireObject("payload").let { p ->`, `            BridgeMessage.${msg.type}(`);
    for (const f of msg.fields) out.push(`                ${f.name} = ${ktRead(f, 'p')},`);
    out.push('            )', '        }');
  }
  out.push('        else -> BridgeMessage.Unknown(name, version, message)', '    }', '}');
  out.push(
    '',
    "/** An answer to one of Cashier's questions; [javaScript] is what delivers it. */",
    'sealed interface BridgeAnswer {',
    "    /** The question's message name. */",
    '    val question: String',
    '',
    '    fun payload(): JsonValue.Obj',
    '}',
    '',
    "/** The JavaScript that posts this answer to Cashier's window: run it with WebView.evaluateJavascript. */",
    'fun BridgeAnswer.javaScript(): String {',
    '    val answer = JsonValue.Obj(mapOf("channel" to JsonValue.Str(BRIDGE_ANSWER_CHANNEL), "name" to JsonValue.Str(question), "payload" to payload()))',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Kotlin string template, written out as it is.
    '    return "window.postMessage(${answer.toJson()}, \'*\')"',
    '}',
  );
  for (const a of m.answers) {
    out.push('', ktDoc(a.doc, '').trimEnd());
    if (a.variants) {
      out.push(`sealed interface ${a.type} : BridgeAnswer {`, `    override val question: String get() = ${ktString(a.question)}`);
      for (const v of a.variants) {
        out.push('', `    data class With${upperFirst(v.name)}(val ${v.name}: ${ktType(v)}) : ${a.type} {`);
        out.push(`        override fun payload(): JsonValue.Obj = JsonValue.Obj(mapOf(${ktWrite(v)}))`, '    }');
      }
      out.push('}');
      continue;
    }
    const fields = a.fields!;
    out.push(`data class ${a.type}(`);
    for (const f of fields) out.push(`${ktDoc(f.doc, '    ')}    val ${f.name}: ${ktType(f)},`);
    out.push(') : BridgeAnswer {', `    override val question: String get() = ${ktString(a.question)}`, '');
    out.push(`    override fun payload(): JsonValue.Obj = JsonValue.Obj(listOfNotNull(${fields.map(ktWrite).join(', ')}).toMap())`, '}');
  }
  return `${out.join('\n')}\n`;
}

// ---- Swift ----------------------------------------------------------------------------------------------

const swDoc = (doc: string | undefined, indent: string) => (doc ? `${indent}/// ${doc}\n` : '');
const swCase = (v: string) =>
  v
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^(\d)/, '_$1');
const swString = (v: string) => JSON.stringify(v);
const lowerFirst = (s: string) => s.replace(/^./, (c) => c.toLowerCase());

function swType(f: Field): string {
  const base = { string: 'String', number: 'Double', boolean: 'Bool', object: '[String: JSONValue]', enum: f.enumType! }[f.kind];
  return f.optional ? `${base}?` : base;
}

/** A public struct of fields with its public memberwise init (Swift's own is internal). */
function swStruct(name: string, conformances: string, fields: Field[], doc: string | undefined, extra: string[] = []): string[] {
  const out = [`${swDoc(doc, '')}public struct ${name}: ${conformances} {`.replace(/^\n/, '')];
  out.push(...extra);
  for (const f of fields) out.push(`${swDoc(f.doc, '    ')}    public let ${f.name}: ${swType(f)}`);
  out.push('', `    public init(${fields.map((f) => `${f.name}: ${swType(f)}`).join(', ')}) {`);
  for (const f of fields) out.push(`        self.${f.name} = ${f.name}`);
  out.push('    }', '}');
  return out;
}

function swOpenType(type: string, doc: string | undefined, body: string[]): string[] {
  return [
    `${swDoc(doc, '')}public struct ${type}: Codable, Hashable, CustomStringConvertible {`,
    '    public let rawValue: String',
    '',
    '    public init(rawValue: String) {',
    '        self.rawValue = rawValue',
    '    }',
    '',
    '    public init(from decoder: Decoder) throws {',
    '        rawValue = try decoder.singleValueContainer().decode(String.self)',
    '    }',
    '',
    '    public func encode(to encoder: Encoder) throws {',
    '        var container = encoder.singleValueContainer()',
    '        try container.encode(rawValue)',
    '    }',
    '',
    '    public var description: String { rawValue }',
    ...body,
    '}',
  ];
}

export function swiftSource(m: NativeModel): string {
  const out: string[] = [header(m, '//'), '', 'import Foundation', ''];
  out.push('/// The contract version this package was generated from.', `public let bridgeContractVersion = ${swString(m.version)}`, '');
  out.push('/// The channel of an answer posted back to Cashier.', `public let bridgeAnswerChannel = ${swString(m.answerChannel)}`, '');
  out.push(
    ...swOpenType('ContractVersion', 'A contract version as Cashier sent it; one this package does not know is kept, not refused.', [
      '',
      "    /// The major number (nil when the version is not semver): another major may change a field's meaning.",
      '    public var major: Int? { Int(rawValue.prefix(while: { $0 != "." })) }',
      '',
      '    public static let current = ContractVersion(rawValue: bridgeContractVersion)',
    ]),
  );
  for (const e of m.enums) {
    const body = [
      '',
      '    /// False for a value of a newer contract: keep it, show or log it as it is.',
      '    public var isKnown: Bool { Self.known.contains(self) }',
      '',
    ];
    for (const v of e.values) body.push(`    public static let ${swCase(v)} = ${e.type}(rawValue: ${swString(v)})`);
    body.push(`    public static let known: [${e.type}] = [${e.values.map((v) => `.${swCase(v)}`).join(', ')}]`);
    out.push('', ...swOpenType(e.type, e.doc, body));
  }
  for (const msg of m.messages) if (msg.fields.length > 0) out.push('', ...swStruct(msg.type, 'Codable, Equatable', msg.fields, msg.doc));
  out.push(
    '',
    '/// A message that is not JSON, or a message of this contract without a required field: a broken contract, not a newer one.',
    'public struct BridgeDecodingError: Error, Equatable {',
    '    public let reason: String',
    '}',
    '',
    '/// A message from Cashier: one case per message of the contract, or `unknown`.',
    'public enum BridgeMessage: Equatable {',
  );
  for (const msg of m.messages) {
    out.push(`${swDoc(msg.doc, '    ')}    case ${lowerFirst(msg.type)}${msg.fields.length ? `(${msg.type})` : ''}`);
  }
  out.push(
    '    /// A message of a newer contract (a name this package does not know, or another major version): log it and ignore it.',
    '    case unknown(name: String, contractVersion: ContractVersion)',
    '',
    "    /// The message's name as Cashier sent it.",
    '    public var name: String {',
    '        switch self {',
  );
  for (const msg of m.messages) out.push(`        case .${lowerFirst(msg.type)}: return ${swString(msg.name)}`);
  out.push('        case .unknown(let name, _): return name', '        }', '    }');
  out.push(
    '',
    '    /// Decodes a message body as WKScriptMessage.body gives it (a dictionary), or its JSON text. Never throws',
    '    /// for a newer minor version; throws BridgeDecodingError or DecodingError for a body that breaks this contract.',
    '    public static func decode(body: Any) throws -> BridgeMessage {',
    '        if let text = body as? String { return try decode(json: Data(text.utf8)) }',
    '        guard JSONSerialization.isValidJSONObject(body) else { throw BridgeDecodingError(reason: "a bridge message is a JSON object") }',
    '        return try decode(json: JSONSerialization.data(withJSONObject: body))',
    '    }',
    '',
    '    /// Decodes a message from its JSON text (unknown fields are ignored).',
    '    public static func decode(json: Data) throws -> BridgeMessage {',
    '        let decoder = JSONDecoder()',
    '        let envelope = try decoder.decode(Envelope.self, from: json)',
    '        guard envelope.contractVersion.major == ContractVersion.current.major else {',
    '            return .unknown(name: envelope.name, contractVersion: envelope.contractVersion)',
    '        }',
    '        switch envelope.name {',
  );
  for (const msg of m.messages) {
    const c = lowerFirst(msg.type);
    out.push(
      `        case ${swString(msg.name)}: return ${msg.fields.length ? `.${c}(try decoder.decode(Body<${msg.type}>.self, from: json).payload)` : `.${c}`}`,
    );
  }
  out.push('        default: return .unknown(name: envelope.name, contractVersion: envelope.contractVersion)', '        }', '    }', '}');
  out.push(
    '',
    'private struct Envelope: Decodable {',
    '    let name: String',
    '    let contractVersion: ContractVersion',
    '}',
    '',
    'private struct Body<Payload: Decodable>: Decodable {',
    '    let payload: Payload',
    '}',
    '',
    "/// An answer to one of Cashier's questions; `javaScript()` is what delivers it.",
    'public protocol BridgeAnswer: Encodable {',
    "    /// The question's message name.",
    '    static var question: String { get }',
    '}',
    '',
    'extension BridgeAnswer {',
    "    /// The JavaScript that posts this answer to Cashier's window: run it with WKWebView.evaluateJavaScript.",
    '    public func javaScript() throws -> String {',
    '        let encoder = JSONEncoder()',
    '        let name = String(decoding: try encoder.encode(Self.question), as: UTF8.self)',
    '        let payload = String(decoding: try encoder.encode(self), as: UTF8.self)',
    '        return "window.postMessage({\\"channel\\":\\"\\(bridgeAnswerChannel)\\",\\"name\\":\\(name),\\"payload\\":\\(payload)}, \'*\')"',
    '    }',
    '}',
    '',
    'private struct AnswerKey: CodingKey {',
    '    let stringValue: String',
    '    var intValue: Int? { nil }',
    '    init(_ key: String) { stringValue = key }',
    '    init?(stringValue: String) { self.stringValue = stringValue }',
    '    init?(intValue: Int) { return nil }',
    '}',
  );
  for (const a of m.answers) {
    if (a.variants) {
      out.push('', `${swDoc(a.doc, '')}public enum ${a.type}: BridgeAnswer, Equatable {`, `    public static let question = ${swString(a.question)}`, '');
      for (const v of a.variants) out.push(`    case ${v.name}(${swType(v)})`);
      out.push(
        '',
        '    public func encode(to encoder: Encoder) throws {',
        '        var container = encoder.container(keyedBy: AnswerKey.self)',
        '        switch self {',
      );
      for (const v of a.variants) out.push(`        case .${v.name}(let value): try container.encode(value, forKey: AnswerKey(${swString(v.name)}))`);
      out.push('        }', '    }', '}');
      continue;
    }
    out.push('', ...swStruct(a.type, 'BridgeAnswer, Equatable', a.fields!, a.doc, [`    public static let question = ${swString(a.question)}`, '']));
  }
  return `${out.join('\n')}\n`;
}
