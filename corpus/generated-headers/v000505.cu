// cudagen 0.2 seed 505 valid headers
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,main,constant_array,shared_var,if,ternary,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_statement,pp_ifdef,union,multiple_inheritance,explicit_specialization,if_constexpr,type_traits
#include <cuda_runtime.h>
#include <cstdio>

#define CHUNK_1 8
#define BLOCK_SIZE_2 4
#define WARPS_3 32
#define HALF_4(x) ((x) / 2)
#define SQR_5(x) ((x) * (x))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_7
#ifndef USE_FAST_PATH_7
#define TUNE_8 13
#else
#define TUNE_8 58
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__constant__ int c_mix10[4] = {64, 063, 0xc21, 60};
static __global__ void tile11_kernel(int *dst12, int n13, int *data14, const int *src15) {
    float v16 = (59lu >= HALF_4(data14[3])) ? 01700lu : ((unsigned int)static_cast<float>(c_mix10[n13]));
    (void)v16;
    float r17 = -23.875f;
    (void)r17;
    __shared__ int sh_18[TUNE_8 + (TUNE_8 + 0b10001100)];
    (void)sh_18;
}
template <typename T> struct IsReal20 { static constexpr bool value = false; };
template <> struct IsReal20<float> { static constexpr bool value = true; };
template <> struct IsReal20<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify19(T v) {
    if constexpr (IsReal20<T>::value) {
        return static_cast<int>(v * 5);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
union Word21 {
    unsigned u;
    float f;
    double d;
    unsigned char bytes[8];
};
__host__ __device__ int use22(int x) {
    Word21 v{};
    v.u = static_cast<unsigned>(x);
    return static_cast<int>(v.bytes[3]) + static_cast<int>(v.u);
}
struct Base24 {
    int m0;
    int get0() const { return m0 * 3; }
};
struct Trait25 {
    int m1;
    int get1() const { return m1 * 2; }
};
struct Combo23 : Base24, Trait25 {
    int own;
    int sum() const { return get0() + get1() + own; }
};
int mix26(int x) {
    Combo23 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.own = x;
    return d.sum();
}
int main() {
    int count27 = 565;
    if (count27 >= count27) {
        return (count27 - count27) << count27;
    }
    tile11_kernel<<<1 << 2, 256, 0b0, nullptr>>>(&count27, SQR_5(SQR_5(count27)), &count27, nullptr);
    count27 = count27;
    count27 = count27;
    tile11_kernel<<<dim3(2), CHUNK_1 + (BLOCK_SIZE_2 + 0xf4)>>>(&count27, count27, &count27, &count27);
    unsigned long long m28 = 33;
    (void)m28;
    return 0x0;
}
