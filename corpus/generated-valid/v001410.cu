// cudagen 0.1 seed 1410 valid
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,host_device_function,host_function,main,constexpr_var,static_local,if,for,switch,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,comments
#include "prelude.cuh"

#define RADIUS_1 4
#define CHUNK_2 64
#define NUM_ITERS_3 8
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__host__ __device__ unsigned char step5(int count6, float *__restrict__ data7, const float *__restrict__ in8) {
    constexpr float lim9 = 17.125F;
    static_assert((NUM_ITERS_3 + 31) > 38, "tile must fit");
    ++data7[6];
    return -(in8[3] + (count6 >> count6));
}

__global__ void __launch_bounds__(NUM_ITERS_3 + 1016) smooth10(const unsigned *__restrict__ input11, int lane12, int n13) {
    int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx14 >= n13) {
        return;
    }
    switch ((blockIdx.z)) {
    case RADIUS_1 + 6:
        if (gridDim.x < CHUNK_2) {
            break;
        }
        break;
    case sizeof(unsigned int) * 0x3:
        break;
    case 11: {
        double z15 = step5(input11[n13 & 7], nullptr, nullptr);
        break;
    }
    }
}
// Helper used by the kernels below.

__global__ void __launch_bounds__(1 << 7) reduce16(int lane17, int lane18, int lane19) {
    int gid20 = threadIdx.x;
    lane18 += CHUNK_2;
    lane18 = 2877 + warpSize;
    lane18 = lane19 + (gid20 - threadIdx.x);
    lane18 += RADIUS_1;
    lane18 = 10ll;
    double w21 = lane18;
    lane17 *= step5(step5(lane18, nullptr, (const float*)nullptr), (float*)nullptr, (const float*)nullptr);
}
// Computes one element per thread.

void run_kick22(int count23, double beta24, double *buf25) {
    for (int n26 = 0; n26 < 0xB; n26++) {
        for (int j27 = 0; j27 < n26; ++j27) {
            int cnt28{count23};
            (*buf25) = n26;
            float x29 = step5(n26, (float*)nullptr, (const float*)nullptr);
        }
        (*buf25) = n26;
    }
}
static_assert(0x2A > 0x29, "expected value");

__global__ void weigh30_kernel(const int *coef31) {
    int idx32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    step5(+(NUM_ITERS_3 % idx32), (float*)nullptr, nullptr);
    long prod33 = step5(coef31[idx32 & 7], nullptr, nullptr);
    if (coef31[threadIdx.z & 7] != idx32) {
        return;
    }
    double y34 = CHUNK_2;
}

int main() {
    int count35 = 3756;
    float w36 = count35;
    (++count35, (w36 = 0x3D));
    static double base37 = 0xB;
    smooth10<<<2, (RADIUS_1 + 60)>>>(nullptr, '"' | count35, step5(count35 ^ count35, (float*)nullptr, &w36));
    reduce16<<<2, 1 << 9>>>(step5((count35), (float*)nullptr, nullptr), w36 - count35, step5(count35 << 0x4, &w36, &w36));
    weigh30_kernel<<<(128), (RADIUS_1 + (NUM_ITERS_3 + (RADIUS_1 + (RADIUS_1 + (NUM_ITERS_3 + 4)))))>>>((const int*)nullptr);
    return 0;
}
