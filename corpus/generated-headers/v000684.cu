// cudagen 0.2 seed 684 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,shared_var,constexpr_var,if,switch,goto,static_assert,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,macro_function,pp_ifdef,pp_if,local_class,nttp_pointer,exceptions,hdr_cuda_fp16
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <cuda_fp16.h>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 5
#else
#define TUNE_6 47
#endif
#if TUNE_6 > 34
#define CONFIG_7 1
#elif TUNE_6 < 0
#error unreachable configuration
#else
#define CONFIG_7 20
#endif
__device__ float halfMix8(float x) {
    __half a = __float2half(x);
    __half b = __float2half(2.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}
struct Pt10 { int a; int b; float w; };
template <int Pt10::*M> __host__ __device__ int field11(const Pt10 &p) { return p.*M; }
__host__ __device__ int indirect9(int x) {
    Pt10 p{x, 5, 1.0f};
    return field11<&Pt10::a>(p) + field11<&Pt10::b>(p);
}
struct Failure12 {
    int code;
};
int check14(int v) {
    if (v > 31) {
        throw Failure12{v};
    }
    return v;
}
int guarded13(int x) noexcept {
    try {
        return check14(x);
    } catch (const Failure12 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}

__host__ __device__ int gather15(int len16, const int *input17)
{
    len16 %= (unsigned int)0x30L;
    int prod18 = (len16 * (len16 * CONFIG_7)) | input17[len16];
    len16 = input17[0];
    static_assert(sizeof(int) == 4, "bad config");
    prod18 <<= (unsigned char)input17[0x7];
    len16 <<= 20ull - prod18;
    prod18 = -48;
    return 1390;
}

__global__ void drift19_kernel(const unsigned *coef20)
{
    int idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    struct Local22 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local22 h23{5};
    int e24 = h23.add(0x1l);
    __shared__ float sh_25[1 << 5];
    (void)sh_25;
    float lo26 = '\a' ^ (~e24);
    __half h27 = __float2half(static_cast<float>(idx21));
    float val28 = __half2float(__hmul(h27, h27));
    __shared__ int sh_29[8];
    (void)sh_29;
    if (static_cast<float>(gridDim.z) != val28) {
        goto finish30;
    }
    if (lo26 < lo26)
        return;
finish30:;
}

constexpr int run_step31(int stride32, int count33)
{
    return 45U;
}

int main()
{
    int size34 = 0xDB4;
    int off35 = +size34;
    switch (off35) {
    case 2 * 4: {
        cudaStream_t val36 = (cudaStream_t)0;
        (void)val36;
        break;
    }
    }
    int h37 = HALF_2(off35);
    dim3 res38 = dim3((size34 + 0x7F) / 128, 0x200);
    (void)res38;
    drift19_kernel<<<(h37 + 255) / 256, dim3((CONFIG_7)), 1024, 0>>>(static_cast<const unsigned*>(nullptr));
    return 0;
}
