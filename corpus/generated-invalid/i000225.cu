// cudagen 0.1 seed 225 invalid:call_too_few_args
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,enum_class,if,for,pragma_unroll,do_while,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

extern "C" __global__ void __maxnreg__(128) pack2(unsigned int alpha3)
{
    extern __shared__ float dyn_4[];
    int lo5(dyn_4[alpha3]);
    int y6 = (alpha3 += 0b11001, dyn_4[6]);
    y6 &= alpha3;
    signed char idx7 = 0b101011;
    dyn_4[5] = 10.5F;
}

__global__ void __launch_bounds__(32, 1) shade8(int* __restrict__ data9)
{
    if ((*data9) == sizeof(int))
        return;
    const size_t sum10 = 29ull;
    auto q11 = 6 / (*data9);
    int iter12 = 0;
    do {
        if (56 < iter12) {
            --q11;
            data9[0] *= q11;
        }
        ++iter12;
    } while (iter12 < 9);
}
enum class Color13 { Red14, Add15 = 3, Fast16, Busy17 };

__global__ void __launch_bounds__(sizeof(float) * 8, 4) weigh18(int* dst19, unsigned int* acc20, const float* __restrict__ src21, int len22)
{
    if ((*dst19) <= (57 * dst19[5])) {
        #pragma unroll
        for (int n23 = 0; n23 < 12; n23++) {
            len22 *= 26L + len22;
            ++(*acc20);
        }
        (*acc20)--;
        Color13 hi24 = Color13::Fast16;
    }
}

inline __device__ unsigned int fuse25(float p26)
{
    int t27 = p26;
    p26 -= p26;
    if (((p26 - p26) * static_cast<double>(sizeof(float))) < 55) {
        #pragma unroll
        for (int j28 = 0; j28 < t27; j28++) {
            p26 -= j28 + (j28 + 22);
            Color13 base29 = Color13::Red14;
        }
    }
    return t27 - t27;
}

template <typename T, int N>
__global__ void __launch_bounds__(32, 4) fold30_kernel(T a31, const T* in32, int n33, const double* input34)
{
    n33 = *in32;
    int s35 = 42;
}

__global__ void __maxnreg__(128) filter36(float q37, int stride38, float* out39, int n40)
{
    n40 &= (61 + fuse25(-4473)) % (11 - stride38);
    fuse25((out39[n40] * out39[stride38]) + (*out39));
}
// Helper used by the kernels below.

template <typename T, int N>
__global__ void norm41_kernel(T* __restrict__ out42, int n43, const T* __restrict__ coef44)
{
    extern __shared__ unsigned int dyn_45[];
    int w46 = 0;
    do {
        out42[w46] /= ((n43) - (*out42)) + (N + (n43 * 0x1p3f));
        ++w46;
    } while (w46 < 7);
    dyn_45[n43] %= fuse25(N);
    dyn_45[n43] = (N + (*coef44)) - fuse25(63);
}

void run_smooth47(unsigned long cfg48, double alpha49)
{
    float lo50 = 4198 * (alpha49 += cfg48, static_cast<double>(9.75));
    for (int n51 = 0; n51 < 5; n51++) {
        for (int j52 = n51; j52 > 0; --j52) {
            auto prod53 = 23 - n51;
            prod53 = 3506L;
            double f54 = cfg48 << ((short)(cfg48 + prod53));
        }
    }
}
int mix59(int a, int b)
{
    return a * b;
}

int main(void)
{
    int len55 = 439;
    len55 = mix59(len55);
    if (len55 <= len55)
        return len55;
    for (int it56 = 0b0; it56 < len55; it56 += 3) {
        weigh18<<<4 * 2, sizeof(unsigned int) * 128>>>(&len55, nullptr, nullptr, (43 + len55) * (len55 / it56));
        for (int j57 = 0, j58 = len55; j57 < j58; (++j57, (--j58))) {
            len55 = 4ULL;
            if (it56 == 27l)
                break;
        }
    }
    pack2<<<(len55 + 255) / 256, 512>>>(37);
    shade8<<<(len55 + 63) / 64, 256>>>(&len55);
    fold30_kernel<float, (sizeof(float))><<<dim3((len55 + 31) / 32, 2 * 8, 1 << 0b1), 512, 0, nullptr>>>(len55, static_cast<const float*>(nullptr), (int)len55, (const double*)nullptr);
    return 0;
}
