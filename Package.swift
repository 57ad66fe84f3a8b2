// swift-tools-version:6.0
import PackageDescription

/// Currency Camera: C stays in the system-library and shim targets, `CurrencyPlatform` is the one
/// Swift module that imports them, `CurrencyCore` is pure Swift, and the executable only binds
/// widgets to view-models.
let package = Package(
    name: "CurrencyCamera",
    products: [
        .executable(name: "currency-camera", targets: ["CurrencyCamera"]),
    ],
    targets: [
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4",
                       providers: [.apt(["libgtk-4-dev"])]),
        .systemLibrary(name: "CGStreamer", pkgConfig: "gstreamer-1.0",
                       providers: [.apt(["libgstreamer1.0-dev", "libgstreamer-plugins-base1.0-dev"])]),
        .systemLibrary(name: "CTesseract", pkgConfig: "tesseract",
                       providers: [.apt(["libtesseract-dev"])]),
        .target(name: "CShims", dependencies: ["CGtk", "CGStreamer"]),
        .target(name: "CurrencyCore"),
        .target(name: "CurrencyPlatform",
                dependencies: ["CurrencyCore", "CGtk", "CGStreamer", "CTesseract", "CShims"]),
        .executableTarget(name: "CurrencyCamera",
                          dependencies: ["CurrencyCore", "CurrencyPlatform"]),
        .target(name: "TestSupport", dependencies: ["CurrencyCore"], path: "Tests/TestSupport"),
        .testTarget(name: "CurrencyCoreTests", dependencies: ["CurrencyCore", "TestSupport"]),
        .testTarget(name: "CurrencyPlatformTests",
                    dependencies: ["CurrencyPlatform", "CurrencyCore", "TestSupport"]),
        .testTarget(name: "AppTests", dependencies: ["CurrencyCore", "TestSupport"]),
        // A test helper in C: drops files on a window by the XDND protocol, which xdotool cannot.
        .executableTarget(name: "XdndDrop", path: "Tests/XdndDrop", linkerSettings: [.linkedLibrary("X11")]),
    ],
    swiftLanguageModes: [.v6]
)
