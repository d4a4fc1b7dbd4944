// cudagen 0.1 seed 2158 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,default_args,main,device_var,constant_var,constexpr_var,if,for,goto,ternary,compound_assign,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define CHUNK_1 32
#define TILE_DIM_2 4
#define CHUNK_3 (128)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_7(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 48

static __global__ void kick8_kernel(int lane9, long* data10, const int* __restrict__ coef11, long long* __restrict__ out12)
{
    int idx13 = threadIdx.x;
    ++(*out12);
    int lo14 = sizeof(signed char);
}
__constant__ int c_fold15 = 239ULL;
inline constexpr int STEPS16 = 2;
static __device__ float d_update17;
__device__ int d_blend18 = 0b1U;

__host__ __device__ long mix19(int lane20 = 10)
{
    if ((lane20 - lane20) < static_cast<unsigned>(26)) {
        --lane20;
        lane20 += (4l / (lane20 + lane20)) - lane20;
        for (int j21 = 0, j22 = 10; j21 < j22; (++j21, (--j22))) {
            ++lane20;
            int e23 = j22;
        }
    }
    lane20 /= 15 + lane20;
    return lane20;
}

__global__ void gather24(const float* coef25, int stride26, int* __restrict__ out27, int len28)
{
    if ((len28 > '0') && (c_fold15 <= STEPS16)) {
        goto skip29;
    }
    if ((gridDim.x + threadIdx.x) == out27[1]) {
        return;
    }
    if (c_fold15 % threadIdx.z) {
        return;
    }
skip29:;
}

int main()
{
    int n30 = 944;
    double s31 = CAT_7(n, 30);
    dim3 idx32((32), (TILE_DIM_2 + (TILE_DIM_2 + 8)) * (TILE_DIM_2 + 12), sizeof(int));
    s31 -= s31 - (((s31 > 32) && (CAT_7(s, 31) != s31)) ? 6 : STEPS16);
    gather24<<<256, STEPS16 + 510>>>((const float*)nullptr, mix19(mix19(s31)), nullptr, s31);
    n30 /= mix19();
    kick8_kernel<<<idx32, idx32>>>((n30 ? n30 : n30), static_cast<long*>(nullptr), &n30, nullptr);
    return 0;
}
