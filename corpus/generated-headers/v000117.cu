// cudagen 0.2 seed 117 valid headers
// features: kernel,kernel_static,launch,main,managed_var,local_array,namespace,if,for,ternary,compound_assign,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_c,macro_function,partial_specialization,alias_template,variable_template,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>

#define LOW_BITS_1(x) ((x) & 0xF)

namespace impl2 {
__managed__ bool m_march3 = 0;
} // namespace impl2
template <typename T> using Ptr5 = T *;
template <typename A, typename B> struct Duo6 { A a; B b; };
template <typename T> using Same7 = Duo6<T, T>;
template <typename T> constexpr T kScale8 = T(9);
template <typename T> constexpr int kSize9 = static_cast<int>(sizeof(T)) * 3;
int aliased4(int x) {
    Ptr5<int> p = &x;
    Same7<int> d{x, 2};
    return x + *p + d.a + d.b + kSize9<double> + static_cast<int>(kScale8<float>);
}
template <typename T, typename U> struct Pick10 { static constexpr int value = 1; };
template <typename T> struct Pick10<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick10<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes12 {
    T d[N];
    T first() const { return d[0]; }
};
template <typename T> struct Lanes12<T, 1> {
    T d;
    T first() const { return d; }
};
int specialized13(int x) {
    Lanes12<int, 1> one{x};
    Lanes12<int, 3> three{{x, 1, 2}};
    return x + Pick10<char, long>::value + Pick10<int, int>::value + Pick10<float *, int>::value + one.first() + three.first();
}

static __global__ void gather14(double alpha15, long* dst16) {
    for (int n17 = 0; n17 < 0b110; n17++) {
        if (impl2::m_march3)
            return;
    }
    sqrtf(LOW_BITS_1(impl2::m_march3));
    alpha15 += 3.625f;
}

int main() {
    int n18 = 0x797;
    if ((-n18) <= 2)
        return fminf(11.75f, n18) + ((!impl2::m_march3) ? kSize9<char> : kSize9<int>);
    n18--;
    unsigned int res19[5] = {};
    gather14<<<kSize9<char> + 1, 1 << 5>>>((res19[n18] + impl2::m_march3) - 32, (long*)nullptr);
    --res19[n18];
    return 0;
}
