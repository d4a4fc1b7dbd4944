// cudagen 0.2 seed 838 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,const_local,for,do_while,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_char,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,comments
// nvcc: -std=c++20
#include <cuda_runtime.h>

#define BLOCK_SIZE_1 32
#define CHUNK_2 4
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define CAT_4(a, b) a##b
#ifdef USE_FAST_PATH_5
#define TUNE_6 2
#else
#define TUNE_6 19
#endif
float host_blend7(float a8, int lane9, unsigned short beta10) {
    static_assert(31 > 30, "size check");
    size_t res11 = lane9;
    int pass12 = 0;
    do {
        res11 &= (res11 < ((float)beta10)) ? beta10 : ((lane9 - pass12) ? sizeof(unsigned) : res11);
        ++pass12;
    } while ((pass12 < pass12) && (lane9 + CHUNK_2));
    unsigned int x13 = (CAT_4(a, 8) * sizeof(long) * (lane9 - 0));
    (void)x13;
    static_assert((CHUNK_2 + (CHUNK_2 + (CHUNK_2 + 13))) == 25, "expected value");
    return ((unsigned long)((float)15.5f));
}
// Helper used by the kernels below.
__global__ void __launch_bounds__(sizeof(float) * 256, 3) accum14_kernel(unsigned *buf15, int len16, int count17, float *buf18) {
    extern __shared__ int dyn_19[];
    int hi20 = '0';
    float tmp21 = buf18[hi20];
    float t22 = 30;
    if (tmp21 == (*buf18)) {
        goto finish23;
    }
    t22 = gridDim.x - (2249L * (threadIdx.z - t22));
finish23:;
}
__global__ void __launch_bounds__(32) sweep24(const int *coef25, long *buf26, const int *input27, float *dst28) {
    int tid29 = threadIdx.x;
    dst28[tid29] = dst28[tid29];
    const int h30 = (+(*dst28)) - ((*dst28) * (tid29 * tid29));
    (void)h30;
}
float fuse31(float q32) {
    for (int it33 = 3; it33 > 0; --it33)
        accum14_kernel<<<BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 448), (CHUNK_2 + 12) * (CHUNK_2 + CHUNK_2)>>>(nullptr, (q32 + q32) * 4, CAT_4(it, 33), nullptr);
    q32 += ((q32 + q32) * MIN2_3(q32, CHUNK_2)) + ((CAT_4(q, 32) > 3U) ? TUNE_6 : 1.125f);
    sweep24<<<2, 512, 0, nullptr>>>(nullptr, (long*)nullptr, (const int*)nullptr, &q32);
    bool m34 = q32 <= (((q32 - q32) != q32) ? static_cast<double>(q32) : (34 * q32));
    return MIN2_3((static_cast<short>(m34 ? CAT_4(m, 34) : CHUNK_2)), 21U);
}
int main() {
    int size35 = 44;
    long long s36 = MIN2_3(size35, (static_cast<short>(1) - size35));
    (void)s36;
    const char *base37 = R"xy(a "quoted" )word)xy";
    (void)base37;
    return 0;
}
