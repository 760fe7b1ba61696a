// The module against the conformance pack (docs/bridge/conformance) and the changelog's compatibility promise
// (docs/bridge/CHANGELOG.md: a minor version adds a message or an optional field, and must still decode).
// A plain main on kotlin-test's assertions, without JUnit, so that it runs with the compiler alone:
// `npm run bridge:kotlin` (scripts/bridge-kotlin.sh, in `npm test`); Gradle: `gradle conformance`.
// Argument: the conformance directory.

package com.cashier.bridge

import java.io.File
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertTrue

private val checks = linkedMapOf<String, () -> Unit>()

private fun check(name: String, body: () -> Unit) {
    checks[name] = body
}

/** The message of a newer minor version: decoded as the contract's own, its new field ignored. */
private const val NEXT_MINOR_DEPOSIT = """
{ "name": "paymentDepositSuccess", "contractVersion": "1.1.0", "sentAt": 1767225600,
  "payload": { "status": "success", "method": "CARD", "amount": 25, "transactionId": "tx-1",
               "bonus": { "code": "WELCOME", "amount": 10 } } }
"""

/** The app's answer to a question, built from a recorded answer's payload as an app builds it from its own values. */
private fun answerFor(question: String, payload: JsonValue.Obj): BridgeAnswer = when (question) {
    "statusBarHeight" -> StatusBarHeightAnswer(payload.requireNumber("height"))
    "applePayEligibility" -> ApplePayEligibilityAnswer(payload.requireBoolean("eligible"))
    "googlePayEligibility" -> GooglePayEligibilityAnswer(ready = payload.requireBoolean("ready"), hasCard = payload.requireBoolean("hasCard"))
    "googlePayPaymentData" -> payload.optionalString("token")?.let { GooglePayPaymentDataAnswer.WithToken(it) }
        ?: GooglePayPaymentDataAnswer.WithError(payload.requireString("error"))
    else -> throw AssertionError("no answer type for $question")
}

