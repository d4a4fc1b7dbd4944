// cudagen 0.1 seed 2092 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,host_function,static_host_function,main,device_array,constant_array,shared_var,static_shared,constexpr_var,local_array,const_local,if,for,while,switch,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define SQR_2(x) ((x) * (x))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 5
#else
#define TUNE_7 60
#endif
__constant__ int c_gather8[4] = {'0', -0x7ea, 681l, 13u};
__device__ long long d_drift9[64];

int host_bias10(int stride11)
{
    short s12 = TWICE_PLUS_3(stride11 + 1, stride11);
    const int f13 = -24;
    return TWICE_PLUS_3((s12 += stride11, f13), s12);
}

__host__ __device__ int kick14(int lane15, int* acc16, unsigned int p17)
{
    if ((lane15 >= (*acc16)) && ((*acc16) < lane15) && (((*acc16) << 4) == 19u)) {
        for (int j18 = 0; j18 < 8; ++j18) {
            unsigned int h19 = (lane15 - (2856 + lane15)) >> j18;
            if (lane15 >= ((j18 % j18) / NUM_ITERS_1)) {
                if ((h19 - 0x11) == j18) {
                    continue;
                }
                acc16[4]++;
            }
        }
    }
    return 2471;
}

__global__ void weigh20_kernel(const float* __restrict__ in21)
{
    const unsigned long* x22 = nullptr;
    d_drift9[51] = (d_drift9[38] += 'A', static_cast<int>(*x22)) * ((d_drift9[62] * 58) % static_cast<short>(61));
}

__global__ void clamp23(float* __restrict__ acc24)
{
    if (int(d_drift9[34]) != (d_drift9[31] - d_drift9[2])) {
        if (063L <= TWICE_PLUS_3(d_drift9[17], 61)) {
            return;
        }
        int iter25 = 0;
        while (iter25 < iter25) {
            acc24[4] /= (iter25 % TUNE_7) + 31;
            static_assert(0xC > 11, "tile must fit");
            acc24[iter25] -= TUNE_7;
            ++iter25;
        }
    }
}
// Returns the accumulated value.

template <typename T, int N>
__global__ void decay26_kernel(T a27)
{
    static __shared__ unsigned int sh_28[256];
    __shared__ long long sh_29[(8)];
    const float f30 = c_gather8[0] + (c_gather8[3] | 30);
}

static int run_stencil31(int len32)
{
    len32++;
    for (int it33 = 0; it33 < len32; it33++) {
        for (int j34 = 0; j34 < it33; j34 += 0x2) {
            clamp23<<<(j34 + 0x3F) / 64, 0x20>>>(nullptr);
            switch (j34) {
            case (6): {
                int f35 = (((54 >= j34) ? len32 : len32) * static_cast<int>(j34)) + (0x10 << it33);
                break;
            }
            case 0x1:
                len32 += (j34);
                break;
            }
        }
    }
    return len32 % ((32 - len32) - 45);
}

int main()
{
    int len36 = 1540;
    for (int n37 = 0, j38 = len36; n37 < j38; (++n37, (--j38))) {
        switch (n37) {
        case 2:
            len36 >>= 1;
            break;
        default:
            len36 = 60;
            break;
        }
    }
    (len36--, (len36 ^= (len36 - (len36 + 3406)) + ((len36 += len36, len36) & 11UL)));
    int sum39[5] = {};
    weigh20_kernel<<<(len36 + 63) / 0100, NUM_ITERS_1 + 480>>>((const float*)nullptr);
    decay26_kernel<float, 5><<<(len36 + 127) / 0200, 64, sizeof(double) * 32, (cudaStream_t)0>>>(len36);
    return 0;
}
