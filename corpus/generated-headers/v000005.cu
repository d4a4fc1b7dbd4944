// cudagen 0.2 seed 5 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,main,constexpr_var,for,compound_assign,bitwise,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,pp_ifdef,multiple_inheritance,virtual_inheritance,virtual_function,variadic_template,pack_expansion,nttp_enum,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>

#ifndef USE_FAST_PATH_1
#define TUNE_2 6
#else
#define TUNE_2 51
#endif
__device__ inline double fold3() { return 1.0; }
template <typename T, typename... Rest>
__device__ double fold3(T first, Rest... rest) {
    return static_cast<double>(first) * fold3(rest...);
}
template <typename... Ts>
__device__ int count4(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__device__ int spread6(int x) {
    return static_cast<int>(fold3(x, 1.5f, 1u)) + count4(x, x, 1.0) + count4(static_cast<long>(x), 1);
}
enum Policy7 { Policy7Add, Policy7Mul, Policy7Sub };
template <Policy7 O = Policy7Add>
__host__ __device__ int apply8(int a, int b) {
    if constexpr (O == Policy7Add) {
        return a + b;
    } else if constexpr (O == Policy7Mul) {
        return a * b;
    } else {
        return a - b;
    }
}
__host__ __device__ int policy9(int x) {
    return apply8<Policy7Add>(x, 8) + apply8<Policy7Mul>(x, 3) + apply8<Policy7Sub>(x, 3) + apply8<>(x, x);
}
struct Root11 {
    int v = 8;
    virtual int get() const { return v; }
    virtual ~Root11() {}
};
struct Left12 : virtual Root11 {
    int get() const override { return v + 1; }
};
struct Right13 : virtual public Root11 {
    int r = 7;
};
struct Join14 : Left12, Right13 {};
int dispatch10(int x) {
    Join14 j;
    j.v = x;
    const Root11 &t = j;
    return t.get() + j.r;
}

__global__ void __maxnreg__(64) update15(unsigned int b16, const unsigned *input17, int len18) {
    int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    b16 = fminf(int(input17[2] + TUNE_2), 46);
    b16 = blockIdx.x;
    float diff20 = (b16 += threadIdx.x, ((int)idx19)) % (spread6(47u) - (len18 ^ '#'));
    (void)diff20;
    len18--;
    for (int j21 = 0, j22 = 6 * 2; j21 < j22; (++j21, (--j22))) {
        double q23 = (blockIdx.z ^ ((int)len18)) / blockIdx.x;
        q23--;
    }
}

int main() {
    int n24 = 0x1AA;
    n24 %= ((n24 + n24) - 0x34);
    n24 = fminf(fminf(9.0f, TUNE_2 + n24), 51U);
    n24 += n24;
    long sum25 = sqrtf(TUNE_2 + (~n24));
    (void)sum25;
    int cnt26 = static_cast<float>(12.25f);
    update15<<<(n24 + 31) / 0b100000, 256, sizeof(int) * 32>>>(13UL, nullptr, policy9(dispatch10(cnt26)));
    return 0x0;
}
