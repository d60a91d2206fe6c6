// All-or-nothing output: files are written under temporary names in the
// output folder and renamed into place together, or not at all.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace paper {

/// An output folder or file could not be created, written or renamed.
class IoError : public std::runtime_error {
public:
    explicit IoError(const std::string& what) : std::runtime_error(what) {}
};

/// Creates `dir` and its missing parents. Throws IoError naming the folder.
void make_directories(const std::string& dir);

/// Installs handlers for SIGINT, SIGTERM, SIGHUP and SIGQUIT that remove the
/// temporary files of every live StagedFiles and then let the signal end the
/// process as it would have. For programs (the driver's main), not libraries.
void remove_staged_files_on_signals();

class StagedFiles {
public:
    /// Files go into `dir`, which must exist.
    explicit StagedFiles(std::string dir);
    ~StagedFiles();  // removes every temporary file not committed
    StagedFiles(const StagedFiles&) = delete;
    StagedFiles& operator=(const StagedFiles&) = delete;

    /// Creates an empty temporary file ".NAME.tmp-XXXXXX" (mkstemp, mode
    /// 0666 less the umask) in the folder for the final file NAME and returns
    /// its path. Throws IoError.
    std::string stage(const std::string& name);

    /// Renames every staged file to its final name. If one rename fails, the
    /// files already renamed are put back as they were (the previous file is
    /// restored from a hard link taken beforehand, or the new file removed),
    /// the remaining temporary files are removed, and IoError is thrown.
    void commit();

    /// Removes all temporary files (also done by the destructor).
    void discard() noexcept;

    /// Final paths, in staging order.
    std::vector<std::string> final_paths() const;

private:
    struct Entry {
        std::string temp, final_path, backup;
        int slot = -1;  // in the signal handler's list of files to remove
    };
    std::string dir_;
    std::vector<Entry> entries_;
};

}  // namespace paper
