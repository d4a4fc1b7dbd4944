// cudagen 0.1 seed 1461 valid
// features: kernel,restrict_params,launch,device_function,host_device_function,default_args,main,shared_var,extern_shared,constexpr_var,auto_var,namespace,if,for,while,static_assert,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define TILE_DIM_2 128
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 17
#endif

namespace math7 {
__device__ float kick8(int n9, int lane10, int stride11)
{
    stride11 = MIN2_3(lane10, stride11 - ((int)stride11));
    lane10 = double(n9 | 1) - 025;
    lane10 = lane10;
    bool e12 = -((54 | n9) + ((n9 > n9) ? 1 : 1));
    long *r13 = (long*)nullptr;
    return TILE_DIM_2;
}
} // namespace math7

__global__ void warp14(const unsigned *input15, double *dst16)
{
    extern __shared__ long dyn_17[];
    dyn_17[7]--;
    for (int n18 = (TUNE_6 + (TUNE_6 + 1)); n18 > 0; --n18) {
        for (int it19 = 0; it19 < n18; ++it19) {
            double lo20 = math7::kick8(it19 * (*dst16) * 2800, TUNE_6, it19);
            if (((input15[0] + n18) & 1)) {
                break;
            }
        }
    }
}

__device__ int norm21(char *__restrict__ acc22, const long *coef23, int count24 = 62)
{
    __shared__ float sh_25;
    count24 = (sizeof(double) + count24 + ((long)(*coef23))) | 8;
    sh_25 = MIN2_3((int)math7::kick8(count24, 33u, coef23[4]), math7::kick8(math7::kick8(sh_25, TUNE_6, -29), count24 - acc22[count24], (54)));
    acc22[count24] = math7::kick8(math7::kick8(MIN2_3(count24, acc22[4]), sizeof(int), 36), MIN2_3(coef23[2] + count24, 15U), acc22[count24 & 7] | (-count24));
    static_assert((5 * (3 * 3)) == 45);
    return acc22[count24 & 7] + math7::kick8(-sh_25, 18 << (*acc22), *coef23);
}

namespace kern26 {
__host__ __device__ float step27(const long *__restrict__ coef28, int len29)
{
    int pass30 = 0;
    while ((pass30 < pass30) && (((float)(*coef28)) <= sizeof(long))) {
        long sum31 = BLOCK_SIZE_1;
        static_assert(sizeof(int) == 4);
        ++pass30;
    }
    return MIN2_3(pass30, BLOCK_SIZE_1 % pass30) + len29;
}

__global__ void combine32_kernel(const long *coef33, int len34)
{
    for (int j35 = 0; j35 < len34; ++j35) {
        len34 = *coef33;
    }
    static_assert(58 > 57, "expected value");
    if (MIN2_3(*coef33, TUNE_6) < 50) {
        return;
    }
    float idx36 = norm21(nullptr, coef33);
    len34 = 13u;
    ++len34;
}
} // namespace kern26

int main()
{
    int len37 = 3759;
    auto q38 = ((~len37) < (1 + len37)) ? kern26::step27((const long*)nullptr, 26ull) : (len37 | len37);
    q38 = (MIN2_3(len37, sizeof(float)) / (21.75f - q38)) * 34;
    warp14<<<020, (TUNE_6 + (TUNE_6 + (TUNE_6 + 4))) * 2>>>(nullptr, (double*)nullptr);
    kern26::combine32_kernel<<<(64), 1 << (TUNE_6 + 5)>>>((const long*)nullptr, kern26::step27(nullptr, kern26::step27((const long*)nullptr, len37)));
    return 0;
}
