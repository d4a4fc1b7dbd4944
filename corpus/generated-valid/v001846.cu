// cudagen 0.1 seed 1846 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,host_function,main,constant_var,constant_array,shared_var,shared_2d,extern_shared,host_global,constexpr_var,struct,enum,if,goto,ternary,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_reinterpret,alignof,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 11
#else
#define TUNE_2 21
#endif
#if TUNE_2 > 118
#define CONFIG_3 8
#else
#define CONFIG_3 28
#endif
enum Op4 : long { SLOW5 = 2, LOW6 = 8, BLUE7 };
const char *g_kick8 = "kernel\n";
struct Tile9 {
    float x10;
    bool y11;
    float lo12;
};
inline int run_pack13(const float *in14, Op4 a15, int n16) {
    n16 = TUNE_2 * g_kick8[0];
    n16 = a15;
    n16 = g_kick8[0x0];
    const char *hi17 = g_kick8;
    return 0xd2d;
}
template <typename T, int N>
__device__ unsigned short pack18(const T *input19, T *buf20, float cfg21) {
    T q22 = (53u + warpSize + ((float)40)) - input19[blockIdx.x];
    q22 = (((*input19) - q22) <= ((*buf20) - N)) ? 20.0F : ((*buf20) + ((*buf20) + threadIdx.z));
    return q22 / cfg21;
}
const size_t g_fuse23 = 61;
__global__ void tally24_kernel(size_t *buf25, unsigned *data26, double *buf27) {
    extern __shared__ float dyn_28[];
    int i29 = threadIdx.x;
    Op4 t30 = LOW6;
    __shared__ unsigned int sh_31[2][13];
    dyn_28[0] = pack18<float, (SLOW5 * 4)>((const float*)nullptr, (float*)nullptr, threadIdx.x + SLOW5) - (pack18<unsigned, LOW6>(data26, nullptr, t30) - pack18<double, 0x5>(reinterpret_cast<const double*>(buf25), nullptr, gridDim.x));
    pack18<int, 2>(reinterpret_cast<const int*>(buf25), reinterpret_cast<int*>(buf25), t30);
    sh_31[0][gridDim.x]++;
}
enum Kind32 { MUL33, BUSY34 = 5 };
// Returns the accumulated value.
__global__ void mix35(int *__restrict__ out36, int lane37) {
    int gid38 = threadIdx.x;
    if (gid38 >= lane37) {
        return;
    }
    int off39 = blockDim.y;
    if (((unsigned int)gid38) != off39) {
        goto done40;
    }
    lane37--;
done40:;
}
template <typename T>
__device__ void probe41(const T *in42) {
    float prod43 = pack18<double, 5>((const double*)nullptr, nullptr, pack18<long, 0x6>(nullptr, nullptr, in42[1])) + LOW6;
    prod43 = (int)threadIdx.x;
}
__constant__ int c_tile44 = 12;
__constant__ int c_fold45[4] = {64u, -6, '\?', 3};
signed char check_reduce46(bool alpha47, int lane48) {
    alpha47 = alpha47;
    if ((alpha47 - 0x2B) >= 42) {
        return g_kick8[0x1];
    }
    mix35<<<dim3((2), (lane48 + 63) / 64, TUNE_2 + 491), (CONFIG_3 + 36) * (SLOW5 + 6)>>>(&lane48, g_kick8[1]);
    return alignof(double);
}
__host__ int tile49(int *__restrict__ out50, int lane51, unsigned char alpha52) {
    lane51 = run_pack13(nullptr, BLUE7, ((0x23L)));
    run_pack13(reinterpret_cast<const float*>(out50), LOW6, BUSY34);
    out50[alpha52] = (((g_kick8[0] + 0x38ll) != lane51) ? 2 : (g_fuse23 * g_kick8[0x0])) + (((alpha52 > lane51) ? 37ull : 44ull) - (+g_kick8[0x0]));
    return lane51 + 38 + ((double)run_pack13(nullptr, LOW6, 021));
}
int main() {
    int count53 = 2381;
    mix35<<<dim3((count53 + 0x1f) / 32), dim3((count53 + 127) / 0200)>>>(&count53, g_fuse23);
    Kind32 prod54 = BUSY34;
    unsigned int x55 = prod54 / 11;
    tally24_kernel<<<0400, dim3((TUNE_2 + 491), SLOW5, (x55 + 63) / 0100), 0, 0>>>((size_t*)nullptr, &x55, nullptr);
    float acc56 = 4.375F * tile49(&count53, tile49(&count53, LOW6, MUL33), 255);
    count53 = 0x1d;
    return 0;
}
