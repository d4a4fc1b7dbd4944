// cudagen 0.1 seed 1273 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,host_device_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,enum_class,if,range_for,while,nested_block,ternary,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,comments
#include "prelude.cuh"

#define WARPS_1 16
#define WARPS_2 (16)

__device__ __host__ double clamp3(int len4) {
    unsigned int y5 = static_cast<int>(len4);
    y5 = 37;
    int w6 = 0;
    while (w6 < len4) {
        ++y5;
        size_t x7 = ((float)len4) - 48l;
        ++w6;
    }
    return static_cast<int>((WARPS_1) / len4);
}

constexpr __host__ __device__ int probe8(int n9, unsigned int beta10) {
    constexpr int k11 = 23;
    n9 = (unsigned)((WARPS_1 == n9) ? (2959U + beta10) : (k11 * n9));
    return k11;
}
// Returns the accumulated value.

__global__ void tile12_kernel(float* out13, int count14, bool q15) {
    extern __shared__ int dyn_16[];
    __shared__ float sh_17[256];
    __shared__ unsigned long long sh_18[128];
    ++sh_18[65];
    float hi19 = count14;
    for (auto res20 : sh_17) {
        if (res20 > 3LL) {
            continue;
        }
        __shared__ float sh_21;
    }
}

__global__ void shade22_kernel(int lane23) {
    extern __shared__ unsigned dyn_24[];
    int iter25 = 0;
    while (iter25 < iter25) {
        __shared__ int sh_26[16];
        if (iter25 != sh_26[iter25]) {
            return;
        }
        ++iter25;
    }
}
enum class Mode27 : unsigned int { On28, On29 = 5 };

__global__ void drift30(int* dst31, int lane32) {
    (*dst31) = 47;
    lane32 = 067;
    dst31[lane32] = -2667;
    Mode27 idx33 = Mode27::On28;
    __shared__ unsigned int sh_34;
    int idx35 = lane32;
}

int main() {
    int n36 = 539;
    if (n36 - n36) {
        return n36;
    }
    {
        n36 = (float)((n36 == 32) ? 9 : n36);
        --n36;
    }
    bool off37 = n36 > 60u;
    tile12_kernel<<<dim3((n36 + 127) / 128, 1), 32>>>(nullptr, n36, !off37);
    shade22_kernel<<<sizeof(unsigned int) * 2, sizeof(unsigned int) * 32, 0>>>(off37);
    drift30<<<dim3(sizeof(int)), WARPS_2 + (WARPS_1 + (WARPS_1 + 16))>>>(nullptr, (n36 += 6, n36));
    return 0;
}
