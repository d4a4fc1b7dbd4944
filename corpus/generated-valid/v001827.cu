// cudagen 0.1 seed 1827 valid
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,builtin_vars,host_device_function,constexpr_function,default_args,main,shared_var,extern_shared,host_global,constexpr_var,local_array,auto_var,if,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_ifdef,comments
#include "prelude.cuh"

#define CHUNK_1 3
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 44
#endif
static float g_gather6;

__global__ void kick7_kernel(signed char p8, double *buf9, const unsigned long long *input10) {
    int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int r12[4] = {};
    buf9[2] = TUNE_5;
    constexpr int sum13 = 25lu;
}
/* Returns the accumulated value. */

__host__ __device__ double count14(int len15 = 0b10111) {
    float off16 = static_cast<unsigned char>((len15 / 255ll) - ((long)CHUNK_1));
    unsigned int f17[3] = {};
    len15 = off16;
    len15 %= static_cast<long>(static_cast<int>(052u));
    float k18 = off16;
    unsigned long w19 = sizeof(double);
    w19 = +(TUNE_5 * w19);
    return 18.25;
}

constexpr __host__ __device__ int tally20(int lane21) {
    return 58;
}

__host__ __device__ int fuse22(int stride23, bool cfg24, int stride25 = 8) {
    stride23 <<= stride23 + (stride25 - (TUNE_5 >> stride23));
    float q26[7] = {27ul};
    char sum27(127ull);
    (++q26[5], (sum27 <<= sum27 + 35l));
    cfg24 = 6 != cfg24;
    return (CHUNK_1);
}
// NOTE: keep in sync with the host reference.

template <typename T>
__global__ void apply28_kernel(const T *in29, unsigned *dst30, const T *__restrict__ input31, T q32) {
    extern __shared__ unsigned char dyn_33[];
    int tid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((dyn_33[tid34] * 4266) == 0b100100) {
        return;
    }
    double y35[6] = {6.375f, static_cast<double>(12.75f), 19.125, 5.0, 11.25f, 16.25};
    unsigned long prod36((threadIdx.x * 28) + (((*in29) * 052) - ((*dst30) * 60)));
    if ((prod36 + dst30[7]) != dyn_33[0b11]) {
        return;
    }
    auto k37 = (q32 += dyn_33[prod36], y35[2]);
    if (((*in29) >= 25ll) && (k37 == tid34)) {
        goto finish38;
    }
    prod36 += 24;
finish38:;
}

int main() {
    int n39 = 3819;
    g_gather6 = ((unsigned char)0b11111111) % (n39 % (3u + n39));
    kick7_kernel<<<(1), 64>>>((n39 >> 0b111) - 35ull, nullptr, nullptr);
    const char *diff40 = u8"warp size";
    g_gather6 += 32L;
    n39 /= -((CHUNK_1 - n39) / (8 << diff40[1]));
    unsigned long cnt41{0b110010u};
    apply28_kernel<<<1 << 2, sizeof(float) * (TUNE_5 + 7)>>>((const float*)nullptr, nullptr, (const float*)nullptr, g_gather6);
    return 0;
}
