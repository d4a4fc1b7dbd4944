// cudagen 0.1 seed 1319 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,main,device_var,constant_array,constexpr_var,enum,if,if_init,do_while,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 32
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 40
#endif
enum Level6 { HIGH7, OFF8 };
__device__ int d_reduce9;

__device__ float merge10(int count11, float* data12) {
    int iter13 = 0;
    do {
        Level6 e14 = OFF8;
        ++iter13;
    } while (iter13 < (OFF8 + 11));
    count11 = 57u;
    return long(d_reduce9 / 26) & ((d_reduce9 += d_reduce9, 2) ^ (d_reduce9 ^ iter13));
}

static __device__ float apply15(int n16, bool b17) {
    double k18 = (blockIdx.x * static_cast<long>(62ULL)) / d_reduce9;
    n16 = blockIdx.x | b17;
    n16 = -warpSize;
    ++d_reduce9;
    const int* y19 = nullptr;
    return ((k18 - (22u | n16)) > (0x33UL * gridDim.x)) ? (22) : b17;
}
__constant__ double c_trace20[2] = {-11.375, -5.375};
// NOTE: keep in sync with the host reference.

__device__ void weigh21(const int* input22, int stride23, int* out24) {
    out24[4] = out24[5];
    unsigned f25 = stride23 + d_reduce9;
    out24[blockIdx.y & 7]--;
    if (stride23 >= 0xA) {
        return;
    }
    if (float tmp26 = sizeof(int); out24 == nullptr) {
        int w27 = c_trace20[1];
    }
    out24[stride23 & 0x7] = ((static_cast<unsigned char>(blockIdx.x)));
}

__global__ void tally28_kernel(const unsigned* input29) {
    unsigned int tid30 = threadIdx.x;
    Level6 prod31 = OFF8;
    if (input29 != nullptr) {
        return;
    }
    Level6 k32 = prod31;
}

int main() {
    int count33 = 0x6a5;
    count33++;
    unsigned int val34(137U);
    tally28_kernel<<<(count33 + 0b111111) / 64, (OFF8 + 63) * 2, 0, nullptr>>>(static_cast<const unsigned*>(nullptr));
    return 0;
}
