// A head unit's speech process: it connects to the navigator's feed over TCP, speaks every
// prompt the voice-guidance setting lets through with eSpeak NG, and writes each one as a WAV
// file (a real unit would hand the audio to its sound server instead).
//
// usage: HeadUnit HOST PORT DATA_DIR LOCALE AUDIO_DIR     (HOST an IPv4 address)
import Foundation
import Glibc
import Guidance
import GuidanceModel
import GuidanceSpeech
import Localization
import Speech

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("HeadUnit: \(message)\n".utf8))
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 5, let port = UInt16(arguments[1]) else {
    fail("usage: HeadUnit HOST PORT DATA_DIR LOCALE AUDIO_DIR", status: 64)
}
let (host, dataDirectory, locale, audioDirectory) = (arguments[0], arguments[2], arguments[3], arguments[4])

/// Opens a TCP connection to an IPv4 address.
func connect(to host: String, port: UInt16) -> Int32 {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
        fail("not an IPv4 address: \(host)", status: 64)
    }
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard socket >= 0, connected == 0 else { fail("cannot connect to \(host):\(port)", status: 69) }
    return socket
}

do {
    let bundle = try LocaleCatalog(directory: dataDirectory).bundle(for: locale)
    let renderer = try TemplateRenderer(bundle: bundle)
    try FileManager.default.createDirectory(atPath: audioDirectory, withIntermediateDirectories: true)

    // The voice comes from the locale's own data, so every locale is spoken by its voice.
    let speaker = SynthesizingSpeaker(
        synthesizer: EspeakSynthesizer(), voice: .init(name: bundle.facts.voice),
        directory: WAVPromptDirectory(directory: audioDirectory),
        warn: { failure in FileHandle.standardError.write(Data("HeadUnit: \(failure)\n".utf8)) })
    let navigator = Navigator()
    navigator.addListener(
        VoiceListener(renderer: renderer, speaker: speaker) { record in
            guard let path = record.audioPath else { return }
            let name = URL(fileURLWithPath: path).lastPathComponent
            // Written at once, unbuffered: a supervisor reading the pipe sees each prompt as it goes.
            let line = "spoke \(name) \(record.audioMilliseconds ?? 0) ms\t\(record.rendering.text.display)\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        })

    // Lines are handled as they arrive, so each prompt is spoken when its event comes in.
    let socket = connect(to: host, port: port)
    defer { close(socket) }
    var parser = EventFeedParser()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    func handle(_ items: [EventFeedParser.Item]) {
        for item in items {
            switch item {
            case .event(let event, let line): _ = navigator.dispatch(event, line: line)
            case .rejected(let error): FileHandle.standardError.write(Data("HeadUnit: \(error)\n".utf8))
            case .warning(let warning): FileHandle.standardError.write(Data("HeadUnit: \(warning)\n".utf8))
            }
        }
    }
    while true {
        let count = read(socket, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        handle(parser.feed(buffer[0..<count]))
    }
    handle(parser.finish())
    _ = navigator.finish()
} catch {
    fail("\(error)", status: 65)
}
