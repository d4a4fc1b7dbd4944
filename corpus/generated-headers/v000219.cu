// cudagen 0.2 seed 219 valid headers
// features: kernel,launch,device_function,device_forceinline,main,device_array,constexpr_var,auto_var,if,do_while,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,cast_c,sizeof,lambda,lambda_launch,macro_object,macro_function,pp_undef,local_class,variadic_template,pack_expansion,fold_expression,nttp_integral,nttp_reference,ctad,deduction_guide,if_constexpr
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <compare>

#define WARPS_1 5
#define RADIUS_2 ((WARPS_1 + 59) * 2)
#define WARPS_3 (WARPS_1 + (WARPS_1 + (WARPS_1 + 1)))
#define SQR_4(x) ((x) * (x))
#undef WARPS_3
#define WARPS_3 24
__device__ int d_filter5[8] = {27};
template <typename T, unsigned N>
struct Fixed6 {
    T data[N];
    __host__ __device__ T sum() const {
        T s = T();
        for (unsigned i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> __host__ __device__ T scaleBy7(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip8(int v) { return Neg ? -v : v; }
template <char C, long long L = 6LL> __host__ __device__ int charTag9() { return static_cast<int>(C) + static_cast<int>(L); }
__host__ __device__ double fixed10(int x) {
    Fixed6<double, 7u> a{};
    a.data[0] = static_cast<double>(x);
    return a.sum() + scaleBy7<5>(static_cast<double>(x)) + static_cast<double>(flip8<true>(x) + charTag9<'a'>());
}
template <typename... Ts>
double fold11(Ts... xs) {
    return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
int count12(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread14(int x) {
    return static_cast<int>(fold11(x, 2.5f, 2u)) + count12(x, x, 1.0) + count12(static_cast<long>(x), 2);
}

__global__ void mix15(char b16) {
    d_filter5[b16 & 7] ^= d_filter5[1] - WARPS_1;
    ++d_filter5[b16 & 7];
    if ((b16 + 027U) != 64LL) {
        return;
    }
    unsigned int base17 = (((float)d_filter5[0]) + (b16 % 17)) * (SQR_4(d_filter5[b16]) * 0x34);
    (void)base17;
    if constexpr (sizeof(int) == 4) {
        float hi18{14.5f};
        (void)hi18;
        d_filter5[2] = d_filter5[b16];
    } else {
    }
}

__device__ __forceinline__ int reduce19(long *data20, double beta21, int lane22) {
    char m23{127};
    beta21++;
    if ((d_filter5[lane22] + sizeof(unsigned int)) != m23) {
        return sizeof(long);
    }
    short stride24 = ((float)beta21) + m23;
    (void)stride24;
    if constexpr (sizeof(int) == 4) {
        if constexpr (sizeof(long) == 4) {
        }
    }
    return 60;
}
__device__ int counter25;
template <int &R> __device__ int bump26(int x) {
    R += x;
    return R;
}
__device__ int tally27(int x) { return bump26<counter25>(x); }
template <typename T> struct Keep28 {
    T v;
    __host__ __device__ Keep28(T x) : v(x) {}
    __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin29 { A a; B b; };
template <typename A, typename B> Twin29(A, B) -> Twin29<A, B>;
template <typename T> struct View30 {
    const T *p;
    int n;
    __host__ __device__ View30(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View30(T *, int) -> View30<T>;
__host__ __device__ int deduce31(int x) {
    Keep28 h(x);
    Keep28 g{2.5};
    Twin29 d{x, 2.5f};
    View30 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

int main() {
    int n32 = 1'970;
    auto fn37 = []() -> long {
        long long lim33 = 485;
        mix15<<<1 << (WARPS_1 + 3), 128 * 4>>>(lim33);
        struct Local34 {
            int s;
            int add(int v) { s += v; return s; }
        };
        Local34 cnt35{6};
        int e36 = cnt35.add(05016ul);
        return e36;
    };
    (void)fn37;
    int pass38 = 0;
    do {
        if ((n32 >> 7) <= pass38) {
            break;
        }
        n32 %= pass38 - (n32 - (35L % n32));
        ++pass38;
    } while (pass38 < 5);
    auto h39 = (pass38 * 1) ^ ((pass38 + pass38) | sizeof(double));
    (void)h39;
    return 0;
}
