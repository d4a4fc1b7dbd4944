// cudagen 0.1 seed 252 invalid:sizeof_function
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constexpr_var,local_array,if,for,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_char,lit_char_prefix,lit_bool,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_value,lambda_iife,lambda_launch,pp_ifdef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 4
#else
#define TUNE_4 21
#endif

__global__ void fold5(int *__restrict__ buf6, int *acc7, long beta8, int *__restrict__ data9) {
    int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int h11[4]{4, idx10, 52, idx10};
    constexpr bool h12 = false;
    ++h11[1];
    for (int n13 = idx10; n13 > 0; --n13) {
        data9[idx10 & 7] %= 23;
    }
    acc7[threadIdx.z & 7] <<= h12;
}

static void host_pivot14(int count15, unsigned int beta16) {
    if (L'A' > beta16) {
        return;
    }
    count15 = beta16;
    ([=]() {
        fold5<<<dim3(1, (count15 + 0377) / 0x100, (1)), 1 << 0b101>>>(static_cast<int*>(nullptr), nullptr, count15, nullptr);
        fold5<<<TUNE_4 + (TUNE_4 + 470), dim3(128, 8), 4096, 0>>>(nullptr, nullptr, beta16, nullptr);
        constexpr float x17 = 21.375f;
    })();
    unsigned long mid18 = +(TUNE_4 + beta16 + (beta16 - beta16));
    beta16--;
}

static void check_tile19(char alpha20, int stride21) {
    fold5<<<1, 64>>>(static_cast<int*>(nullptr), nullptr, TUNE_4 * ((int)stride21), nullptr);
    constexpr float idx22 = 0.75f;
    stride21 -= idx22;
    stride21 = alpha20;
}
int probe_25();

int main() {
    int len23 = 0xc60;
    len23 += sizeof(probe_25);
    cudaStream_t z24 = (cudaStream_t)0;
    len23 -= len23;
    return 0;
}
