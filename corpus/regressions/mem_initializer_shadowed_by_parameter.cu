// A mem-initializer-id names the member even when a parameter has its name (libcu++ semaphore: `: __available(__available)`).
template<class T, int N> struct impl { T v; constexpr impl(T x) : v(x) {} void store(T x) { v = x; } };
template<int S, int K> class sem { impl<long, S> count; public: sem(long count) : count(count) {} };
template<int S> class sem<S, 1> { impl<int, S> available; public: constexpr sem(long available) : available(available) {} };
struct P { int count; P(int count) : count(count) {} };
sem<1, 1> s1(3);
// A constructor template (cub's CacheModifiedInputIterator): its parent is its template.
template<class V> struct iter { V* ptr; template<class Q> iter(Q* ptr) : ptr(const_cast<V*>(ptr)) {} };
iter<const int> it1((int*)0);
