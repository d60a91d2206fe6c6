#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>
int main() { std::vector<std::string> v{"a"}; return static_cast<int>(v.size()); }
