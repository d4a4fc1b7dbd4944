// cudagen 0.1 seed 161 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,host_function,static_host_function,default_args,main,constexpr_var,local_array,enum_class,if,switch,switch_fallthrough,goto,compound_assign,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_object,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 5
#define RADIUS_2 5
#define RADIUS_3 128
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#ifdef USE_FAST_PATH_7
#define TUNE_8 5
#else
#define TUNE_8 38
#endif
#undef TILE_DIM_1
#define TILE_DIM_1 8
enum class Axis9 { Busy10, High11 = 4, Slow12 = 9, Mul13 = 14 };
constexpr unsigned RADIUS14 = 4;
static __global__ void stencil15_kernel(float cfg16, const float *src17, const double *coef18) {
    if ((cfg16 + RADIUS14) < cfg16) {
        goto out20;
    }
    switch (threadIdx.x + sizeof(unsigned int)) {
    case 0:
        if (src17[blockDim.x] != coef18[threadIdx.x])
            return;
        if ((cfg16 / coef18[blockDim.x]) > coef18[4])
            break;
        break;
    case 1:
        cfg16 += ((9.5F - src17[6]) * coef18[gridDim.y]) + '\101';
        [[fallthrough]];
    case 9: {
        float v19 = src17[gridDim.x];
        cfg16++;
        break;
    }
    case RADIUS14 + 6:
        cfg16--;
        break;
    }
out20:;
}
static __device__ int sweep21(const float *input22) {
    int stride23 = (TUNE_8);
    Axis9 sum24 = Axis9::Mul13;
    Axis9 tmp25 = Axis9::Mul13;
    return (stride23 += -52, alignof(double));
}
static void run_decay26(double a27, int lane28 = 50) {
    constexpr unsigned int z29 = 64;
    stencil15_kernel<<<(lane28 + 255) / 256, 256, (1024)>>>((unsigned int)RADIUS14, nullptr, (const double*)nullptr);
    lane28 = 53UL;
}
static __device__ float fold30(char a31 = 127) {
    float h32 = 62;
    int off33 = h32;
    if ((+off33) == RADIUS14)
        return h32 - (off33 - TILE_DIM_1);
    float u34{8.f};
    float x35[5]{1.625F, 8.125f, 27, 37, 36};
    return (h32 += u34, (off33 - (-off33)));
}
__host__ __device__ int lerp36(float b37) {
    constexpr unsigned int q38 = 24UL;
    int lo39{3};
    constexpr float sum40 = 544;
    return 14 / (lo39 - (lo39 += q38, 3955ull));
}
int main() {
    int len41 = 413;
    float k42 = 18.375f;
    stencil15_kernel<<<1, RADIUS14 + 124, 0, nullptr>>>(TILE_DIM_1, nullptr, nullptr);
    cudaStream_t m43 = (cudaStream_t)0;
    k42 /= (len41 % (len41)) * ((k42 - 3LL) - RADIUS14);
    int f44 = int(sizeof(int));
    return 0;
}
