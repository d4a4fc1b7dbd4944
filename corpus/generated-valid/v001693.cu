// cudagen 0.1 seed 1693 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,constexpr_var,local_array,auto_var,enum,if,for,switch,goto,comparison,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_init_capture,lambda_iife,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define CHUNK_1 5
#define TILE_DIM_2 ((4) * (0b100))
#define LOW_BITS_3(x) ((x) & 0xF)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 12
#else
#define TUNE_7 42
#endif
#if CHUNK_1 % 2 == 0 || CHUNK_1 < 4
#define CONFIG_8 2
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_8 16
#endif

__host__ __device__ void decay9(int count10) {
    switch (LOW_BITS_3(count10)) {
    case 6: {
        float sum11 = 19.625F;
        break;
    }
    case (10):
        for (int it12 = 0b0, j13 = count10; it12 < j13; (++it12, (--j13))) {
            if ((CAT_5(j, 13) + (sizeof(int) % j13)) == it12) {
                float z14 = CAT_5(j, 13);
                int w15[2] = {};
            }
            count10 = +LOW_BITS_3(it12);
        }
        break;
    case 0b0:
        break;
    case 4:
        break;
    default:
        break;
    }
}
enum Op16 : unsigned char { LOW17, OFF18, ADD19, ON20 };

__global__ void __launch_bounds__(128 * (ON20 + (ON20 + (OFF18 + 1)))) probe21_kernel(int *data22, int count23, const unsigned int *__restrict__ input24) {
    unsigned int tid25 = threadIdx.x;
    if (tid25 >= count23) {
        return;
    }
    count23 = (data22[tid25] += input24[3], tid25) + ((*data22) += data22[count23], LOW_BITS_3(tid25));
    if (count23 <= LOW_BITS_3(count23)) {
        goto skip26;
    }
    if (tid25 < (count23 - input24[0])) {
        return;
    }
    (*data22) = (input24[count23] + (tid25 % sizeof(int))) - (47lu * (count23 + 6));
    if (threadIdx.x <= (warpSize)) {
        return;
    }
skip26:;
}

int main(void) {
    int size27 = 4069;
    ([k28 = size27] {
        auto off29 = k28 * ON20;
    })();
    auto sum30 = size27;
    probe21_kernel<<<(size27 + 63) / 64, 64>>>((int*)nullptr, (sum30 - TILE_DIM_2), nullptr);
    probe21_kernel<<<(ADD19 + 6), sizeof(float) * 32, sizeof(float) * 32, (cudaStream_t)0>>>(nullptr, LOW_BITS_3(sum30 - sum30), static_cast<const unsigned int*>(nullptr));
    size27 = size27 + (42);
    return 0b0;
}
