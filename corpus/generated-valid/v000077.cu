// cudagen 0.1 seed 77 valid
// features: kernel,kernel_static,launch_bounds,grid_constant,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constexpr_var,struct,struct_methods,aligned_struct,enum,if,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,member_access,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_launch,macro_function,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 9
#else
#define TUNE_3 41
#endif
enum Mode4 { LOW5, MUL6, MUL7 = 3, SLOW8 };

struct alignas(8) Acc9 {
    double id10;
    float y11;
    size_t flag12;
    __host__ __device__ void apply13(int hi14) {
        id10 = id10;
    }
};
static_assert(sizeof(int) == 4, "bad config");

static __global__ void step15_kernel(__grid_constant__ const Acc9 q16, __grid_constant__ const Acc9 p17, const float *input18, double p19) {
    int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float mid21 = u'A';
    long lim22 = SQR_1(p17.id10);
    int stride23 = TUNE_3;
}

static __global__ void __launch_bounds__(1 << 0x6) kick24(int len25, int len26) {
    int i27 = threadIdx.x;
    if (i27 >= len26) {
        return;
    }
    len26 -= i27;
    if (((int)i27) < (blockIdx.z * len25)) {
        bool h28 = 1;
        long lim29 = MUL7 >> h28;
        float k30 = 22.125f;
    }
}

static float check_probe31(const Acc9 &cfg32) {
    step15_kernel<<<(128), 256>>>(cfg32, Acc9{9.625F, 18.25f, 22}, nullptr, cfg32.flag12 * cfg32.id10);
    short int cnt33 = LOW5;
    if ((cnt33 >= cnt33) || (cfg32.y11 <= 0x39)) {
        return cnt33;
    }
    return ((cnt33 - cfg32.id10) * SQR_1(cnt33)) + static_cast<int>(cnt33 * cfg32.flag12);
}

int main() {
    int n34 = 0xF4E;
    Mode4 lo35 = SLOW8;
    n34 >>= n34;
    auto op37 = []() -> unsigned int {
        double q36(16.875);
        kick24<<<512, 512>>>(q36, sizeof(Acc9));
        return L' ' / ((q36 < 62U) ? q36 : q36);
    };
    n34 -= '"' ^ n34;
    kick24<<<(n34 + 255) / 256, 128 * 0x4, sizeof(int) * 0x100, (cudaStream_t)0>>>(-4, n34);
    return 0x0;
}
