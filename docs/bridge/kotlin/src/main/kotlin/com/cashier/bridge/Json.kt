// The JSON the bridge needs, read and written without a library: the module depends on the Kotlin standard
// library only, so an app adds it whatever JSON library it uses, and this project can compile and test it
// with the compiler alone (docs/decisions.md "The bridge as packages").

package com.cashier.bridge

/** A JSON value. Objects keep their members' order. */
sealed interface JsonValue {
    data object Null : JsonValue
    data class Bool(val value: Boolean) : JsonValue
    data class Num(val value: Double) : JsonValue
    data class Str(val value: String) : JsonValue
    data class Arr(val items: List<JsonValue>) : JsonValue
    data class Obj(val fields: Map<String, JsonValue>) : JsonValue

    /** The value as JSON text. */
    fun toJson(): String = StringBuilder().also { writeJson(this, it) }.toString()
}

/** Parses JSON text; throws [BridgeDecodingException] when it is not JSON. */
fun parseJson(text: String): JsonValue {
    val reader = JsonReader(text)
    val value = reader.value()
    reader.skipSpace()
    if (!reader.atEnd()) reader.fail("text after the value")
    return value
}

/** Deeper nesting is refused: a bridge message is a few levels deep, and recursion must not overflow the stack. */
private const val MAX_DEPTH = 64

private class JsonReader(private val text: String) {
    private var at = 0
    private var depth = 0

    fun atEnd() = at >= text.length

    fun fail(what: String): Nothing = throw BridgeDecodingException("not JSON: $what at $at")

    fun skipSpace() {
        while (!atEnd() && text[at] in " \t\r\n") at++
    }

    fun value(): JsonValue {
        skipSpace()
        if (atEnd()) fail("end of text")
        return when (val c = text[at]) {
            '{' -> nested { obj() }
            '[' -> nested { arr() }
            '"' -> JsonValue.Str(string())
            't' -> word("true", JsonValue.Bool(true))
            'f' -> word("false", JsonValue.Bool(false))
            'n' -> word("null", JsonValue.Null)
            else -> if (c == '-' || c in '0'..'9') number() else fail("unexpected '$c'")
        }
    }

    private fun <T> nested(read: () -> T): T {
        if (++depth > MAX_DEPTH) fail("nested deeper than $MAX_DEPTH")
        return read().also { depth-- }
    }

    private fun word(word: String, value: JsonValue): JsonValue {
        if (!text.startsWith(word, at)) fail("expected $word")
        at += word.length
        return value
    }

    private fun expect(c: Char) {
        skipSpace()
        if (atEnd() || text[at] != c) fail("expected '$c'")
        at++
    }

    private fun obj(): JsonValue.Obj {
        expect('{')
        val fields = LinkedHashMap<String, JsonValue>()
        skipSpace()
        if (!atEnd() && text[at] == '}') {
            at++
            return JsonValue.Obj(fields)
        }
        while (true) {
            skipSpace()
            if (atEnd() || text[at] != '"') fail("expected a member name")
            val key = string()
            expect(':')
            fields[key] = value()
            skipSpace()
            if (atEnd()) fail("unclosed object")
            when (text[at++]) {
                ',' -> continue
                '}' -> return JsonValue.Obj(fields)
                else -> fail("expected ',' or '}'")
            }
        }
    }

    private fun arr(): JsonValue.Arr {
        expect('[')
        val items = ArrayList<JsonValue>()
        skipSpace()
        if (!atEnd() && text[at] == ']') {
            at++
            return JsonValue.Arr(items)
        }
        while (true) {
            items += value()
            skipSpace()
            if (atEnd()) fail("unclosed array")
            when (text[at++]) {
                ',' -> continue
                ']' -> return JsonValue.Arr(items)
                else -> fail("expected ',' or ']'")
            }
        }
    }

