#include "prelude.cuh"
template <class... Ts> constexpr int count() { return sizeof...(Ts); }
template <class... Ts> constexpr auto sum(Ts... ts) { return (ts + ... + 0); }
template <class T, class = void> struct has_x { static constexpr bool value = false; };
struct WithOps {
    int v;
    WithOps &operator+=(const WithOps &o) { v += o.v; return *this; }
    friend WithOps operator+(WithOps a, const WithOps &b) { a += b; return a; }
    explicit operator bool() const { return v != 0; }
    int operator[](int i) const { return v + i; }
    int operator()(int a, int b) const { return a * b + v; }
};
struct Agg { int a; double b; int c[2]; };
template <typename T> T maxv(T a, T b) { return a > b ? a : b; }
template <> int maxv<int>(int a, int b) { return a >= b ? a : b; }
template float maxv<float>(float, float);
namespace { int hidden = 4; }
using IntAlias = int;
typedef void (*Fn)(int);
void cb(int) {}
int run() {
    WithOps w{1}, z{2};
    w = w + z;
    Agg ag{1, 2.0, {3, 4}};
    Agg ag2 = {.a = 1, .b = 2};
    Fn f = cb; f(3);
    IntAlias ia = count<int, char>() + sum(1, 2, 3);
    if (auto q = w[1]; q > 2) ia += q;
    auto lam = [&ia, w](int k) mutable { w.v += k; return ia + w(2, 3); };
    int r = lam(1) + maxv(1, 2) + (int)maxv(1.0f, 2.0f) + hidden + ag.c[1] + ag2.a;
    return w ? r : -r;
}
__global__ void kern(int *out, Agg a) { out[threadIdx.x] = a.a + a.c[0]; }
void launch(int *d) { Agg a{}; kern<<<dim3(1, 2), 32, 0, 0>>>(d, a); }
