// `[[gnu::__const__]]` prints `const`, EDG's own name of the attribute.
#include "prelude.cuh"
template <class T, unsigned long N> struct arr { T e[N]; [[__gnu__::__const__, __nodiscard__]] constexpr unsigned long size() const noexcept { return N; } };
[[gnu::const]] int pc(int);
[[__gnu__::__pure__]] int pp(int);
[[gnu::__const__]] int pq(int);