    private fun string(): String {
        at++ // the opening quote
        val out = StringBuilder()
        while (true) {
            if (atEnd()) fail("unclosed string")
            val c = text[at++]
            when {
                c == '"' -> return out.toString()
                c == '\\' -> {
                    if (atEnd()) fail("unclosed string")
                    when (val e = text[at++]) {
                        '"', '\\', '/' -> out.append(e)
                        'b' -> out.append('\b')
                        'f' -> out.append('\u000C')
                        'n' -> out.append('\n')
                        'r' -> out.append('\r')
                        't' -> out.append('\t')
                        // Surrogate pairs come as two escapes, each appended as its UTF-16 unit.
                        'u' -> {
                            if (at + 4 > text.length) fail("short \\u escape")
                            out.append(text.substring(at, at + 4).toIntOrNull(16)?.toChar() ?: fail("bad \\u escape"))
                            at += 4
                        }
                        else -> fail("bad escape '\\$e'")
                    }
                }
                c < ' ' -> fail("control character in a string")
                else -> out.append(c)
            }
        }
    }

    private fun number(): JsonValue.Num {
        val start = at
        if (text[at] == '-') at++
        while (!atEnd() && (text[at] in '0'..'9' || text[at] in ".eE+-")) at++
        return JsonValue.Num(text.substring(start, at).toDoubleOrNull() ?: fail("bad number"))
    }
}

private fun writeJson(value: JsonValue, out: StringBuilder) {
    when (value) {
        JsonValue.Null -> out.append("null")
        is JsonValue.Bool -> out.append(value.value)
        // Whole numbers as integers (47, not 47.0), as JavaScript writes them.
        is JsonValue.Num -> {
            val v = value.value
            if (!v.isFinite()) throw IllegalArgumentException("JSON has no $v")
            if (v == Math.rint(v) && Math.abs(v) < 1e15) out.append(v.toLong()) else out.append(v)
        }
        is JsonValue.Str -> writeString(value.value, out)
        is JsonValue.Arr -> {
            out.append('[')
            value.items.forEachIndexed { i, item ->
                if (i > 0) out.append(',')
                writeJson(item, out)
            }
            out.append(']')
        }
        is JsonValue.Obj -> {
            out.append('{')
            value.fields.entries.forEachIndexed { i, (k, v) ->
                if (i > 0) out.append(',')
                writeString(k, out)
                out.append(':')
                writeJson(v, out)
            }
            out.append('}')
        }
    }
}

// Also escapes U+2028 and U+2029: the answer is run as JavaScript, where older engines end a line there.
private fun writeString(s: String, out: StringBuilder) {
    out.append('"')
    for (c in s) {
        when {
            c == '"' -> out.append("\\\"")
            c == '\\' -> out.append("\\\\")
            c == '\n' -> out.append("\\n")
            c == '\r' -> out.append("\\r")
            c == '\t' -> out.append("\\t")
            c < ' ' || c == '\u2028' || c == '\u2029' -> out.append("\\u").append(c.code.toString(16).padStart(4, '0'))
            else -> out.append(c)
        }
    }
    out.append('"')
}

// The readers of a message's members used by the generated decoder: a required member that is absent or of
// another type is a broken contract; an optional one reads as null when absent or null.

private fun JsonValue.Obj.member(key: String): JsonValue? = fields[key]?.takeUnless { it == JsonValue.Null }

private fun JsonValue.Obj.broken(key: String, what: String): Nothing = throw BridgeDecodingException("\"$key\" is not $what")

fun JsonValue.Obj.optionalString(key: String): String? = member(key)?.let { (it as? JsonValue.Str)?.value ?: broken(key, "a string") }

fun JsonValue.Obj.requireString(key: String): String = optionalString(key) ?: broken(key, "a string")

fun JsonValue.Obj.optionalNumber(key: String): Double? = member(key)?.let { (it as? JsonValue.Num)?.value ?: broken(key, "a number") }

fun JsonValue.Obj.requireNumber(key: String): Double = optionalNumber(key) ?: broken(key, "a number")

fun JsonValue.Obj.optionalBoolean(key: String): Boolean? = member(key)?.let { (it as? JsonValue.Bool)?.value ?: broken(key, "a boolean") }

fun JsonValue.Obj.requireBoolean(key: String): Boolean = optionalBoolean(key) ?: broken(key, "a boolean")

fun JsonValue.Obj.optionalObject(key: String): JsonValue.Obj? = member(key)?.let { it as? JsonValue.Obj ?: broken(key, "an object") }

fun JsonValue.Obj.requireObject(key: String): JsonValue.Obj = optionalObject(key) ?: broken(key, "an object")
