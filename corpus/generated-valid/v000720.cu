// cudagen 0.1 seed 720 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,main,constexpr_var,local_array,auto_var,static_local,struct,if,if_init,while,switch,nested_block,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_string,sizeof,alignof,macro_function,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define SQR_2(x) ((x) * (x))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#ifdef USE_FAST_PATH_6
#define TUNE_7 9
#else
#define TUNE_7 23
#endif
#if (TUNE_7 * 2) >= 9 && TUNE_7 != 0
#define CONFIG_8 3
#elif TUNE_7 < 0
#error unreachable configuration
#else
#define CONFIG_8 19
#endif
/* Layout: row-major, no padding. */
__host__ __device__ void probe9(int n10, unsigned short *__restrict__ dst11, int len12) {
    switch (dst11[len12]) {
    case 12:
        if (int tmp13 = ((n10 + len12) % (sizeof(float) * (*dst11))) * (((*dst11) * len12) / (TUNE_7 + dst11[2])); tmp13) {
            int y14[CONFIG_8] = {};
            if (n10 && (len12 != y14[len12])) {
                break;
            }
        }
        break;
    case 4:
        break;
    case 3:
        break;
    case 0:
        break;
    default:
        break;
    }
}
__global__ void __launch_bounds__(CONFIG_8 + (TUNE_7 + 998)) gather15_kernel(float b16) {
    long idx17 = 20;
    b16 = ((38 - idx17) + (b16 + idx17)) * HALF_1((b16));
}
inline __host__ __device__ void accum18(double b19, int *data20) {
    int w21 = 0;
    while ((w21 < (10)) && (13 <= (w21 >> w21))) {
        data20[w21] = data20[3];
        {
            auto x22 = SQR_2(w21) + (w21 * data20[w21]);
            if (63 >= b19) {
                return;
            }
        }
        ++w21;
    }
}
struct Stats23 {
    char sum24;
    long hi25;
};
__host__ __device__ unsigned int count26(int count27, bool q28) {
    if ((count27 - q28) < 12) {
        return count27;
    }
    accum18(count27, &count27);
    return SQR_2(q28 + (21 % count27));
}
int main() {
    int n29 = 1887;
    static int flag30 = 20u;
    flag30 = count26(57ul, count26(count26(CONFIG_8, flag30), 22 <= (n29 >> flag30)));
    cudaStream_t off31 = nullptr;
    cudaStream_t mid32 = 0;
    gather15_kernel<<<CONFIG_8 + (TUNE_7 + 486), TUNE_7 + (CONFIG_8 + (CONFIG_8 + (TUNE_7 + 12))), 0, 0>>>(count26((TUNE_7), (flag30 + alignof(int)) >= 2ULL));
    const char *t33 = "\"q\"";
    return 0;
}
