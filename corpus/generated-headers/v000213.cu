// cudagen 0.2 seed 213 valid headers
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,host_function,main,shared_var,constexpr_var,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,bit_field,virtual_function,explicit_specialization,if_constexpr,type_traits,rtti,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <utility>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T> struct IsReal5 { static constexpr bool value = false; };
template <> struct IsReal5<float> { static constexpr bool value = true; };
template <> struct IsReal5<double> { static constexpr bool value = true; };
template <typename T>
int classify4(T v) {
    if constexpr (IsReal5<T>::value) {
        return static_cast<int>(v * 5);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
__host__ __device__ float norm6(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
struct Poly7 {
    virtual ~Poly7() {}
    virtual int id() const { return 1; }
};
struct Impl8 : Poly7 {
    int id() const override { return 4; }
};
struct Other9 : Poly7 {};
int identify10(int x) {
    Impl8 d;
    Poly7 *b = &d;
    if (Impl8 *p = dynamic_cast<Impl8 *>(b)) {
        return p->id() + x;
    }
    return dynamic_cast<Other9 *>(b) != nullptr ? 1 : x;
}
struct Header11 {
    unsigned short f0 : 6;
    unsigned : 0;
    int f1 : 6;
    signed int f2 : 8;
};
__host__ __device__ int pack12(int x) {
    Header11 b{};
    b.f0 = static_cast<unsigned>(x) & 63u;
    b.f1 = 18;
    b.f2 = 26;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2);
}

__global__ void __launch_bounds__(sizeof(unsigned int) * 0x40, 2) bump13_kernel(int len14, double cfg15, const unsigned int* __restrict__ coef16) {
    int tmp17 = sinf((coef16 == nullptr) ? len14 : (-cfg15));
    (void)tmp17;
    len14 -= (float)pack12(-0x785);
    int z18 = blockDim.y;
    (void)z18;
    __shared__ float sh_19[8];
    (void)sh_19;
}

void run_decay20(int count21, int n22) {
    constexpr short acc23 = 1130u;
    (void)acc23;
    bump13_kernel<<<(n22 + 255) / 256, sizeof(unsigned int) * 020>>>(1, sizeof(int), static_cast<const unsigned int*>(nullptr));
}

int main(void) {
    int n24 = 2577;
    n24--;
    constexpr long long acc25 = 30;
    n24 |= ((n24 == n24) && (n24 >= acc25)) ? 26 : unsigned(U'0' - n24);
    return 0;
}
