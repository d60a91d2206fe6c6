// sqfig_output_tool: the library's file output driven from the command line,
// for the tests that run it under the fault-injection shim or kill it.
//
//   sqfig_output_tool write [--no-sync] PATH TEXT
//       write_file_atomically(PATH, TEXT), with FileTransaction::Sync::no for --no-sync
//   sqfig_output_tool commit [--idle-thread] [--mkdir-before-commit DIR] [--wait-before-commit FILE]
//                            PATH TEXT [PATH TEXT ...]
//       one FileTransaction: add every PATH with its TEXT, then commit();
//       --mkdir-before-commit creates the folder DIR after staging (a target
//       that turns into a folder: its rename fails); --wait-before-commit
//       writes FILE after staging and waits to be killed (signal tests);
//       --idle-thread starts a thread that only waits, as a library's helper
//       thread does (Pango starts such threads to match fonts): a signal sent
//       to the process while the committing thread holds it back goes there.
//       The rollback signal handler is installed first.
//
// Exit status: 0 done, 1 sqfig::Error (its message on stderr), 2 bad usage.
#include <sqfig/output/atomic_file.hpp>
#include <sqfig/extras/file_transaction.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    try {
        if (args.size() == 3 && args[0] == "write") {
            sqfig::write_file_atomically(args[1], args[2]);
            return 0;
        }
        if (args.size() == 4 && args[0] == "write" && args[1] == "--no-sync") {
            sqfig::write_file_atomically(args[2], args[3], sqfig::FileTransaction::Sync::no);
            return 0;
        }
        if (!args.empty() && args[0] == "commit") {
            sqfig::roll_back_files_on_signals();
            std::size_t i = 1;
            std::string mkdir_before, wait_before;
            bool idle_thread = false;
            for (; i < args.size() && args[i].rfind("--", 0) == 0; ++i) {
                if (args[i] == "--idle-thread") idle_thread = true;
                else if (i + 1 == args.size()) return 2;
                else if (args[i] == "--mkdir-before-commit") mkdir_before = args[++i];
                else if (args[i] == "--wait-before-commit") wait_before = args[++i];
                else return 2;
            }
            if (idle_thread) std::thread([] { for (;;) ::pause(); }).detach();
            if ((args.size() - i) % 2 != 0) return 2;
            sqfig::FileTransaction files;
            for (; i < args.size(); i += 2) files.add(args[i], args[i + 1]);
            if (!mkdir_before.empty() && ::mkdir(mkdir_before.c_str(), 0755) != 0) return 2;
            if (!wait_before.empty()) {
                if (std::FILE* f = std::fopen(wait_before.c_str(), "w")) std::fclose(f);
                for (;;) ::pause();
            }
            files.commit();
            return 0;
        }
    } catch (const sqfig::Error& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 1;
    }
    std::fprintf(stderr, "usage: sqfig_output_tool write PATH TEXT | commit [options] PATH TEXT ...\n");
    return 2;
}
