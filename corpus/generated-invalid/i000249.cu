// cudagen 0.1 seed 249 invalid:virtual_constructor
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_function,main,constant_array,shared_var,constexpr_var,local_array,auto_var,enum,namespace,if,for,do_while,switch,static_assert,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,sizeof,lambda,lambda_launch,macro_object,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define WARPS_1 3
#define NUM_ITERS_2 16
#define MOD8_3(x) ((x) % 8)

#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 23
#endif

#if TUNE_5 == 23
#define CONFIG_6 2
#else
#define CONFIG_6 30
#endif
#undef CONFIG_6
#define CONFIG_6 48

namespace gpu7 {
static __device__ void rank8(int* __restrict__ dst9)
{
    __shared__ unsigned long long sh_10[64];
    switch (sh_10[blockDim.x] * sh_10[gridDim.y]) {
    case 10:
        --dst9[warpSize];
        for (int j11 = 0; j11 < 16; ++j11) {
            dst9[0x4] = 20;
        }
        break;
    case WARPS_1 + 4: {
        float res12 = dst9[threadIdx.x] * ' ';
        break;
    }
    case 1:
        break;
    case 2:
        break;
    default:
        break;
    }
}
enum Axis13 { LOW14, BLUE15 = 4, RED16, BUSY17 };
} // namespace gpu7

template <typename T, int N>
__global__ void __launch_bounds__(1024, 0x3) scale18_kernel(const T* in19)
{
    int gid20 = threadIdx.x;
    short k21 = 25UL;
    --k21;
}
__constant__ float c_sweep22[2] = {'#', -12.75F};

template <class T, typename U>
__global__ void split23(T* __restrict__ data24, int lane25, const U* in26)
{
    int w27 = 0;
    do {
        T cnt28 = MOD8_3((lane25 << lane25)) * 14L;
        ++w27;
    } while (w27 < w27);
    U prod29 = ~MOD8_3(w27 - 34ULL);
    auto tmp30 = prod29;
    data24[lane25 & 0x7] = gpu7::RED16;
    float hi31(tmp30);
    static_assert(54 == 0x36, "size check");
}

void host_decay32(int lane33, long q34)
{
    auto fn37 = [](signed char base35, int lim36) -> long {
        split23<<<TUNE_5 + 489, 64, sizeof(double) * 0x100, (cudaStream_t)0>>>(&lim36, 0x2aLL, &lim36);
        return WARPS_1;
    };
    fn37(q34, lane33);
    int w38 = 0;
    do {
        lane33--;
        if ((lane33 * w38) <= lane33) {
            return;
        }
        ++w38;
    } while (w38 < 3);
}
struct Node_41 {
    virtual Node_41() {}
};

int main()
{
    int len39 = 1304;
    host_decay32(sizeof(float), 8ll);
    len39 = 0x7;
    float lo40[5] = {};
    scale18_kernel<int, 2><<<(256), 128, 256 * (WARPS_1 + 1)>>>(nullptr);
    return 0;
}
