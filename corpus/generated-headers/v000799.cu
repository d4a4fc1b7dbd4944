// cudagen 0.2 seed 799 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,host_function,static_host_function,main,managed_var,constexpr_var,const_local,if,for,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,comments,union,nttp_auto,constexpr_loop,exceptions,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>

#define LOW_BITS_1(x) ((x) & 0xF)
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__managed__ double m_bias4 = 26;
template <auto V>
__host__ __device__ int addConst5(int x) {
    using value_type = decltype(V);
    return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__host__ __device__ int consts6(int x) { return addConst5<3>(x) + addConst5<'a'>(x) + addConst5<true>(x) + addConst5<2L>(x); }
__host__ __device__ constexpr int tri7(int n) {
    int s = 0;
    for (int i = 1; i <= n; ++i) {
        s += i * 4;
    }
    return s;
}
constexpr int kSteps8 = tri7(9);
static_assert(tri7(9) == 180, "a constexpr loop");

inline static __device__ int march9(int n10, int len11) {
    float val12 = (n10 += sizeof(double), (m_bias4 += -15.625, floorf(34l)));
    (void)val12;
    m_bias4--;
    unsigned tmp13 = kSteps8;
    (void)tmp13;
    constexpr float u14 = -24.375F;
    (void)u14;
    unsigned int acc15 = 47ULL;
    (void)acc15;
    return n10;
}
union Word16 {
    int i;
    float f;
    unsigned char bytes[4];
};
int use17(int x) {
    Word16 v{};
    v.i = static_cast<int>(x);
    return static_cast<int>(v.bytes[3]) + static_cast<int>(v.i);
}

template <typename T, typename U>
__global__ void count18_kernel(const T* in19, double* __restrict__ buf20, float b21) {
    m_bias4 = kSteps8;
    U t22 = m_bias4;
    for (int it23 = 0; it23 < 3; ++it23) {
        U stride24 = kSteps8 << it23;
        (void)stride24;
        constexpr float off25 = 12.5F;
        (void)off25;
        t22 = expf(CAT_2(stride, 24) * 0.875f);
    }
    m_bias4 = ceilf(14.125f);
}
/* Layout: row-major, no padding. */

static double host_norm26(float alpha27, int len28, float* acc29) {
    m_bias4 = 41 & use17(kSteps8);
    const char* v30 = "\x41\102" "_tail";
    return (consts6(24UL) - (19UL | len28)) * LOW_BITS_1(v30[0] >> 0);
}

static int host_bias31(int count32) {
    int off33 = (static_cast<int>((unsigned)count32) == (count32 - m_bias4)) ? 13 : tri7((count32 += 22, 57));
    const float k34 = off33 & (use17(kSteps8) % kSteps8);
    (void)k34;
    try {
        if (CAT_2(off, 33) > 50) {
            throw 50;
        }
    } catch (...) {
    }
    return fabsf(off33);
}

int main() {
    int len35 = 3945;
    int device36 = 0;
    cudaGetDevice(&device36);
    cudaDeviceProp prop37;
    cudaGetDeviceProperties(&prop37, device36);
    int sms38 = prop37.multiProcessorCount + prop37.warpSize;
    dim3 m39 = dim3(1 << 4, (sms38 + 255) / 256);
    (void)m39;
    if (len35 == 64)
        return 4830 | len35;
    count18_kernel<long, double><<<dim3((sms38 + 127) / 128, (len35 + 31) / 32, 1 << 4), kSteps8 + (kSteps8 + 152), 0, 0>>>(nullptr, &m_bias4, ((sms38 - CAT_2(len, 35)) != sizeof(double)) ? (sizeof(int) ^ len35) : (len35 % 49));
    return 0;
}
