// `__extension__ using X = T;` keeps its marker, at namespace and class scope, in class
// templates and partial specializations alike (a typedef already did).
#include "prelude.cuh"
template <int s, int b> struct Sel;
template <int s> struct Sel<s, 1> { __extension__ using type = unsigned __int128; };
template <class T> struct Q { __extension__ using type = unsigned __int128; __extension__ typedef unsigned __int128 t2; };
struct R { __extension__ using type = unsigned __int128; };
__extension__ using G = unsigned __int128;
namespace n { __extension__ using G2 = int; }
