// A friend's parameters name a class template's injected name by its template-id.
#include "prelude.cuh"
namespace N { struct other {}; namespace cat { struct unspec {}; }
template <class T> struct tp { friend void q3(tp, other *, cat::unspec) {} friend bool operator==(const tp &, const tp &) { return true; } void m(tp); };
template <class T, int N> struct tv { friend void q4(tv) {} }; }

template <class> class alloc;
template <class T> class alloc { public: friend bool operator==(const alloc &, const alloc &) { return true; } };
alloc<int> ai;
