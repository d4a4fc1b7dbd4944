// cudagen 0.1 seed 1220 valid
// features: kernel,kernel_from_macro,maxnreg,restrict_params,launch,builtin_vars,grid_stride_loop,host_function,static_host_function,constexpr_function,main,constant_var,constexpr_var,const_local,static_local,enum,enum_class,namespace,if,if_init,for,switch,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 4

#ifdef USE_FAST_PATH_2
#define TUNE_3 15
#else
#define TUNE_3 36
#endif
static_assert(11 == 11, "tile must fit");

__global__ void score4(int* __restrict__ acc5, unsigned int* buf6, const long* __restrict__ input7, int* out8)
{
    int idx9 = threadIdx.x;
    (*acc5) = acc5[0];
    (*out8) += out8[6] - (2u * (blockDim.x * acc5[blockDim.x & 7]));
    (*acc5) |= static_cast<short>((*input7) * idx9) - idx9;
}
__constant__ double c_bump10 = 12;

constexpr int march11(int lane12, int n13)
{
    lane12 = (n13 ^ (lane12 * sizeof(float))) / 26UL;
    return (((47 > n13) && (n13 != lane12)) ? (35 + lane12) : n13) * n13;
}

namespace math14 {
enum class Phase15 { Slow16 = 3, On17, Red18, High19 = 11 };

void run_apply20(int count21)
{
    if ((count21 > 23U) || (count21 < sizeof(float))) {
        goto skip23;
    }
    switch (count21 & 5) {
    case 0x0:
        break;
    default:
        count21 = count21;
        break;
    }
    if (static float mid22 = 5.875F; ((count21 | 25) + (5 * count21)) == ((float)alignof(int))) {
        score4<<<2 * 2, 64>>>(nullptr, nullptr, static_cast<const long*>(nullptr), static_cast<int*>(nullptr));
        mid22 /= 14.25f;
    }
    count21 &= ((0x3D) & count21) + (unsigned(TUNE_3));
skip23:;
}
} // namespace math14
enum Mode24 : unsigned int { ADD25, MUL26, FAST27, RED28 = 8 };

__global__ void __maxnreg__(64) tile29_kernel(size_t q30)
{
    int idx31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float acc32 = q30;
    for (int it33 = (blockIdx.x * blockDim.x) + threadIdx.x; it33 < 13; it33 += blockDim.x * gridDim.x) {
        if ((q30 & 1)) {
            break;
        }
        q30 = acc32;
        (++q30, (q30 -= ((12ll + idx31) - gridDim.y) - ((60 == (acc32 * c_bump10)) ? (58UL * threadIdx.x) : q30)));
    }
}
#define DEFINE_MAP_KERNEL_34(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_34(map_fuse35, float)
DEFINE_MAP_KERNEL_34(map_trace36, double)

static __host__ void check_count37(int count38, int lane39, const float* __restrict__ in40)
{
    if ((in40[3] * 5) <= count38) {
        return;
    }
    for (int n41 = 0; n41 < (sizeof(int) * 0x3); ++n41) {
        lane39 = static_cast<float>(5.5f + in40[count38]) + in40[lane39];
        const float stride42 = NUM_ITERS_1;
    }
}

int main(void)
{
    int n43 = 2289;
    map_trace36<<<sizeof(unsigned int) * (TUNE_3 + (TUNE_3 + (RED28 + (MUL26 + (FAST27 + (NUM_ITERS_1 + (RED28 + 33))))))), 16 * (FAST27 + (FAST27 + (MUL26 + 0x3)))>>>((double*)nullptr, n43);
    n43 ^= ((7 * n43) + 1333) * (n43 & (n43 + 0x3b));
    tile29_kernel<<<FAST27 + 30, (64)>>>(41UL);
    map_fuse35<<<(n43 + 0xff) / 256, (MUL26 + (FAST27 + 5)) * (RED28 + 0x8)>>>(static_cast<float*>(nullptr), static_cast<float>((n43 += n43, n43)));
    return 0;
}