fun main(args: Array<String>) {
    val dir = File(args.firstOrNull() ?: "../conformance")
    val files = dir.listFiles { f -> f.name.endsWith(".json") }?.sortedBy { it.name }.orEmpty()

    check("the conformance pack is there") { assertTrue(files.isNotEmpty(), "no conformance file in $dir") }
    for (file in files) {
        check("decodes every message of ${file.name} as the message it names") {
            val scenario = parseJson(file.readText()) as JsonValue.Obj
            val steps = (scenario.fields["messages"] as JsonValue.Arr).items
            assertTrue(steps.isNotEmpty())
            for (step in steps) {
                val sent = (step as JsonValue.Obj).requireObject("message")
                // Android receives the message as JSON text.
                val message = decodeBridgeMessage(sent.toJson())
                assertFalse(message is BridgeMessage.Unknown, "${file.name}: ${sent.requireString("name")} decoded as unknown")
                assertEquals(sent.requireString("name"), message.name)
            }
        }
    }

    for (file in files) {
        check("posts the answers of ${file.name} as Cashier received them") {
            val steps = ((parseJson(file.readText()) as JsonValue.Obj).fields["messages"] as JsonValue.Arr).items
            for (step in steps) {
                val recorded = (step as JsonValue.Obj).optionalObject("answer") ?: continue
                val ours = parseJson(answerFor(recorded.requireString("name"), recorded.requireObject("payload")).javaScript().removePrefix("window.postMessage(").removeSuffix(", '*')"))
                assertEquals(recorded, ours)
            }
        }
    }

    check("a message's fields are read as sent") {
        val message = decodeBridgeMessage(
            """{"name":"paymentRedirectInApp","contractVersion":"1.0.0","payload":{"url":"https://issuer.example/3ds?tx=\u00e9\"","reason":"CARD_3DS1","navigationStrategy":"MANY"}}""",
        )
        assertEquals(BridgeMessage.PaymentRedirectInApp("https://issuer.example/3ds?tx=é\"", "CARD_3DS1", NavigationStrategy.MANY), message)
        val withdrawal = decodeBridgeMessage("""{"name":"paymentWithdrawalSuccess","contractVersion":"1.0.0","payload":{"amount":100}}""")
        assertEquals(BridgeMessage.PaymentWithdrawalSuccess(100.0, null), withdrawal)
    }

    check("a 1.1.0 message with an unknown field decodes as the known message") {
        assertEquals(BridgeMessage.PaymentDepositSuccess(Status.SUCCESS, "CARD", 25.0, "tx-1"), decodeBridgeMessage(NEXT_MINOR_DEPOSIT))
    }

    check("a 1.1.0 message of an unknown name decodes as an unknown message, its name and version kept") {
        val message = decodeBridgeMessage("""{"name":"paymentSomethingNew","contractVersion":"1.1.0","payload":{"x":1}}""")
        assertIs<BridgeMessage.Unknown>(message)
        assertEquals("paymentSomethingNew", message.name)
        assertEquals(ContractVersion("1.1.0"), message.contractVersion)
    }

    check("a market, a language and a currency of a newer contract are kept as values") {
        val message = decodeBridgeMessage("""{"name":"appInitialized","contractVersion":"1.2.0","payload":{"legislation":"DE","language":"de"}}""")
        assertIs<BridgeMessage.AppInitialized>(message)
        assertEquals(Legislation("DE"), message.legislation)
        assertFalse(message.language.isKnown)
        assertTrue(Language.FR.isKnown)
        val withdrawal = decodeBridgeMessage("""{"name":"paymentWithdrawalSuccess","contractVersion":"1.0.0","payload":{"amount":5,"currency":"GBP"}}""")
        assertEquals(Currency("GBP"), (withdrawal as BridgeMessage.PaymentWithdrawalSuccess).currency)
    }

    check("another major version is not read as this one") {
        val message = decodeBridgeMessage("""{"name":"paymentDepositSuccess","contractVersion":"2.0.0","payload":{}}""")
        assertEquals(BridgeMessage.Unknown("paymentDepositSuccess", ContractVersion("2.0.0"), parseJson("""{"name":"paymentDepositSuccess","contractVersion":"2.0.0","payload":{}}""")), message)
    }

    check("a body that breaks this contract throws, naming what is wrong") {
        val missing = assertFailsWith<BridgeDecodingException> {
            decodeBridgeMessage("""{"name":"paymentRedirectInApp","contractVersion":"1.0.0","payload":{"reason":"CARD_3DS1","navigationStrategy":"ONE"}}""")
        }
        assertTrue(missing.message!!.contains("\"url\""))
        assertFailsWith<BridgeDecodingException> { decodeBridgeMessage("""{"name":"isDarkStatusBar","contractVersion":"1.0.0","payload":{"isDark":"yes"}}""") }
        assertFailsWith<BridgeDecodingException> { decodeBridgeMessage("""{"name":"isDarkStatusBar","payload":{"isDark":true}}""") }
        assertFailsWith<BridgeDecodingException> { decodeBridgeMessage("""{"name":"isDarkStatusBar",""") }
        assertFailsWith<BridgeDecodingException> { decodeBridgeMessage("[]") }
        assertFailsWith<BridgeDecodingException> { decodeBridgeMessage("[".repeat(100_000)) }
    }

    check("answers are posted as Cashier reads them") {
        assertEquals(
            """window.postMessage({"channel":"cashier.bridge.answer","name":"statusBarHeight","payload":{"height":47}}, '*')""",
            StatusBarHeightAnswer(47.0).javaScript(),
        )
        assertEquals(
            """{"channel":"cashier.bridge.answer","name":"googlePayEligibility","payload":{"ready":true,"hasCard":false}}""",
            GooglePayEligibilityAnswer(ready = true, hasCard = false).javaScript().removePrefix("window.postMessage(").removeSuffix(", '*')"),
        )
        assertTrue(GooglePayPaymentDataAnswer.WithToken("{\"signedMessage\":\"\u2028\"}").javaScript().contains("""{"token":"{\"signedMessage\":\"\u2028\"}"}"""))
        assertEquals("""{"error":"CANCELED"}""", GooglePayPaymentDataAnswer.WithError("CANCELED").payload().toJson())
        assertEquals("""{"eligible":false}""", ApplePayEligibilityAnswer(false).payload().toJson())
    }

    var failed = 0
    for ((name, body) in checks) {
        try {
            body()
            println("  ok  $name")
        } catch (e: Throwable) {
            failed++
            println("  FAIL  $name: ${e.message}")
        }
    }
    // The plain closing line a CI reads as a test count.
    println("${checks.size - failed} passed, $failed failed")
    if (failed > 0) kotlin.system.exitProcess(1)
}
