// cudagen 0.2 seed 974 valid headers
// features: kernel,restrict_params,launch,device_function,host_device_function,main,shared_var,constexpr_var,enum,if,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,comments,call_operator,enum_underlying,ctad,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <type_traits>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define TILE_DIM_1 16
#define WARPS_2 (2 * 2)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Clamp5 {
    int k;
    __host__ __device__ int operator()(int v) const { return v * k; }
    template <typename T>
    __host__ __device__ T operator()(T a, T b) const { return a + b; }
};
__host__ __device__ int call6(int x) {
    Clamp5 fn{9};
    return fn(x) + fn(x, 1);
}
template <typename T> struct Keep7 {
    T v;
    __host__ __device__ Keep7(T x) : v(x) {}
    __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin8 { A a; B b; };
__host__ __device__ int deduce10(int x) {
    Keep7 h(x);
    Keep7 g{2.5};
    return h.get() + static_cast<int>(g.get());
}
// Returns the accumulated value.

__device__ int trace11(int lane12, signed char *__restrict__ buf13, const double *__restrict__ src14) {
    buf13[lane12] = *src14;
    float tmp15 = 1656;
    if (tmp15 == static_cast<short int>(src14[lane12])) {
        constexpr float m16 = 0x1c;
        (void)m16;
        tmp15 = buf13[lane12];
    }
    ++tmp15;
    sqrtf('\0');
    return tmp15;
}

__global__ void kick17(const size_t *__restrict__ input18) {
    if (((input18[0x1] + input18[0x4]) * input18[7]) != static_cast<int>(0x13u)) {
        __shared__ long sh_19[010];
        (void)sh_19;
    }
    if (input18[1] > input18[0])
        return;
    int s20 = (*input18) * sizeof(float) * (*input18);
    float mid21 = floorf(0x2ULL % s20) * (*input18);
    (void)mid21;
}
enum Phase22 : long { SLOW23, OFF24 };

__host__ __device__ int weigh25(int count26) {
    constexpr float val27 = 24.375F;
    count26 = CAT_3(count, 26);
    --count26;
    sqrtf(val27);
    return TILE_DIM_1;
}

int main() {
    int count28 = 0x8a4;
    count28--;
    count28 = OFF24;
    kick17<<<1 << 3, WARPS_2 + 124>>>((const size_t*)nullptr);
    return 0;
}
