// cudagen 0.1 seed 216 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,constexpr_var,const_local,if,do_while,switch,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_string,lit_nullptr,sizeof,lambda,lambda_init_capture,macro_object,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 64
#define CHUNK_2 ((64 * 4))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#if TILE_DIM_1 == 64
#define CONFIG_4 4
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 21
#endif
#undef TILE_DIM_1
#define TILE_DIM_1 12

__host__ __device__ void sweep5(const int *input6, float beta7, int stride8)
{
    unsigned long res9 = ((-(*input6)) / (44));
    unsigned short tmp10 = (stride8 += TILE_DIM_1, res9);
    if ((9 + stride8) <= beta7) {
        ACCUM_3(beta7, (32));
        beta7 = *input6;
    }
    long base11 = 786U - (res9 >> (beta7 += tmp10, 4060l));
}

static __global__ void update12_kernel(int len13, const unsigned *__restrict__ coef14)
{
    unsigned int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    len13 = (gridDim.x - 2513) * (blockIdx.x % coef14[warpSize & 7]) * (53U % coef14[2]);
    const double r16 = CONFIG_4;
    len13 = 33 & coef14[len13 & 7];
    bool off17{true};
}

float blend18(int count19)
{
    update12_kernel<<<(count19 + 255) / 256, 1 << (CONFIG_4 + 2), 1 << 8, 0>>>(count19, nullptr);
    count19 = -(count19 + (count19));
    update12_kernel<<<(count19 + 63) / 64, sizeof(unsigned int) * (CONFIG_4 + CONFIG_4)>>>(18UL - (count19 + count19), nullptr);
    int w20 = 0;
    do {
        auto lam25 = [lo21 = count19](float lim22, float k23) {
            constexpr float idx24 = 3512;
            k23 = lo21;
        };
        lam25(count19, 18.75f);
        count19 = w20;
        const char *x26 = "tile";
        ++w20;
    } while ((w20 < 12) && ((w20 + count19) < 11U));
    return (w20 - count19) ^ count19;
}

int main()
{
    int count27 = 4034;
    switch (count27) {
    case (11):
        ACCUM_3(count27, (count27));
        count27 = (count27 | count27) | (count27 >> (8 * count27));
        break;
    }
    int acc28 = 29LL;
    return 0;
}
