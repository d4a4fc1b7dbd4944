// cudagen 0.1 seed 40 invalid:managed_shared_or_constant
// features: kernel,kernel_from_macro,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,main,constexpr_var,local_array,if,do_while,nested_block,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_iife,lambda_launch,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define CHUNK_2 (4 * 4)
#define CHUNK_3 4
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 33
#endif

static __device__ __forceinline__ double grow7(unsigned int* buf8) {
    int flag9[4] = {46, static_cast<int>(*buf8), u'z', 42};
    int pass10 = 0;
    do {
        buf8[pass10] = flag9[pass10] - 37;
        buf8[pass10] |= 0b11100L * (pass10 + pass10);
        ++pass10;
    } while (pass10 < pass10);
    buf8[pass10] = gridDim.x;
    flag9[1] *= 7;
    if ((flag9[pass10] >= (*buf8)) && (pass10 >= 40LL)) {
        return gridDim.x;
    }
    return (sizeof(int) + pass10 + 21.75) * flag9[0b1];
}
#define DEFINE_MAP_KERNEL_11(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_11(map_lerp12, unsigned)

__device__ unsigned grow13(float q14, int* acc15, int* data16) {
    int val17 = q14;
    {
        if ((acc15[0]) < q14) {
            return sizeof(long);
        }
        data16[5] = *data16;
    }
    (*acc15) /= ((+acc15[3]) + (37 / data16[val17])) - (CHUNK_3);
    return data16[1];
}
__managed__ __shared__ int m_mixed19;

int main() {
    int size18 = 702;
    ([] {
        map_lerp12<<<(1), 256, 1024, nullptr>>>((unsigned*)nullptr, 0b101);
    })();
    size18--;
    size18 = (4 + size18) * (size18) * 3287;
    size18 = NUM_ITERS_1;
    size18 = CHUNK_2;
    return 0;
}
