// cudagen 0.1 seed 1960 valid
// features: kernel,kernel_static,kernel_from_macro,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,default_args,main,constexpr_var,local_array,enum,if,if_else,for,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 46
#endif
// NOTE: keep in sync with the host reference.

__global__ void tile5_kernel(const float *__restrict__ src6, int len7, int count8, const float *input9)
{
    --len7;
    if ((len7 ^ (len7)) <= 0b1010) {
        static_assert(0x1E == 036, "expected value");
        int lim10{0xC};
        float r11 = ~unsigned(threadIdx.y * input9[5]);
    }
}
#define DEFINE_MAP_KERNEL_12(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_12(map_spread13, int)
DEFINE_MAP_KERNEL_12(map_decay14, double)
constexpr long RADIUS15 = 8;
enum Mode16 { ADD17 = 1, BUSY18, OFF19 };

static __global__ void norm20(const float *__restrict__ src21)
{
    unsigned int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (((tid22 & 23) & 1))
        return;
    static_assert(sizeof(int) == 4, "expected value");
}

__global__ void __maxnreg__(32) rank23(float q24, int stride25)
{
    unsigned idx26 = threadIdx.x;
    if (idx26 >= stride25)
        return;
    float flag27{47ul};
    if (stride25 && (gridDim.x > q24))
        return;
    stride25 = (flag27 += blockIdx.x, stride25) + ((!idx26) ? gridDim.x : threadIdx.y);
}

__global__ void scatter28(const float *__restrict__ coef29, int len30)
{
    unsigned int gid31 = threadIdx.x;
    if (len30 <= 63) {
        len30 = (1 + (gid31 + L'z')) & (len30 += 3, (gid31 << RADIUS15));
        len30--;
        ++len30;
    } else {
        len30--;
    }
    if ((39L != coef29[0x4]) && ((*coef29) > gid31))
        return;
    float m32 = RADIUS15;
}
enum Mode33 { BUSY34, ADD35, IDLE36 };
// NOTE: keep in sync with the host reference.

__global__ void blend37(int lane38, int *__restrict__ data39)
{
    int gid40 = threadIdx.x;
    lane38++;
    for (int j41 = (blockIdx.x * blockDim.x) + threadIdx.x; j41 < (OFF19 + (BUSY18 + (IDLE36 + (OFF19 + (ADD17 + 1))))); j41 += blockDim.x * gridDim.x) {
        long q42[2] = {};
        ++data39[5];
        (++q42[lane38], (q42[gid40] = 7 + data39[7]));
    }
    float prod43[2] = {static_cast<float>(lane38 * 9), 21.125f};
    data39[lane38]--;
}

__global__ void weigh44_kernel(int *__restrict__ out45, int len46, int count47)
{
    int idx48 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx48 >= count47)
        return;
    if (((idx48 >= sizeof(unsigned int)) || (out45 == nullptr)) && (out45 != nullptr)) {
        len46++;
        len46++;
    } else if ((len46 & 1) || (3u < idx48)) {}
}

void sift49(double q50, unsigned short alpha51, int n52 = 7UL)
{
    blend37<<<4, 128, sizeof(int) * 256, nullptr>>>(n52, nullptr);
    unsigned char t53[6]{0x16, static_cast<unsigned char>(alpha51), 0xd, 255, 28, 045U};
    ++alpha51;
    if ((alpha51 * q50) == 40l)
        return;
}

int main(void)
{
    int count54 = 3354;
    for (int n55 = 0, j56 = count54; n55 < j56; (++n55, (--j56))) {
        if ((count54 <= 39u) && (count54 >= count54))
            return +((j56 > n55) ? 58 : j56);
        count54 = float(RADIUS15);
    }
    tile5_kernel<<<dim3((TUNE_4 + 501), 4 * 8), 1 << 8, 0, nullptr>>>((const float*)nullptr, RADIUS15, (unsigned)((count54 > 9) ? count54 : 0xDu), (const float*)nullptr);
    map_spread13<<<dim3((count54 + 255) / 256, (count54 + 127) / 128), 1 << 0x6>>>(&count54, 'a' << count54);
    map_decay14<<<dim3(1 << (ADD35 + 6)), 64, 0x1000, (cudaStream_t)0>>>(nullptr, -066);
    return 0;
}
