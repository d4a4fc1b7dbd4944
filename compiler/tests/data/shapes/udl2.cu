#include "prelude.cuh"
typedef unsigned long size_t;
constexpr unsigned long long operator""_k(unsigned long long v) { return v * 1024ull; }
unsigned long long operator""_n(unsigned long long v) { return v * 1024ull; }
double operator""_nd(long double v) { return v; }
int operator""_r(const char *s) { return s[0]; }
constexpr int operator""_cr(const char *s) { return s[0]; }
template <char... C> int operator""_t() { return sizeof...(C); }
struct W { int v; };
W operator""_w(unsigned long long v) { return W{(int)v}; }
int h(int);
unsigned long long g1() { return 4_k; }
unsigned long long g2() { return 4_n; }
int main()
{
    unsigned long long a = 4_n;
    unsigned long long a2 = 0x1F_n;
    double b = 0.1_nd;
    double b2 = 1e10_nd;
    int r = 0x12_r;
    int r2 = 1.5e3_cr;
    int t = 0x12_t;
    W w = 5_w;
    int k = 7_k;
    4_n;
    h(5_r);
    h(5_cr);
    static unsigned long long s = 4_k;
    static unsigned long long s2 = 4_n;
    return 0;
}
