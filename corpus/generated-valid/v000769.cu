// cudagen 0.1 seed 769 valid
// features: kernel,kernel_from_macro,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_noinline,host_device_function,host_function,main,device_var,device_array,shared_var,shared_2d,static_shared,host_global,constexpr_var,enum,using_alias,if,if_else,for,while,static_assert,ternary,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
__device__ int d_accum2 = 035;
__global__ void __launch_bounds__(sizeof(int) * 128, 3) decay3_kernel(int count4, int n5, const unsigned *input6, int stride7) {
    unsigned i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float res9 = static_cast<int>(14l << d_accum2);
    count4++;
}
__host__ __device__ unsigned int probe10(int count11, int count12, const int *__restrict__ src13) {
    if (src13[5]) {
        return 55 * ((*src13) + src13[0]);
    }
    for (int j14 = 0, j15 = count12; j14 < j15; (++j14, (--j15))) {
        if (src13 != nullptr) {
            ++count12;
            count12 = j15 * 22 * (j14 - j14) * ((sizeof(int) << j14) * ((*src13) - j15));
            count12 = (j14) + j15 + (5lu - (count11 + j15));
        } else {
        }
    }
    return 214;
}
enum Axis16 : short { RED17, HIGH18 = 3 };
enum Kind19 : int { HIGH20, ADD21, IDLE22 = 4, ADD23 };
void host_filter24(Axis16 beta25, size_t alpha26, float alpha27) {
    if (beta25 == RED17) {
        return;
    }
    int w28 = 0;
    while (w28 < w28) {
        alpha26 = probe10((0b1001lu + alpha26) - (alpha26 - alpha26), ((beta25 - 4236) != alpha27) ? (37 + w28) : alpha26, &w28);
        alpha26 = -(25 % w28);
        ++w28;
    }
}
using real29_t = double;
#define DEFINE_MAP_KERNEL_30(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_30(map_scatter31, unsigned)
DEFINE_MAP_KERNEL_30(map_sweep32, int)
constexpr float kB33 = 1.25f;
char g_norm34 = 54ll;
__global__ void __launch_bounds__(0100 * (ADD21 + ADD21)) score35(int count36, int stride37, const unsigned *__restrict__ src38, int *__restrict__ data39) {
    unsigned tid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ real29_t sh_41[14][8];
    int h42 = static_cast<int>(sh_41[tid40][d_accum2]) * ((blockDim.z >= (d_accum2 += d_accum2, gridDim.x)) ? sh_41[d_accum2][threadIdx.x] : static_cast<int>(data39[4]));
    for (int i43 = 0; i43 < stride37; ++i43) {
        static_assert(0b100101 == 37, "tile must fit");
        SWAP_1(int, count36, d_accum2);
    }
}
constexpr unsigned int RADIUS44 = (1 << 1) * ((ADD21 + ADD21) * (ADD21 + 1));
__device__ int d_gather45[4] = {47, 0ll};
__device__ __noinline__ int stencil46(float p47) {
    if (d_gather45[0] <= probe10(55ull, d_accum2, &d_accum2)) {
        static __shared__ int sh_48[256];
        if (d_accum2 != (3ul + warpSize)) {
            sh_48[d_accum2] = (probe10(036, sh_48[d_accum2], d_gather45) < 34) ? probe10(26U, 12, sh_48) : sh_48[gridDim.z];
        }
        if (ADD21 >= blockIdx.y) {
            return probe10(probe10(d_gather45[3], p47, static_cast<const int*>(nullptr)), probe10(RADIUS44, -1924L, d_gather45), static_cast<const int*>(nullptr));
        }
    }
    probe10(p47 * 39, probe10(RADIUS44 + p47, kB33, nullptr), d_gather45);
    return probe10(probe10(d_accum2, 20UL, &d_accum2) + kB33, probe10(13, blockIdx.x, nullptr) / 5, d_gather45);
}
int main() {
    int n49 = 3262;
    if (((kB33 < g_norm34) ? n49 : probe10(HIGH20, RADIUS44, nullptr)) < RADIUS44) {
        int pass50 = 0;
        while (pass50 < 16) {
            score35<<<dim3((pass50 + 037) / 32), (040)>>>(16ll, 21UL, nullptr, &n49);
            static_assert((ADD21 + 42) == 43, "tile must fit");
            unsigned u51{41};
            ++pass50;
        }
        n49 = 40UL + n49;
    } else {
    }
    decay3_kernel<<<(n49 + 63) / 64, dim3((n49 + 63) / 64, sizeof(unsigned int) * (ADD21 + (RADIUS44 + 119)), (n49 + 63) / 64)>>>((n49 * 5) ? g_norm34 : (kB33 + n49), g_norm34, nullptr, +(n49 + kB33));
    map_scatter31<<<dim3(ADD21 + (RADIUS44 + 7), (n49 + 63) / 64, RADIUS44 + 504), sizeof(int) * 64>>>(nullptr, 2 + ((g_norm34 >= n49) ? RADIUS44 : g_norm34));
    map_sweep32<<<dim3((HIGH18 + ADD21), 32 * 8), (256)>>>(&n49, (g_norm34 + 59) >> (n49 * 49));
    return 0;
}
