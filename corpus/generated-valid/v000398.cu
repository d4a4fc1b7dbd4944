// cudagen 0.1 seed 398 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_var,host_global,constexpr_var,local_array,enum_class,if,for,while,static_assert,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_function
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define WARPS_2 4
#define CHUNK_3 3
#define LOW_BITS_4(x) ((x) & 0xF)
#define MOD8_5(x) ((x) % 8)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
__constant__ unsigned c_score8 = 24;

static __global__ void grow9_kernel(int* __restrict__ out10, int lane11, short alpha12, int n13) {
    int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx14 >= n13)
        return;
    lane11 = -43;
    float diff15 = threadIdx.x;
}

static __global__ void march16_kernel(const long long* __restrict__ src17, int* __restrict__ buf18, float q19) {
    int i20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr int idx21 = (1 << 3) * sizeof(float);
    q19 = c_score8;
    int val22[5]{static_cast<int>(src17[blockDim.x]), 1689, int(q19), idx21, -62};
    val22[2] = (blockDim.x / (*buf18)) - (27 / val22[c_score8]);
}
int g_pivot23[] = {51LL, U' '};
enum class Phase24 : short { Slow25, Green26, Add27 = 6 };

__global__ void __launch_bounds__(CHUNK_3 + (CHUNK_3 + 26), 2) trace28_kernel(float b29, int* __restrict__ buf30, float* data31, float* __restrict__ dst32) {
    unsigned int gid33 = threadIdx.x;
    (*buf30) = *data31;
    (*data31) = LOW_BITS_4(c_score8 - blockDim.x);
    buf30[2]++;
    b29 = ((28 << buf30[3]) >> (gid33 * gridDim.z)) % (072 + (*buf30));
}

__global__ void kick34_kernel(Phase24 alpha35, size_t* out36, const int* __restrict__ input37, int n38) {
    int gid39 = threadIdx.x;
    if (gid39 >= n38)
        return;
    n38++;
    int pass40 = 0;
    while ((pass40 < 3) && ((c_score8 * WARPS_2) == gridDim.x)) {
        out36[n38] = sizeof(int);
        (*out36) = int(input37[1]);
        ++pass40;
    }
}

__global__ void filter41(float* data42, int* dst43, int* out44, short int* __restrict__ dst45) {
    unsigned int gid46 = threadIdx.x;
    for (int i47 = 6; i47 > 0; --i47)
        --dst45[0];
    dst45[c_score8] = blockDim.x - ((int)61);
    for (int i48 = 0; i48 < 6; ++i48)
        dst45[i48] = c_score8;
    static_assert((CHUNK_3 + WARPS_2) == 7, "expected value");
    if (LOW_BITS_4(*dst43) < gridDim.z)
        return;
}

float run_trace49(bool a50, const long* __restrict__ src51, int* acc52) {
    g_pivot23[0] = g_pivot23[1];
    (*acc52) = 0;
    a50 = src51[5] - WARPS_2;
    trace28_kernel<<<(CHUNK_3 + 253), 512>>>((a50 << (*acc52)) * (a50 / a50), nullptr, reinterpret_cast<float*>(acc52), reinterpret_cast<float*>(acc52));
    return 21u;
}

int main(void) {
    int size53 = 496;
    size53 = run_trace49(!((g_pivot23[1] < 040) || (g_pivot23[size53] <= 63ULL)), nullptr, &size53);
    signed char stride54 = g_pivot23[size53];
    grow9_kernel<<<1, (CHUNK_3 + 125)>>>(g_pivot23, 53U, alignof(double), 'A' + size53 + LOW_BITS_4(size53));
    march16_kernel<<<(WARPS_2 + 4), sizeof(float) * 32, 0, nullptr>>>(nullptr, g_pivot23, 47);
    kick34_kernel<<<1, CHUNK_3 + 61, sizeof(float) * 128, nullptr>>>(Phase24::Add27, nullptr, &size53, stride54 - 64UL);
    return 0;
}
