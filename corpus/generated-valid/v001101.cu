// cudagen 0.1 seed 1101 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,device_template_function,host_function,constexpr_function,default_args,main,constant_array,shared_var,static_shared,constexpr_var,local_array,auto_var,const_local,enum,anon_namespace,if,range_for,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,sizeof,comments
#include "prelude.cuh"

__global__ void __launch_bounds__(1 << 8) accum1(int lane2, const int *input3) {
    int idx4 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx4 >= lane2) {
        return;
    }
    short prod5 = (-(lane2 * 33L)) + ((input3[1] - lane2) * 0xf);
    int mid6 = ((-lane2) * (0x19 + gridDim.y));
}
/* Returns the accumulated value. */

__device__ __noinline__ signed char scale7(short int beta8, int stride9, float p10) {
    p10 -= ((unsigned int)(blockIdx.x + gridDim.y)) - 34;
    __shared__ int sh_11[16];
    return stride9 >> ((sizeof(float) >> beta8) & (blockDim.x * sh_11[9]));
}
enum Op12 { RED13, MUL14, ADD15 = 3, BLUE16 = 7 };

template <typename T, int N = 5>
__device__ __noinline__ T relax17(T *out18) {
    float off19 = 24.875F + (gridDim.x ? N : N) + 6.875f;
    int h20 = (static_cast<T>(N - off19));
    unsigned long long lo21[2]{42u, 0xd};
    return blockDim.z;
}
__constant__ int c_blend22[8] = {49, 13l, 58, 27u, -33, 0x3l, 0x3lu, 19};

__global__ void norm23_kernel(float *buf24, int n25, float q26) {
    if (43U >= q26) {
        return;
    }
    long long e27[(3)] = {};
    static __shared__ float sh_28;
    sh_28 -= c_blend22[gridDim.z];
    int cnt29 = ((q26 - e27[0]) < (buf24[2] + sh_28)) ? 1852 : ((((sh_28 > n25) ? 57 : 4) > q26) ? (e27[blockIdx.x] * n25) : (0x1D + q26));
    __shared__ int sh_30;
}

__device__ __noinline__ int march31(int count32, int lane33 = -28) {
    count32 = (-(lane33 % count32)) % static_cast<long>(0x35);
    Op12 q34 = ADD15;
    float e35[3]{4.0F, 23.5f, 16.125F};
    for (const auto &off36 : e35) {
        lane33 ^= (q34 == ADD15) ? (count32 | count32) : (54L | (c_blend22[count32] & c_blend22[lane33]));
        const int e37 = e35[count32];
    }
    int sum38[3] = {lane33, static_cast<int>(0u & lane33)};
    return q34;
}

namespace {
__global__ void __launch_bounds__(1 << (ADD15 + ADD15), 1) weigh39_kernel(int *__restrict__ buf40, float a41, unsigned int *__restrict__ data42) {
    (*data42) = ((*buf40) + gridDim.y) - c_blend22[2];
    double off43 = 0x1p3f;
    unsigned f44 = (double)((threadIdx.x + c_blend22[0]) | (0x2cUL << c_blend22[7]));
    int u45[2] = {0b100, 0x2};
    auto hi46 = MUL14 % f44;
}

__device__ __noinline__ void weigh47(int n48) {
    if ((blockIdx.z ^ n48) < n48) {
        return;
    }
    n48 ^= gridDim.x;
    n48 = ((threadIdx.z > n48) ? 9 : c_blend22[0b100]) + (blockIdx.y | 5) + n48;
    static __shared__ short sh_49;
    __shared__ int sh_50[(BLUE16 + (BLUE16 + 114))];
}
} // namespace

namespace {
__global__ void __launch_bounds__((1024), MUL14) bump51(float *__restrict__ acc52, float beta53, unsigned alpha54, int stride55) {
    int gid56 = (blockIdx.x * blockDim.x) + threadIdx.x;
    beta53 += (RED13 - c_blend22[0x1]) - 37UL;
    auto x57 = beta53;
    __shared__ int sh_58;
    x57 += 49 * ((c_blend22[gridDim.y] != MUL14) ? ((alpha54 >= 44) ? c_blend22[warpSize] : 8.75f) : acc52[sh_58 & 7]);
}

__device__ double pack59(double cfg60) {
    const int prod61 = (-(c_blend22[0b1] / 0x8L)) - (c_blend22[blockIdx.x] << c_blend22[0x5]);
    int diff62 = 64;
    float cnt63[5] = {0U};
    char r64((int)(0x3l));
    for (auto q65 : cnt63) {
        if (prod61) {
            return +(threadIdx.x * prod61);
        }
        static __shared__ int sh_66;
    }
    return (unsigned long)(threadIdx.x * (diff62));
}
} // namespace

constexpr int run_update67(int n68, int n69) {
    return n69;
}

int main() {
    int size70 = 1805;
    const unsigned int t71 = size70;
    Op12 x72 = BLUE16;
    int lim73[6] = {};
    accum1<<<(size70 + 127) / 128, sizeof(float) * (MUL14 + 31), sizeof(int) * 0x20, (cudaStream_t)0>>>((1 + lim73[t71]), lim73);
    norm23_kernel<<<ADD15 + 0xd, (ADD15 + 0xfd), 0x0, (cudaStream_t)0>>>(nullptr, (sizeof(float) * x72) % (0b111111 + t71), size70 * 50 * 3);
    weigh39_kernel<<<(size70 + 63) / 64, 64, 4096>>>(lim73, size70, nullptr);
    return 0;
}
