// swift-tools-version:5.7
// The Swift package of the Cashier bridge (docs/bridge-integration.md): the generated types and decoder
// (Sources/CashierBridge/CashierBridge.swift, by `npm run bridge:docs`), on Foundation only. Its tests decode
// every file of the conformance pack beside it (../conformance): `swift test` on a Mac or an iOS CI; this
// project's machines have no Swift compiler (docs/decisions.md "The bridge as packages").
import PackageDescription

let package = Package(
    name: "CashierBridge",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    products: [
        .library(name: "CashierBridge", targets: ["CashierBridge"]),
    ],
    targets: [
        .target(name: "CashierBridge"),
        // The integration guide's snippets (docs/bridge-integration.md), built so that they stay true; not a product.
        .target(name: "CashierBridgeSnippets", dependencies: ["CashierBridge"], path: "Snippets"),
        .testTarget(name: "CashierBridgeTests", dependencies: ["CashierBridge"]),
    ]
)
