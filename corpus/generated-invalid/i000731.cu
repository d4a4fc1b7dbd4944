// cudagen 0.1 seed 731 invalid:device_call_from_host_device
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,device_function,device_template_function,host_function,main,shared_var,constexpr_var,auto_var,static_local,if,if_init,switch,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define BLOCK_SIZE_2 16
#define TILE_DIM_3 (64)
#define SQR_4(x) ((x) * (x))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_7(a, b) a##b
#define USE_FAST_PATH_8

#ifdef USE_FAST_PATH_8
#define TUNE_9 7
#else
#define TUNE_9 32
#endif

__global__ void relax10(float p11, int lane12, int *buf13) {
    lane12 = p11;
    int diff14 = (!((buf13[lane12] % lane12) <= p11)) ? CAT_7(lane, 12) : (p11);
    int tmp15 = lane12;
    constexpr unsigned long long sum16 = 0x3;
    lane12++;
}
inline constexpr int TILE17 = 4;

template <typename T, int N = 6>
__global__ void spread18(const T *input19, float *acc20, T *buf21) {
    signed char w22 = TUNE_9;
    auto q23 = sizeof(unsigned char);
    (*buf21) -= int(w22);
    T s24 = 9.125f;
}
// Layout: row-major, no padding.

template <typename T>
inline __device__ int drift25(T a26, const T *coef27) {
    a26++;
    __shared__ size_t sh_28[16];
    if (T cnt29{30}; !((*coef27) < a26)) {
        float r30 = a26;
        float s31 = a26;
        __shared__ unsigned char sh_32[8];
    }
    return a26 - (sh_28[11] += TILE17, (0x24 / (*coef27)));
}

template <class T>
__global__ void scale33(T *out34) {
    if (float mid35 = ((((out34[1] > '#') ? out34[0] : TILE17) + (53UL + out34[2])) > TILE17) ? 17 : TILE17; (drift25(0x7u, (const unsigned int*)nullptr) == mid35) || (!(CAT_7(mid, 35) != mid35))) {
        if (T h36 = TILE17; (drift25(h36, &h36) - drift25(static_cast<T>(mid35), &h36)) < 22) {
            T t37 = (h36 == TILE17) ? drift25<T>((TILE17), out34) : (SQR_4(out34[0]) + TILE17);
            if (CAT_7(h, 36) > CAT_7(h, 36)) {
                __shared__ long sh_38[16];
                h36 *= (h36 / ((mid35 >= 28U) ? out34[5] : 22.125)) + (sh_38[11] ^ 0x37fULL);
            }
        }
    }
}
/* Layout: row-major, no padding. */

__global__ void update39(int count40, const int *src41) {
    __shared__ short int sh_42[2 * (TUNE_9 + 0x1)];
    ACCUM_6(count40, ((src41 == nullptr) ? 0x2 : src41[count40]));
    sh_42[8] &= count40;
    auto prod43 = sizeof(unsigned);
}

void run_blend44(unsigned cfg45, int stride46) {
    stride46 = cfg45;
    scale33<float><<<(cfg45 + 31) / 040, TILE_DIM_3 + (BLOCK_SIZE_2 + 0xB0)>>>((float*)nullptr);
    update39<<<dim3(2, (cfg45 + 0x7f) / 128, (cfg45 + 63) / 64), dim3(32, (TILE17 + (BLOCK_SIZE_1 + 20)) * (TILE17 + 4))>>>(MAX2_5(cfg45, 13), &stride46);
    stride46 = (16 + CAT_7(stride, 46));
}
__device__ float device_only51(float x)
{
    return x * 0.5f;
}
__host__ __device__ float portable52(float x)
{
    return device_only51(x) + 1.0f;
}

int main() {
    int n47 = 3641;
    static unsigned int lo48 = 0x4;
    bool flag49 = lo48;
    switch ((unsigned int)flag49) {
    case 11:
        if (static unsigned int prod50 = 933L; !flag49) {
            prod50 -= 0x6l - flag49;
            lo48 &= 0x29 - lo48;
        }
        break;
    case 3 * 2:
        break;
    case 2:
        break;
    }
    relax10<<<4, BLOCK_SIZE_1 * TILE17>>>(24.25F, n47, &n47);
    spread18<long, (2 * 2)><<<(lo48 + 0xff) / 256, 32>>>(nullptr, (float*)nullptr, nullptr);
    return 0x0;
}
