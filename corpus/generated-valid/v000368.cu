// cudagen 0.1 seed 368 valid
// features: kernel,restrict_params,launch,launch_shared_mem,host_device_function,main,device_array,host_global,constexpr_var,local_array,enum_class,typedef,anon_namespace,if,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 256
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b

#ifndef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 28
#endif
__device__ long long d_sift6[64] = {-28LL, 57};

namespace {
typedef float real7_t;
} // namespace
static int g_bump8;

__device__ __host__ int kick9(int lane10, int n11, short *buf12)
{
    long v13 = (*buf12) * (-n11);
    double cnt14[4] = {};
    buf12[v13] = 28;
    return (v13);
}
enum class Axis15 { Green16, High17, Low18 = 5, Slow19 };

__global__ void drift20(int stride21, const int *__restrict__ coef22, const int *input23, int stride24)
{
    stride21 &= (input23[stride21] - ((int)CAT_3(stride, 24))) + kick9(*coef22, (int)TUNE_5, static_cast<short int*>(nullptr));
    if (kick9(051, TUNE_5, nullptr) >= CAT_3(stride, 24)) {
        return;
    }
}

int main()
{
    int len25 = 951;
    if ((g_bump8 * 39) >= kick9(62U, len25, nullptr)) {
        --len25;
        drift20<<<(len25 + 31) / 040, TUNE_5 + (WARPS_1 + 245), 0>>>(kick9(sizeof(real7_t), g_bump8, nullptr), nullptr, nullptr, static_cast<unsigned int>(kick9(g_bump8, len25, nullptr)));
        if (kick9(TUNE_5, len25, nullptr) == g_bump8) {
            return g_bump8;
        }
    }
    return 0;
}
