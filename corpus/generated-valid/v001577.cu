// cudagen 0.1 seed 1577 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,host_function,main,shared_var,static_shared,constexpr_var,const_local,struct,struct_template,using_alias,if,for,switch,nested_block,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,sizeof,pp_ifdef,pp_undef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 14
#else
#define TUNE_2 22
#endif
#undef TUNE_2
#define TUNE_2 8

template <typename T>
struct Particle3 {
    T vel4;
    T x5;
    float sum6;
};

__host__ __device__ void scatter7(const int *input8, int n9, unsigned int *dst10)
{
    (*dst10) = (52 + (*input8)) * input8[6];
    if (!input8) {
        return;
    }
}
using idx11_t = int;

static __device__ int combine12(int stride13)
{
    stride13 = (TUNE_2 ^ stride13) >> (stride13 + threadIdx.x);
    __shared__ Particle3<long> sh_14[32];
    static __shared__ double sh_15;
    stride13--;
    float mid16 = sh_14[stride13].x5 & (blockIdx.x * 17);
    return TUNE_2;
}

__device__ int trace17(int stride18)
{
    {
        stride18++;
        Particle3<long> f19 = Particle3<long>{6L, -3516l, 5.0f};
    }
    return -0x1b;
}

__global__ void __launch_bounds__(1 << (TUNE_2 + 2)) fuse20(long *acc21, idx11_t stride22, idx11_t *buf23)
{
    idx11_t i24 = threadIdx.x;
    for (int j25 = 0x0; j25 < stride22; ++j25) {
        if ((((*acc21) * blockIdx.x) & 1)) {
            continue;
        }
    }
    (*buf23) = 0x36;
    switch (-acc21[stride22]) {
    case 3:
        break;
    case (TUNE_2 + 3):
        break;
    case 0x7:
        if (buf23[1] > acc21[stride22]) {
            return;
        }
        if (i24 <= stride22) {
            break;
        }
        break;
    }
    double y26 = 25U * (*acc21);
}

unsigned int check_probe27(float *dst28)
{
    int flag29(3'722);
    flag29 = ((17 * flag29) | flag29) + flag29;
    return dst28[flag29];
}

int main()
{
    int count30 = 3094;
    fuse20<<<(count30 + 255) / 256, sizeof(float) * (TUNE_2 + (TUNE_2 + 48)), 0x1000, (cudaStream_t)0>>>(nullptr, count30, (idx11_t*)nullptr);
    const double z31 = (count30 * (count30)) + 12.25f;
    return 0;
}
