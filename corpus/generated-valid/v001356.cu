// cudagen 0.1 seed 1356 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,local_array,typedef,anon_namespace,if,for,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 8
#define RADIUS_2 3
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#if TILE_DIM_1 % 2 == 0 || TILE_DIM_1 < 4
#define CONFIG_4 7
#else
#define CONFIG_4 28
#endif
__global__ void merge5_kernel(float* data6, bool cfg7) {
    extern __shared__ long long dyn_8[];
    unsigned idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_10;
    (*data6) = sh_10 - (sh_10 - 1.25f);
    data6[threadIdx.x] -= idx9;
    cfg7 = threadIdx.x == idx9;
    dyn_8[sh_10] = CONFIG_4;
}
// Layout: row-major, no padding.
__device__ __host__ float scale11(float alpha12, bool cfg13, int lane14) {
    if (!cfg13) {
        return cfg13;
    }
    --alpha12;
    alpha12 *= cfg13;
    float q15[7] = {static_cast<float>(cfg13), 17.25f, 24.625F, static_cast<float>(alpha12), alpha12};
    return +(15UL % lane14);
}
namespace {
static void apply16(const unsigned* in17, const unsigned int* in18) {
    if ((*in18) <= 18) {
        return;
    }
    int prod19 = sizeof(unsigned short);
    bool f20 = +scale11(in18[3] * 20.125F, prod19 >= prod19, prod19);
    for (int i21 = 0; i21 < prod19; ++i21) {
        int z22 = ((+f20) >= 55) ? 53UL : scale11(CONFIG_4, in18 != nullptr, 3 / i21);
        scale11(*in18, in17[prod19] == (*in17), 19UL & (in18[prod19] | 2));
        int flag23{0b0};
    }
}
__host__ int run_gather24(float q25, float* acc26, bool p27) {
    acc26[5] += scale11((-18.375F), acc26 == nullptr, TILE_DIM_1);
    (*acc26) *= TILE_DIM_1;
    p27 = p27;
    merge5_kernel<<<256, sizeof(int) * (CONFIG_4 + 1), 0>>>((float*)nullptr, p27 <= (p27));
    unsigned int idx28 = *acc26;
    p27 = static_cast<int>(23) != (p27 / (4924lu + acc26[idx28]));
    return -03033;
}
typedef float *ptr29_t;
} // namespace
int main() {
    int count30 = 374;
    merge5_kernel<<<1 << 7, sizeof(unsigned int) * 128>>>(nullptr, ((count30 + count30) & 1));
    for (int it31 = count30; it31 > 0; --it31) {
        merge5_kernel<<<sizeof(unsigned int), 2 * 0b10000>>>((ptr29_t)nullptr, run_gather24(count30, static_cast<ptr29_t>(nullptr), (it31 & 1)) % run_gather24(16, nullptr, 0));
        int diff32[(RADIUS_2 + 2)] = {};
    }
    return 0;
}
