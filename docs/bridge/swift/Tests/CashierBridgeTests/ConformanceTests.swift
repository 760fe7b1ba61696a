// The package against the conformance pack (docs/bridge/conformance) and the changelog's compatibility
// promise (docs/bridge/CHANGELOG.md: a minor version adds a message or an optional field, and must still
// decode). The same checks as the Kotlin module's (docs/bridge/kotlin/src/test), which run in `npm test`;
// these run with `swift test` where there is a Swift compiler (a Mac, an iOS CI).

import CashierBridge
import Foundation
import XCTest

private struct NoAnswerType: Error {
    let question: String
}

final class ConformanceTests: XCTestCase {
    /// docs/bridge/conformance, from this file: Tests/CashierBridgeTests/ConformanceTests.swift.
    private let conformance = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("conformance")

    /// Each conformance file's name and its steps ({ message, answer? }).
    private func scenarios() throws -> [(name: String, steps: [[String: Any]])] {
        let files = try FileManager.default.contentsOfDirectory(at: conformance, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        XCTAssertFalse(files.isEmpty, "no conformance file in \(conformance.path)")
        return try files.map { file -> (name: String, steps: [[String: Any]]) in
            let scenario = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            return (name: file.lastPathComponent, steps: try XCTUnwrap(scenario["messages"] as? [[String: Any]]))
        }
    }

    func testDecodesEveryConformanceMessageAsTheMessageItNames() throws {
        for (file, steps) in try scenarios() {
            XCTAssertFalse(steps.isEmpty)
            for step in steps {
                // iOS receives the message object (WKScriptMessage.body).
                let sent = try XCTUnwrap(step["message"] as? [String: Any])
                let message = try BridgeMessage.decode(body: sent)
                if case .unknown = message { XCTFail("\(file): \(message.name) decoded as unknown") }
                XCTAssertEqual(message.name, sent["name"] as? String)
            }
        }
    }

    /// The app's answer to a question, built from a recorded answer's payload as an app builds it from its own values.
    private func answer(to question: String, payload: [String: Any]) throws -> BridgeAnswer {
        switch question {
        case "statusBarHeight": return StatusBarHeightAnswer(height: try XCTUnwrap(payload["height"] as? Double))
        case "applePayEligibility": return ApplePayEligibilityAnswer(eligible: try XCTUnwrap(payload["eligible"] as? Bool))
        case "googlePayEligibility":
            return GooglePayEligibilityAnswer(ready: try XCTUnwrap(payload["ready"] as? Bool), hasCard: try XCTUnwrap(payload["hasCard"] as? Bool))
        case "googlePayPaymentData":
            if let token = payload["token"] as? String { return GooglePayPaymentDataAnswer.token(token) }
            return GooglePayPaymentDataAnswer.error(try XCTUnwrap(payload["error"] as? String))
        default: throw NoAnswerType(question: question)
        }
    }

    func testPostsTheRecordedAnswersAsCashierReceivedThem() throws {
        for (file, steps) in try scenarios() {
            for step in steps {
                guard let recorded = step["answer"] as? [String: Any] else { continue }
                let question = try XCTUnwrap(recorded["name"] as? String)
                let script = try answer(to: question, payload: try XCTUnwrap(recorded["payload"] as? [String: Any])).javaScript()
                let posted = script.dropFirst("window.postMessage(".count).dropLast(", '*')".count)
                let ours = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(posted.utf8)) as? NSDictionary)
                XCTAssertEqual(ours, recorded as NSDictionary, file)
            }
        }
    }

    func testReadsTheFieldsAsSent() throws {
        let message = try BridgeMessage.decode(json: Data("""
            {"name":"paymentRedirectInApp","contractVersion":"1.0.0","payload":{"url":"https://issuer.example/3ds","reason":"CARD_3DS1","navigationStrategy":"MANY"}}
            """.utf8))
        XCTAssertEqual(message, .paymentRedirectInApp(PaymentRedirectInApp(url: "https://issuer.example/3ds", reason: "CARD_3DS1", navigationStrategy: .many)))
        let withdrawal = try BridgeMessage.decode(json: Data("""
            {"name":"paymentWithdrawalSuccess","contractVersion":"1.0.0","payload":{"amount":100}}
            """.utf8))
        XCTAssertEqual(withdrawal, .paymentWithdrawalSuccess(PaymentWithdrawalSuccess(amount: 100, currency: nil)))
    }

    func testNextMinorMessageWithAnUnknownFieldDecodesAsTheKnownMessage() throws {
        let body = """
            {"name":"paymentDepositSuccess","contractVersion":"1.1.0","sentAt":1767225600,"payload":{"status":"success","method":"CARD","amount":25,"transactionId":"tx-1","bonus":{"code":"WELCOME","amount":10}}}
            """
        XCTAssertEqual(try BridgeMessage.decode(body: body), .paymentDepositSuccess(PaymentDepositSuccess(status: .success, method: "CARD", amount: 25, transactionId: "tx-1")))
    }

    func testNextMinorMessageOfAnUnknownNameDecodesAsUnknown() throws {
        let body: [String: Any] = ["name": "paymentSomethingNew", "contractVersion": "1.1.0", "payload": ["x": 1]]
        XCTAssertEqual(try BridgeMessage.decode(body: body), .unknown(name: "paymentSomethingNew", contractVersion: ContractVersion(rawValue: "1.1.0")))
    }

    func testKeepsAMarketALanguageAndACurrencyOfANewerContract() throws {
        let message = try BridgeMessage.decode(body: """
            {"name":"appInitialized","contractVersion":"1.2.0","payload":{"legislation":"DE","language":"de"}}
            """)
        guard case .appInitialized(let initialized) = message else { return XCTFail("\(message)") }
        XCTAssertEqual(initialized.legislation, Legislation(rawValue: "DE"))
        XCTAssertFalse(initialized.language.isKnown)
        XCTAssertTrue(Language.fr.isKnown)
        let withdrawal = try BridgeMessage.decode(body: """
            {"name":"paymentWithdrawalSuccess","contractVersion":"1.0.0","payload":{"amount":5,"currency":"GBP"}}
            """)
        XCTAssertEqual(withdrawal, .paymentWithdrawalSuccess(PaymentWithdrawalSuccess(amount: 5, currency: Currency(rawValue: "GBP"))))
    }

    func testAnotherMajorVersionIsNotReadAsThisOne() throws {
        let message = try BridgeMessage.decode(body: """
            {"name":"paymentDepositSuccess","contractVersion":"2.0.0","payload":{}}
            """)
        XCTAssertEqual(message, .unknown(name: "paymentDepositSuccess", contractVersion: ContractVersion(rawValue: "2.0.0")))
    }

    func testABodyThatBreaksThisContractThrows() {
        XCTAssertThrowsError(try BridgeMessage.decode(body: """
            {"name":"paymentRedirectInApp","contractVersion":"1.0.0","payload":{"reason":"CARD_3DS1","navigationStrategy":"ONE"}}
            """))
        XCTAssertThrowsError(try BridgeMessage.decode(body: """
            {"name":"isDarkStatusBar","contractVersion":"1.0.0","payload":{"isDark":"yes"}}
            """))
        XCTAssertThrowsError(try BridgeMessage.decode(body: """
            {"name":"isDarkStatusBar","payload":{"isDark":true}}
            """))
        XCTAssertThrowsError(try BridgeMessage.decode(body: 42))
    }

    func testAnswersArePostedAsCashierReadsThem() throws {
        XCTAssertEqual(
            try StatusBarHeightAnswer(height: 47).javaScript(),
            """
                window.postMessage({"channel":"cashier.bridge.answer","name":"statusBarHeight","payload":{"height":47}}, '*')
                """
        )
        let payload = try JSONEncoder().encode(GooglePayPaymentDataAnswer.error("CANCELED"))
        XCTAssertEqual(String(decoding: payload, as: UTF8.self), """
            {"error":"CANCELED"}
            """)
    }
}
