// cudagen 0.1 seed 700 invalid:missing_semicolon_after_struct
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,main,device_var,constant_array,using_alias,if,for,pragma_unroll,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

static __device__ long update4(int stride5, int stride6) {
    (stride6++, (stride5 += (stride6 += stride6, blockDim.z)));
    for (int j7 = 0; j7 < stride6; j7++) {
        stride5++;
        if ((stride5 += j7, stride5) <= sizeof(char)) {
            continue;
        }
        float stride8 = threadIdx.z;
    }
    return static_cast<unsigned int>(stride5 + stride5);
}

__global__ void kick9(short* buf10, const unsigned short* src11, float* out12, const unsigned int* coef13) {
    int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    update4(src11[idx14 & 7] + out12[gridDim.x], update4(63, 10l) * 'a');
    #pragma unroll 8
    for (int j15 = 0; j15 < idx14; j15++) {
        (*out12) = *src11;
        (*buf10) *= update4(update4(update4(gridDim.y, 50UL), 0x3d), 8 + out12[3]);
    }
}
__constant__ int c_norm16[4] = {18UL, 45U, -25, 3296l};

__host__ __device__ void norm17(long cfg18, int lane19) {
    double r20(cfg18 & short(lane19 - cfg18));
    if (cfg18 <= (lane19 | 34)) {
        return;
    }
}
__device__ int d_bias21 = 17;
using real22_t = double;
// Layout: row-major, no padding.

__device__ real22_t sweep23(long long p24) {
    d_bias21 |= p24;
    float x25 = c_norm16[gridDim.x] ^ d_bias21;
    return p24;
}

__device__ real22_t reduce26(int len27, int len28) {
    #pragma unroll
    for (int it29 = 0; it29 < len27; ++it29) {
        int u30 = (d_bias21 / sweep23(1019LL)) * d_bias21;
        len27 = len27;
        long long s31 = c_norm16[0x0] - float(c_norm16[blockIdx.x]);
    }
    len28--;
    return 24.5;
}

template <typename T, typename U>
__global__ void __maxnreg__(32) smooth32(U* buf33, const long* src34, T* buf35, float* buf36) {
    unsigned tid37 = threadIdx.x;
    #pragma unroll
    for (int i38 = 0; i38 < 5; ++i38) {
        for (int i39 = 0x0; i39 < d_bias21; i39++) {
            if (gridDim.y * 57) {
                U f40 = src34[0];
            }
        }
    }
    d_bias21 = update4(tid37, (src34[threadIdx.z] / threadIdx.y) * (*buf33));
    (*buf35) -= ('a' ^ update4(0b100100, d_bias21)) | 13;
    buf35[0b100] = (*buf33) + (d_bias21 % c_norm16[0x3]);
}
// Layout: row-major, no padding.

static __device__ unsigned int rank41(int len42, unsigned int beta43) {
    SWAP_1(int, len42, d_bias21);
    static_assert(10 == 10, "bad config");
    long long prod44 = (beta43);
    return threadIdx.y;
}

__global__ void __launch_bounds__(512) bump45_kernel(int* acc46) {
    int tid47 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (threadIdx.x < static_cast<unsigned char>(d_bias21)) {
        double k48 = 7l;
        d_bias21 += k48;
    }
    (*acc46)++;
}
struct Header50 {
    int tag;
}

int main(void) {
    int len49 = 0x389;
    len49++;
    len49 = 0xd4;
    len49 = len49;
    ++len49;
    len49 |= len49;
    kick9<<<dim3((len49 + 127) / 128), 256, sizeof(int) * 64>>>(static_cast<short*>(nullptr), nullptr, nullptr, (const unsigned*)nullptr);
    smooth32<<<dim3((len49 + 31) / 32, (len49 + 0x3F) / 64), 512, 0, 0>>>((double*)nullptr, nullptr, &len49, nullptr);
    bump45_kernel<<<0b100000 * 2, dim3((len49 + 255) / 256), 0>>>(&len49);
    return 0;
}
