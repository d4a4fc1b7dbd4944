// cudagen 0.1 seed 1120 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,enum_class,using_alias,do_while,goto,ternary,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 21
#endif

__global__ void __launch_bounds__(TUNE_6 + 11, 2) pack7(float alpha8, unsigned long p9, int *buf10, float *buf11) {
    extern __shared__ int dyn_12[];
    int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    buf11[p9] = p9;
    p9--;
}
using real14_t = float;
enum class State15 : int { High16, On17 };

__device__ __forceinline__ double warp18(int count19) {
    count19 = count19;
    count19 = (46 + (CAT_4(count, 19))) * count19;
    count19++;
    --count19;
    real14_t h20 = LOW_BITS_2(count19);
    return count19;
}
// Layout: row-major, no padding.

static __device__ unsigned short stencil21(int lane22) {
    --lane22;
    warp18(lane22);
    lane22 = warp18(~(58 + lane22));
    lane22 = warp18(sizeof(unsigned int) + lane22) / threadIdx.y;
    constexpr int x23 = (sizeof(float) * 016);
    return 14;
}

__device__ unsigned long step24(int lane25) {
    stencil21(gridDim.z * warpSize);
    constexpr int flag26 = 56;
    lane25 = flag26 - warp18(flag26);
    lane25 = flag26;
    int val27[3] = {28, 05450};
    lane25 = lane25;
    lane25 = flag26 * val27[blockDim.y];
    return ((15 < val27[lane25]) ? val27[lane25] : TUNE_6) - (3307 + lane25);
}
using real28_t = float;

void host_scale29(unsigned cfg30, unsigned int *__restrict__ buf31, long long a32) {
    a32 = sizeof(int);
    a32++;
    int q33 = 521u;
    dim3 val34 = dim3((64), (q33 + 127) / 128, (q33 + 31) / 32);
    int w35 = 0;
    if (cfg30 > 54) {
        goto done36;
    }
    do {
        ACCUM_3(cfg30, (a32 * (LOW_BITS_2(w35) % TUNE_6)));
        (*buf31) = static_cast<int>(TUNE_6);
        ++w35;
    } while (w35 < 7);
done36:;
}

int main() {
    int n37 = 2340;
    pack7<<<dim3((1)), 128>>>(n37, (n37 * 36) ^ CAT_4(n, 37), nullptr, static_cast<float*>(nullptr));
    bool f38 = n37 == 49;
    n37 = (60);
    host_scale29(CAT_4(n, 37), (unsigned int*)nullptr, (TUNE_6));
    host_scale29(n37 + (n37 * 12), nullptr, f38);
    return 0;
}
