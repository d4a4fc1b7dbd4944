// Members named through a typedef of a class template-id, scoped enumerators used by later
// enumerators, decltype base classes, and a template name hidden by a member typedef.
#include "prelude.cuh"

template<class R> struct duration { typedef R rep; };
typedef duration<long>::rep r0;
typedef duration<long> D;
typedef D::rep r1;
r1 v = 0;
D::rep w = 1;
struct S { typedef duration<int> dd; dd::rep x; };
struct sys2 { typedef duration<long> duration; typedef duration::rep rep; rep count; };

struct tt { static constexpr bool value = true; };
template<class T> tt test();
template<class T> struct helper : decltype(test<T>()) {};
struct h2 : decltype(tt()) { int k; };

enum class endian { little = 1234, big = 4321, native = little };
template<class T> struct underlying_type { using type = __underlying_type(T); };
enum class mo : int { a, b };
using ut = underlying_type<mo>::type;

__global__ void k(int *out) { out[0] = (int)endian::native + sizeof(ut) + sizeof(D::rep); }
