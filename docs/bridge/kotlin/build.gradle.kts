// The Kotlin module of the Cashier bridge: the generated types and decoder (src/main, package
// com.cashier.bridge), the standard library as its only dependency (docs/decisions.md "The bridge as
// packages"). Its version is the contract's (gradle.properties, generated).
// This project compiles and tests it without Gradle (scripts/bridge-kotlin.sh, in `npm test`): its machines
// reach no Maven repository.
plugins {
    kotlin("jvm") version "2.4.20"
    `java-library`
}

group = "com.cashier"

repositories {
    mavenCentral()
}

dependencies {
    testImplementation(kotlin("test"))
}

kotlin {
    jvmToolchain(17)
}

// The conformance checks are a plain main on kotlin-test's assertions: `gradle conformance` (also in `check`).
val conformance by tasks.registering(JavaExec::class) {
    classpath = sourceSets["test"].runtimeClasspath
    mainClass.set("com.cashier.bridge.ConformanceTestKt")
    args(layout.projectDirectory.dir("../conformance").asFile.path)
}

tasks.named("check") {
    dependsOn(conformance)
}
