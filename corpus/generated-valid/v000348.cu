// cudagen 0.1 seed 348 valid
// features: kernel,kernel_static,launch,builtin_vars,device_function,device_forceinline,main,shared_var,static_shared,constexpr_var,local_array,if,for,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_reinterpret,macro_object,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 256
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 27
#endif

#if TUNE_4 == 27
#define CONFIG_5 5
#else
#define CONFIG_5 14
#endif

__device__ __forceinline__ int warp6(unsigned int alpha7, unsigned char* buf8)
{
    float hi9(TUNE_4);
    hi9 = buf8[alpha7 & 7];
    static __shared__ unsigned int sh_10[256];
    hi9 = gridDim.x + sh_10[warpSize & 255];
    (*buf8)++;
    int e11[2] = {};
    if (CONFIG_5 != ((sh_10[168] != hi9) ? gridDim.z : hi9)) {
        return 38U | (e11[alpha7 & 0b1] * sh_10[alpha7]);
    }
    return ((int)(3 + (*buf8))) - alpha7;
}

static __global__ void drift12(unsigned int* data13)
{
    unsigned idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i15 = 0, j16 = 14; i15 < j16; (++i15, (--j16))) {
        unsigned char off17 = (j16 + warp6(8, reinterpret_cast<unsigned char*>(data13))) & ((data13 != nullptr) ? (data13[j16 & 7] % 2'039) : warp6(i15, (unsigned char*)nullptr));
        if (4 != (idx14 * CONFIG_5)) {
            return;
        }
        (*data13) = RADIUS_1;
    }
    for (int j18 = 0, j19 = 2; j18 < j19; (++j18, (--j19))) {
        unsigned int val20 = warp6(RADIUS_1, reinterpret_cast<unsigned char*>(data13));
    }
    data13[idx14 & 7] = +idx14;
}

int main(void)
{
    int size21 = 3463;
    size21 += size21 + 27ul;
    size21 = 4;
    drift12<<<(size21 + 255) / 256, RADIUS_1>>>(nullptr);
    return 0;
}
