// cudagen 0.1 seed 6 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,main,device_array,constant_array,shared_var,extern_shared,constexpr_var,local_array,const_local,enum,enum_class,typedef,namespace,nested_namespace,if,for,while,do_while,nested_block,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,cast_const,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define RADIUS_1 8
#define TILE_DIM_2 256
#define NUM_ITERS_3 3

#if TILE_DIM_2 == 256
#define CONFIG_4 1
#else
#define CONFIG_4 24
#endif

__host__ __device__ void score5(unsigned int *out6, double *buf7, int count8) {
    for (int i9 = count8; i9 > 0; --i9) {
        count8 &= (*out6) * count8;
        float off10{static_cast<float>(TILE_DIM_2)};
    }
    short off11[(NUM_ITERS_3 + (CONFIG_4 + (CONFIG_4 + 1)))] = {4};
    count8++;
    off11[5]++;
}

namespace img12::v13 {
enum class Kind14 { Busy15 = 1, On16 = 7, Slow17, Add18 };
} // namespace img12::v13

__global__ void lerp19(const char *__restrict__ src20, float cfg21, int n22) {
    extern __shared__ int dyn_23[];
    n22 %= 4095;
    {
        score5(nullptr, static_cast<double*>(nullptr), dyn_23[0] + 682 + 34);
        int w24 = 0;
        do {
            n22 = TILE_DIM_2 % w24;
            n22 += w24;
            ++w24;
        } while (w24 < 10);
    }
}
static __device__ float d_sweep25[16];

__host__ __device__ int score26(const int *coef27, double cfg28) {
    const int cnt29 = TILE_DIM_2;
    float t30 = coef27[5];
    float w31 = sizeof(char);
    t30 += (~(1019 + coef27[5])) | coef27[6];
    int iter32 = 0;
    do {
        if (cfg28 < cfg28) {
            return 4 & (iter32 - 42l);
        }
        int mid33[3]{cnt29, 3ULL, 2440};
        ++iter32;
    } while ((iter32 < 10) && (w31 < 39L));
    return (((coef27 != nullptr) ? cfg28 : iter32) - cfg28) + (NUM_ITERS_3 - t30);
}
#define DEFINE_MAP_KERNEL_34(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_34(map_pack35, float)
__constant__ float c_count36[4] = {12.25f, 24.5F, 5.875f, 39};

__host__ __device__ double trace37(const size_t *__restrict__ in38, int len39, float *__restrict__ acc40) {
    if (((*in38) & 1)) {
        return score26(&len39, acc40[4] * acc40[len39 & 7]);
    }
    acc40[0] += ((*in38) + sizeof(float)) ^ in38[4];
    return 5.0;
}

namespace math41 {
long run_update42(const float *in43, const char *src44) {
    int pass45 = 0;
    while ((pass45 < 7) && (src44[2] || (24lu >= (*in43)))) {
        map_pack35<<<(256), sizeof(int) * 8, 0>>>((float*)nullptr, in43[3]);
        const char *f46 = "\"q\"";
        ++pass45;
    }
    return -10;
}
enum State47 { ON48, BLUE49, ON50 };
typedef int idx51_t;
} // namespace math41

int main() {
    int n52 = 4010;
    if (n52 < math41::run_update42(nullptr, nullptr)) {
        return n52;
    }
    lerp19<<<math41::ON50 + 14, (RADIUS_1 + 24) * 4>>>(nullptr, n52, +n52);
    return 0;
}
