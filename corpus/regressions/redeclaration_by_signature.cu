// [over.dcl]: a function redeclares the one with the same parameter-type-list, not the last of the name; the redeclaration prints the entity's final inline/constexpr state (CUDA's `extern float abs(float);` after libstdc++'s `constexpr float abs(float)`).
namespace std {
inline long abs(long i) { return i < 0 ? -i : i; }
inline long long abs(long long i) { return i < 0 ? -i : i; }
inline constexpr float abs(float x) { return x < 0 ? -x : x; }
}
namespace std {
extern __attribute__((host)) __attribute__((device)) __attribute__((cudart_builtin)) long long abs(long long);
extern __attribute__((host)) __attribute__((device)) __attribute__((cudart_builtin)) long abs(long a);
extern __attribute__((host)) __attribute__((device)) __attribute__((cudart_builtin)) float abs(float);
}
int main() { return (int)std::abs(-1L); }
