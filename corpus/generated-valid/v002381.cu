// cudagen 0.1 seed 2381 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,constexpr_var,if,for,do_while,switch,switch_fallthrough,goto,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 12
#else
#define TUNE_2 52
#endif
#undef TUNE_2
#define TUNE_2 48
// Computes one element per thread.

__global__ void score3(const float* coef4)
{
    int tid5 = (blockIdx.x * blockDim.x) + threadIdx.x;
    long h6 = gridDim.x;
    constexpr int prod7 = 10U;
    float r8{3151u};
    h6 = TUNE_2;
}

template <typename T>
__global__ void pack9_kernel(const T* input10, T p11, T* data12, int* acc13)
{
    int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float base15 = 58u;
    ++acc13[i14];
    int iter16 = 0;
    if ((blockDim.x * p11) > TUNE_2) {
        goto skip17;
    }
    do {
        --base15;
        data12[3] = (012 - p11) * (((i14 != gridDim.y) ? i14 : warpSize) + 9.125f);
        acc13[0] = acc13[iter16];
        ++iter16;
    } while (iter16 < i14);
skip17:;
}

template <class T, int N>
__global__ void mix18_kernel(T* data19)
{
    unsigned idx20 = threadIdx.x;
    if ((idx20 * threadIdx.z) <= 25)
        return;
    switch (idx20) {
    case 6:
        break;
    case 10:
    case 013:
        for (int i21 = 0b101; i21 > 0; --i21) {
            T hi22 = (blockDim.y >> 5) + 0.25f;
            __shared__ long sh_23[32];
        }
        break;
    case 12:
        (*data19)--;
        break;
    }
}

int main()
{
    int len24 = 2442;
    len24++;
    len24 = 4;
    unsigned int tmp25 = len24;
    for (int it26 = 0; it26 < len24; ++it26) {
        if (it26 >= len24)
            continue;
        constexpr unsigned int v27 = 27;
    }
    score3<<<(tmp25 + 31) / 040, 0b100000 * 4, sizeof(int) * 0b10000000, nullptr>>>(nullptr);
    pack9_kernel<float><<<(len24 + 0b11111111) / 0400, 2 * 16, 256, 0>>>((const float*)nullptr, tmp25, nullptr, &len24);
    mix18_kernel<double, 8><<<dim3(1 << 4, 8 * 4, 1 << 0b1), 1 << 8, sizeof(int) * 256, nullptr>>>(nullptr);
    return 0;
}
