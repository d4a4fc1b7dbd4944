// cudagen 0.1 seed 675 valid
// features: kernel,maxnreg,launch,device_function,device_forceinline,device_noinline,host_device_function,host_function,static_host_function,main,device_var,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum,typedef,if,do_while,goto,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_functional,sizeof,pp_ifdef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 50
#endif

__device__ __noinline__ void filter5(int stride6) {
    stride6 = ((TUNE_4 - stride6) % 1) + 20;
    float stride7 = (stride6 + 19.375f) - (stride6 += TUNE_4, stride6);
    unsigned long long q8 = (stride7 += TUNE_4, stride6);
}
static __device__ int d_pivot9;

__global__ void sift10_kernel(int count11, double p12, int len13) {
    extern __shared__ unsigned int dyn_14[];
    len13 = int((0x34 * count11) + ((int)count11));
    p12 -= 14.875;
    constexpr unsigned idx15 = 30;
    __shared__ unsigned short sh_16[256];
}

static void host_scale17(int lane18) {
    sift10_kernel<<<TUNE_4 + 78, (0200)>>>(lane18, lane18, 26l);
    bool base19 = 1 * lane18;
    lane18 = 16 + (lane18 * TUNE_4);
    const char* res20 = u8"\x41\102";
}

__device__ int relax21(int count22) {
    if ((d_pivot9 + 63) >= 0xf) {
        return 19;
    }
    count22 ^= count22;
    return 55;
}
static __device__ float d_score23 = -9.125F;
constexpr unsigned int RADIUS24 = (0x8 * 16);
typedef float *ptr25_t;

inline __host__ __device__ void shade26(int count27, const float* src28, int stride29) {
    long h30(10ull);
    if ((stride29 / (*src28)) < 45) {
        goto done31;
    }
    count27 &= sizeof(unsigned int);
done31:;
}

__global__ void __maxnreg__(32) scatter32_kernel(float* dst33) {
    if ((-d_score23) > 6) {
        return;
    }
    d_score23 /= d_pivot9 ^ RADIUS24;
    int val34[4] = {024, 45lu};
    __shared__ float sh_35[8];
    int iter36 = 0;
    do {
        constexpr unsigned long w37 = 21;
        d_score23 /= RADIUS24;
        ++iter36;
    } while (iter36 < iter36);
}
enum Phase38 { IDLE39, MUL40, IDLE41, LOW42 };

__device__ __forceinline__ int pivot43(unsigned cfg44) {
    long off45 = -4604;
    off45 &= ((off45 += cfg44, RADIUS24) * (cfg44 ^ 4lu)) - off45;
    constexpr int x46 = 49;
    unsigned int s47(36U);
    return 17;
}

__device__ __host__ float fold48(float cfg49, float b50, int count51) {
    if ((count51 += cfg49, sizeof(float)) > ((count51 * RADIUS24) % (TUNE_4 * count51))) {
        cfg49 *= (RADIUS24) / ((count51 | count51) - ((float)count51));
        cfg49 *= b50 - count51;
    }
    unsigned e52{RADIUS24};
    e52 |= (RADIUS24);
    count51 %= e52;
    auto off53 = e52 != (b50 - e52);
    return b50;
}

int main() {
    int size54 = 23;
    double mid55{1.625};
    scatter32_kernel<<<(2), 32>>>(nullptr);
    return 0;
}
