// cudagen 0.2 seed 426 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,default_args,main,shared_var,extern_shared,if,do_while,nested_block,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,macro_statement,nttp_auto,partial_specialization,explicit_specialization
#include <cuda_runtime.h>
#include <algorithm>
#include <utility>

#define LOW_BITS_1(x) ((x) & 0xF)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__global__ void reduce7(int* out8) {
    int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    {
        out8[0] = out8[i9 & 7] - i9;
        (*out8) >>= i9;
    }
}
__device__ int smooth10(long* __restrict__ data11, int n12 = '\?') {
    data11[0b1] &= 56;
    size_t t13 = *data11;
    (void)t13;
    return '\x41';
}
template <typename T, typename U>
__global__ void scatter14_kernel(const U* __restrict__ input15) {
    extern __shared__ double dyn_16[];
    unsigned tid17 = threadIdx.x;
    if (54ll < ((45ul <= (-(*input15))) ? tid17 : (input15[5] * 40ul))) {
        if ((gridDim.z - tid17) < 0b10010L) {
            return;
        }
    }
    int lo18 = static_cast<float>(*input15);
    (void)lo18;
    const float* s19 = (const float*)nullptr;
    (void)s19;
}
__device__ __noinline__ double shade20(unsigned beta21) {
    int val22 = static_cast<int>(alignof(double));
    (void)val22;
    beta21 = 55;
    return 1.875;
}
template <typename T, typename U> struct Pick23 { static constexpr int value = 1; };
template <typename T> struct Pick23<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick23<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes25 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes25<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
template <> struct Pick23<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag24(T) { return 0; }
template <> __host__ __device__ int tag24<float>(float) { return 1; }
template <> __host__ __device__ int tag24(double) { return 2; }
__host__ __device__ int specialized26(int x) {
    Lanes25<int, 1> one{x};
    Lanes25<int, 3> three{{x, 1, 2}};
    return x + Pick23<char, long>::value + Pick23<int, int>::value + Pick23<float *, int>::value + Pick23<float, double>::value + tag24(1.0f) + tag24(x) + tag24(2.0) + one.first() + three.first();
}
template <auto V>
int addConst27(int x) {
    using value_type = decltype(V);
    return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
int consts28(int x) { return addConst27<3>(x) + addConst27<'a'>(x) + addConst27<true>(x) + addConst27<2L>(x); }
unsigned host_count29(int len30, int n31) {
    int pass32 = 0;
    do {
        len30 = 36;
        n31 = (((pass32 != pass32) ? 1835u : pass32) - pass32) % ((int)(alignof(char) - len30));
        ++pass32;
    } while (pass32 < 6);
    int sum33 = pass32 << n31;
    (void)sum33;
    return (int)46;
}
int main() {
    int n34 = 3906;
    reduce7<<<(n34 + 0b11111) / 32, (512), 256, (cudaStream_t)0>>>(&n34);
    reduce7<<<(n34 + 31) / 32, 128, sizeof(float) * 32, (cudaStream_t)0>>>(&n34);
    scatter14_kernel<unsigned int, long><<<(n34 + 255) / 256, 128, 1024, (cudaStream_t)0>>>(static_cast<const long*>(nullptr));
    return 0;
}
