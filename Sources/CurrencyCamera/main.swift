import CurrencyCore
import CurrencyPlatform
import Foundation

// libgomp reads OMP_THREAD_LIMIT when it loads: set it and re-exec before anything else runs.
ProcessEnvironment.ensureSingleThreadedOpenMP()
ProcessEnvironment.returnFreedFrameBuffers()
ProcessSignals.install()

let dataDirectory = DataDirectory.locate()
Gettext.setUp(localeDirectory: dataDirectory?.locale)

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch arguments.first {
case "convert":
    status = CommandLineFace.convert(Array(arguments.dropFirst()), data: dataDirectory)
case "recognize":
    status = CommandLineFace.recognize(Array(arguments.dropFirst()), data: dataDirectory)
case "bench":
    status = MainActor.assumeIsolated { BenchCommand.run(Array(arguments.dropFirst()), data: dataDirectory) }
case "currency":
    status = CommandLineFace.currency(Array(arguments.dropFirst()), data: dataDirectory)
case "history":
    status = CommandLineFace.history(Array(arguments.dropFirst()), data: dataDirectory)
default:
    status = MainActor.assumeIsolated { CurrencyCameraApp.run(arguments: arguments, data: dataDirectory) }
}
exit(status)
