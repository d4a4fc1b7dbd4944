// cudagen 0.2 seed 950 valid headers
// features: kernel,restrict_params,launch,launch_stream,builtin_vars,main,constexpr_var,struct,operator_overload,comparison,member_access,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_static,sizeof,macro_object,macro_statement,bit_field,conversion_operator,explicit_specialization,if_constexpr,type_traits,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cstdio>
#include <utility>

#define BLOCK_SIZE_1 16
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Ratio6 {
    float v;
    __device__ operator float() const { return v; }
    __device__ explicit operator bool() const { return v > 0; }
};
__device__ float convert7(float x) {
    Ratio6 m{x};
    float plain = m;
    return plain + (m ? 1 : 0);
}
__global__ void apply8(const float* __restrict__ in9, int n10) {
    int idx11 = threadIdx.x;
    (void)idx11;
    bool q12 = expf(6.125F) < 26UL;
    (void)q12;
    constexpr int res13 = 033;
    (void)res13;
    constexpr int y14 = 58;
    (void)y14;
}
struct Particle15 {
    bool x16, x17;
    char flag18;
    float z19;
};
__host__ __device__ Particle15 operator+(Particle15 a, Particle15 b) {
    Particle15 r = a;
    r.flag18 += b.flag18;
    r.z19 += b.z19;
    return r;
}
struct Flags20 {
    int f0 : 4;
    unsigned : 0;
    int f1 : 12;
    unsigned f2 : 4;
};
__device__ int pack21(int x) {
    Flags20 b{};
    b.f0 = 7;
    b.f1 = 77;
    b.f2 = static_cast<unsigned>(x) & 15u;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2);
}
template <typename T> struct IsReal23 { static constexpr bool value = false; };
template <> struct IsReal23<float> { static constexpr bool value = true; };
template <> struct IsReal23<double> { static constexpr bool value = true; };
template <typename T>
int classify22(T v) {
    if constexpr (IsReal23<T>::value) {
        return static_cast<int>(v * 6);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
int main(void) {
    int len24 = 2639;
    Particle15 lo25 = Particle15{true, false, -24, static_cast<float>(24.875f)};
    (void)lo25;
    len24 = 0x3bl;
    apply8<<<(len24 + 127) / 128, sizeof(int) * 16>>>(nullptr, ceilf(len24));
    cudaStream_t r26 = 0;
    (void)r26;
    return 0;
}
