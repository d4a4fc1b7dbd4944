// cudagen 0.1 seed 1725 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,device_template_function,host_function,static_host_function,default_args,main,shared_var,extern_shared,constexpr_var,const_local,enum_class,if,for,pragma_unroll,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,sizeof,macro_object,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 64
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 49
#endif

__global__ void accum6(int *dst7, int *buf8)
{
    extern __shared__ char dyn_9[];
    unsigned gid10 = threadIdx.x;
    for (int j11 = 8; j11 > 0; --j11) {
        int w12 = (buf8[2] * dyn_9[gid10 & 7] * (CAT_3(j, 11))) - (dyn_9[3] + gid10 + MIN2_2(*dst7, dst7[gid10]));
    }
    buf8[blockIdx.y & 7] = MIN2_2(dyn_9[gid10], MIN2_2(dst7[2], dst7[gridDim.x] - 3366U));
    double hi13 = (gid10 * dst7[warpSize]) + 27L;
    const float stride14 = ((gid10 * sizeof(int)) ^ dst7[7]) / TILE_DIM_1;
}

static void host_gather15(int *dst16, const long *coef17)
{
    accum6<<<dim3(sizeof(float) * 128, 040, sizeof(unsigned int)), (TUNE_5 + 15) * 4, TUNE_5 + (TILE_DIM_1 + (TILE_DIM_1 + 79))>>>(dst16, dst16);
    for (int n18 = 0; n18 < 11; n18 += 2) {
        accum6<<<dim3(8 * 8, (2), (n18 + 63) / 64), 1 << 6>>>(nullptr, dst16);
    }
    double u19 = dst16[1];
}
enum class Phase20 : int { High21, Red22 = 3, Off23 = 8 };

__device__ int step24(int n25, double *out26, int count27 = -63)
{
    count27 = (threadIdx.z >> 0) / float(CAT_3(n, 25) * 16.75F);
    __shared__ unsigned char sh_28;
    __shared__ float sh_29;
    return CAT_3(count, 27);
}

__host__ __device__ float spread30(unsigned long long p31, unsigned int p32, int count33)
{
    int e34{'A'};
    unsigned mid35 = e34;
    if (p32 != e34) {
        return mid35 - e34;
    }
    return MIN2_2(CAT_3(count, 33), float(TILE_DIM_1)) / mid35;
}

template <class T>
static __device__ __forceinline__ T bump36(T b37, const unsigned int *coef38)
{
    for (int it39 = 0; it39 < 14; it39 += 1) {
        b37 = MIN2_2(it39, MIN2_2(coef38[6], b37)) * gridDim.z;
    }
    for (int j40 = 0; j40 < 13; ++j40) {
        #pragma unroll 8
        for (int j41 = 0; j41 < 14; j41++) {
            __shared__ int sh_42[1 << 7];
            b37 -= ((j40 - coef38[0]) * (coef38[2] + TILE_DIM_1)) ^ ((sh_42[j41] - 9) + j40);
        }
    }
    return b37 * MIN2_2(b37, CAT_3(b, 37));
}

int main()
{
    int count43 = 3127;
    const int m44 = 61;
    count43 = 39;
    return 0;
}
