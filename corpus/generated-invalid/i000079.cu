// cudagen 0.1 seed 79 invalid:call_too_few_args
// features: kernel,launch,launch_stream,host_device_function,constexpr_function,main,constexpr_var,const_local,if,if_init,while,switch,goto,nested_block,static_assert,ternary,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 4
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 55
#endif
#undef TUNE_4
#define TUNE_4 8
// Computes one element per thread.

__global__ void bias5(long long q6, long alpha7, int n8, const float *coef9)
{
    if (int off10(0x13 + q6 + q6); (int)off10) {
        float u11 = +(*coef9);
        switch (q6) {
        case 4:
            if (const float k12 = (q6 += 39, q6); coef9[7] <= ((long)14)) {
                const short off13 = 53 << off10;
            }
            break;
        case 5: {
            long long r14 = (n8 - (coef9[q6] + TUNE_4));
            break;
        }
        }
    }
}

__global__ void decay15(const unsigned int *src16)
{
    float val17((src16[5] - (src16[2] * 17.125f)) * 7.25F);
    if (48 == ((val17 == val17) ? 36 : val17)) {
        goto out19;
    }
    if ((src16[4] << src16[0b10]) > TILE_DIM_1) {
        return;
    }
    {
        val17 = *src16;
        int k18 = 60;
    }
out19:;
}
static_assert(0x25 > 36);

constexpr __host__ __device__ int step20(int stride21, float q22)
{
    long cnt23 = 24U;
    cnt23 = stride21;
    return cnt23;
}
static_assert(5 == 5);
// NOTE: keep in sync with the host reference.

inline __host__ __device__ int split24(int lane25, unsigned a26)
{
    switch (lane25) {
    case 5: {
        int w27 = 0;
        while (w27 < (3 * 2)) {
            lane25 = -TUNE_4;
            a26 = 0b11010lu;
            ++w27;
        }
        int k28{lane25};
        break;
    }
    case 1:
        break;
    case 10:
        lane25 = (-(60l + a26)) + (0x3ll + a26);
        break;
    case 7:
        break;
    }
    return ((long)a26) >> ((lane25 + 0x23U) * (TILE_DIM_1 + a26));
}
int mix33(int a, int b)
{
    return a * b;
}

int main()
{
    int len29 = 305;
    len29 = mix33(len29);
    const double lo30 = ((int)52LL) - len29;
    if (lo30 > (TUNE_4 - len29)) {
        cudaStream_t s31 = (cudaStream_t)0;
    }
    if (double prod32 = ((len29 + lo30) / ((0x25ul < len29) ? 64 : len29)) * TUNE_4; ((lo30 != 29ULL) ? TILE_DIM_1 : len29) < lo30) {
        len29 = 24;
    }
    bias5<<<TUNE_4 + (TILE_DIM_1 + (TILE_DIM_1 + 0x1F0)), TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 500))>>>(lo30, len29 + (lo30 * len29), +(len29 += -6, TUNE_4), (const float*)nullptr);
    decay15<<<TUNE_4 + (TUNE_4 + 48), 1 << (TILE_DIM_1 + 4)>>>((const unsigned int*)nullptr);
    return 0;
}
