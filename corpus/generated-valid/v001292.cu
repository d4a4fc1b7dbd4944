// cudagen 0.1 seed 1292 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,host_function,static_host_function,constexpr_function,default_args,main,constexpr_var,auto_var,const_local,if,for,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define MOD8_2(x) ((x) % 8)
#define SQR_3(x) ((x) * (x))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b

template <typename T, typename U>
__global__ void bias6_kernel(const T* src7, U* acc8) {
    acc8[threadIdx.x & 7] /= acc8[2];
    float stride9 = (((threadIdx.y * threadIdx.x) & 1) ? MOD8_2(blockDim.x) : 15) % 7;
}

template <typename T, int N = 5>
__device__ double probe10(const T* src11, const T* src12) {
    if (gridDim.x) {
        int lim13{7};
        if (src12 == nullptr) {
            return src11[blockDim.x & 7] / (N % lim13);
        }
    }
    return 10.375;
}

unsigned check_mix14(int count15, bool beta16, int n17 = 8) {
    count15 %= count15;
    n17 |= n17;
    constexpr float h18 = 2.875F;
    n17 = 8UL;
    return BLOCK_SIZE_1 | count15;
}

template <typename T, int N = 8>
inline __host__ __device__ T weigh19(T alpha20) {
    for (int j21 = 14; j21 > 0; --j21) {
        const T res22 = (N + j21) * ((j21));
        auto acc23 = (T)res22;
        T x24 = SQR_3(MOD8_2(j21) & (1 - j21));
    }
    T res25{31};
    res25--;
    return 57L;
}

static void apply26(float q27, int count28, unsigned a29) {
    dim3 prod30 = dim3((count28 + 63) / 64, 32);
    if (((CAT_5(a, 29) <= count28) ? BLOCK_SIZE_1 : a29) <= 22UL) {
        return;
    }
    for (int n31 = 0; n31 < 3; ++n31) {
        long long lim32{8U};
        q27 -= check_mix14(count28 % ((unsigned char)31), check_mix14(MOD8_2(a29), weigh19(1.0) == q27, 58L + lim32));
        a29 &= BLOCK_SIZE_1;
    }
}

constexpr int stencil33(int count34) {
    constexpr int prod35 = 53;
    return 58ul;
}

int main() {
    int n36 = 2359;
    n36 = 31 % (n36 * BLOCK_SIZE_1 * 7);
    int z37 = (((n36 < n36) ? 9 : BLOCK_SIZE_1) > (MOD8_2(n36) * weigh19<unsigned int, 4>(n36))) ? n36 : CAT_5(n, 36);
    bias6_kernel<long, float><<<dim3(128), BLOCK_SIZE_1, BLOCK_SIZE_1 + 896, 0>>>((const long*)nullptr, nullptr);
    return 0;
}
