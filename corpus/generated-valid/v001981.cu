// cudagen 0.1 seed 1981 valid
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,static_host_function,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,if,goto,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_string,lit_raw_string,lit_nullptr,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 256
#define WARPS_2 (8)
#define CHUNK_3 8
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#define USE_FAST_PATH_8
#ifdef USE_FAST_PATH_8
#define TUNE_9 1
#else
#define TUNE_9 21
#endif
template <typename T, int N>
__device__ T gather10(const T *src11) {
    T s12 = gridDim.z;
    ACCUM_4(s12, (N % ((gridDim.y * N) % (0x6 ^ threadIdx.x))));
    ACCUM_4(s12, (s12));
    --s12;
    ++s12;
    __shared__ int sh_13[32];
    if ((sh_13[21] >= src11[threadIdx.x]) && (s12 > (*src11))) {
        goto skip14;
    }
    s12 = (N & sh_13[26]) | 0xa;
skip14:;
    return src11[blockIdx.x & 7];
}
static __device__ int d_sift15 = 18;
static int pack16(long long *data17, unsigned char p18, int stride19) {
    ++data17[p18];
    p18--;
    data17[p18] = (0x1347L + stride19) / p18;
    const char *x20 = R"xy(a "quoted" )word)xy";
    return (x20[1] - p18) * (*data17);
}
__global__ void __maxnreg__(64) scatter21(unsigned long cfg22, int *acc23) {
    extern __shared__ size_t dyn_24[];
    int idx25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_24[cfg22]++;
    if ((cfg22 * 31L) <= dyn_24[5])
        return;
    cfg22 = CHUNK_3;
}
int main() {
    int len26 = 1573;
    len26--;
    auto idx27 = WARPS_2;
    scatter21<<<(idx27 + 127) / 128, 0x40, sizeof(int) * 128>>>(RADIUS_1, nullptr);
    return 0;
}
