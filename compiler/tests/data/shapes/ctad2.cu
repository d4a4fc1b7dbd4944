#include "prelude.cuh"
template <typename A, typename B>
struct Pair {
    A first;
    B second;
    __host__ __device__ Pair(A a, B b) : first(a), second(b) { }
};
template <typename T> struct Box { T v; Box(T x) : v(x) { } };
Pair gp(1, 2);
int main()
{
    Pair p(3, 4.5);
    Pair q{1, 2};
    auto r = Pair(1, 2.0);
    const Pair t(1, 'c');
    Pair<int, int> u(1, 2);
    Box b(2.5f);
    Pair c = p;
    return p.first + q.second + r.first + t.first + u.first + gp.first + (int)b.v + c.first;
}
