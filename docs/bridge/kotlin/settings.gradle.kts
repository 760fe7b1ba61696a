// The Kotlin module of the Cashier bridge (docs/bridge-integration.md): include it in an app's build
// (`includeBuild("path/to/docs/bridge/kotlin")`) or publish it from here.
rootProject.name = "cashier-bridge"
