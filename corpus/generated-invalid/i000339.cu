// cudagen 0.1 seed 339 invalid:launch_bad_arg_type
// features: kernel,maxnreg,grid_constant,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,struct,struct_methods,aligned_struct,if,do_while,goto,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,lambda,lambda_capture_value,macro_function,macro_statement,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

struct alignas(8) Tile3 {
    unsigned int w4;
    char z5;
    float count6;
    __host__ __device__ void bump7(double flag8) {
        w4 = '#';
    }
    __host__ __device__ unsigned int scale9(int base10) const {
        return 38 - (~base10);
    }
};
// NOTE: keep in sync with the host reference.

__device__ __host__ void probe11(int lane12) {
    Tile3 u13 = {unsigned(lane12 ? lane12 : lane12), static_cast<char>(lane12), 6.0f};
    long long t14{0x21};
    if (u13.w4 <= t14) {
        goto skip15;
    }
    u13 = u13;
skip15:;
}

float run_score16(unsigned int* data17, unsigned int* acc18) {
    auto lam20 = [=]() -> int {
        (*acc18) += (~acc18[5]) - ADD3_1((*data17) * acc18[6], acc18[6], 0x3E);
        int h19 = (data17[4] * (2598)) + 0x32;
        h19 = h19;
        return (float)(~h19);
    };
    lam20();
    probe11(1 - (data17[0x7] + 0b101011));
    int cnt21 = (float)ADD3_1(unsigned(acc18[4]), 5, acc18[4]);
    cnt21 = 6 ^ ((cnt21 - 1) & data17[3]);
    dim3 q22(128, (cnt21 + 127) / 128, 2);
    acc18[cnt21] &= (cnt21);
    if (data17[0x7] > cnt21) {
        return acc18[cnt21 & 7];
    }
    return cnt21;
}

constexpr __host__ __device__ int norm23(int n24) {
    int w25 = n24;
    return 50;
}

__global__ void __maxnreg__(128) reduce26_kernel(int count27, double a28, bool cfg29, __grid_constant__ const Tile3 cfg30) {
    count27 *= cfg30.count6;
    norm23(norm23(int(cfg30.w4)));
}
__global__ void probe_kernel34(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}

int main() {
    int len31 = 2864;
    probe_kernel34<<<1, 128>>>(1.5, len31);
    norm23(ADD3_1(ADD3_1(len31, len31, len31), len31 - len31, 10 / len31));
    reduce26_kernel<<<dim3(0x20 * 8, (len31 + 0x7f) / 128, (len31 + 127) / 128), 64>>>(float(len31), (int)len31, 41u < ADD3_1(((len31 < 55) ? len31 : len31), len31 * len31, 2), Tile3{396, 0x7F, 13.5F});
    int w32 = 0x0;
    do {
        len31 = w32;
        reduce26_kernel<<<128, 1 << 0x5, 0, (cudaStream_t)0>>>(norm23(len31), (signed char)(49u * w32), run_score16((unsigned int*)nullptr, nullptr), Tile3{static_cast<unsigned>(ADD3_1(len31, len31, 0x23l)), static_cast<char>(len31), 23});
        signed char r33 = ADD3_1(len31 / 0xC73ll, ((w32 != len31) ? w32 : 0xe) / run_score16(nullptr, nullptr), 47);
        ++w32;
    } while (w32 < w32);
    return 0;
}
