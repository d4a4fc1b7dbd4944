// cudagen 0.1 seed 254 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,enum_class,if,static_assert,compound_assign,shift,incdec,comma,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 8
#define NUM_ITERS_2 (1 << 4)

#ifdef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 47
#endif

#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 8
#else
#define CONFIG_5 19
#endif
enum class Op6 { Red7, Idle8 };
static_assert(((TUNE_4 + 2)) > 48, "size check");

__global__ void apply9(unsigned long* dst10, int stride11, float* buf12, int len13) {
    int i14 = threadIdx.x;
    if (i14 >= len13) {
        return;
    }
    stride11--;
    stride11 >>= 6;
    (len13++, (buf12[gridDim.x] /= 38));
    --(*buf12);
}

int main(void) {
    int size15 = 3834;
    static_assert((4) > 3);
    int f16 = size15;
    f16 /= (size15);
    apply9<<<(size15 + 037) / 32, TILE_DIM_1 + 504, TILE_DIM_1 + 0b11111000, (cudaStream_t)0>>>((size_t*)nullptr, f16 + f16, static_cast<float*>(nullptr), 35 * size15);
    return 0;
}
