// cudagen 0.1 seed 181 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,device_var,shared_var,extern_shared,constexpr_var,if,do_while,switch,switch_fallthrough,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define CAT_2(a, b) a##b

#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_3 7
#else
#define CONFIG_3 15
#endif

__host__ int check_pivot4(const int* __restrict__ input5, const int* __restrict__ src6, int stride7) {
    if (input5[5] != stride7) {
        switch (static_cast<unsigned>(*input5)) {
        case 0: {
            unsigned w8 = static_cast<float>(input5[stride7 & 7] - (*input5));
            w8--;
            break;
        }
        case 5 * 2: {
            int h9 = 7;
            [[fallthrough]];
        }
        case sizeof(float) * 2:
            break;
        case 6: {
            double flag10{9};
            break;
        }
        default:
            break;
        }
    }
    return 2;
}
__device__ int d_sweep11;

__global__ void decay12_kernel(const double* __restrict__ in13, long long q14, float* buf15) {
    extern __shared__ unsigned dyn_16[];
    unsigned int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int pass18 = 0;
    do {
        (*buf15) = 20 * ((*buf15) * blockIdx.z) * (pass18 % ((blockIdx.y == NUM_ITERS_1) ? idx17 : CONFIG_3));
        dyn_16[pass18] = 011532U;
        ++pass18;
    } while (pass18 < 11);
    bool z19 = blockIdx.x;
}

static __global__ void split20(const int* input21) {
    switch (blockDim.x) {
    case sizeof(unsigned int) * 3:
        break;
    case 1 << 3: {
        if (!((d_sweep11 - 27l) <= 53U)) {
            float s22 = (blockDim.z | input21[d_sweep11]) + d_sweep11;
            s22 = (d_sweep11 - d_sweep11) | input21[d_sweep11];
        }
        int r23 = (d_sweep11 & CONFIG_3) * blockDim.x;
        break;
    }
    case (3): {
        if ((gridDim.z == (*input21)) || (input21[5] < NUM_ITERS_1)) {
            return;
        }
        float w24 = +((input21 != nullptr) ? static_cast<long>(input21[d_sweep11]) : 30);
        break;
    }
    default:
        break;
    }
}

int main() {
    int size25 = 3815;
    if (check_pivot4(&size25, &size25, size25) == sizeof(int)) {
        return (size25 << 10) / size25;
    }
    decay12_kernel<<<NUM_ITERS_1 + 112, 1 << 5, sizeof(double) * 0100>>>(nullptr, size25 * 4 * check_pivot4(&size25, nullptr, CAT_2(size, 25)), (float*)nullptr);
    if ((size25 != 2) || (size25 <= CAT_2(size, 25)) || ((size25 & 1) || (alignof(int) == size25))) {
        const char* idx26 = "\x41\102";
        split20<<<dim3((CONFIG_3 + (NUM_ITERS_1 + (CONFIG_3 + (CONFIG_3 + 91)))), (size25 + 63) / 64), 1 << CONFIG_3, sizeof(float) * 0400>>>(&size25);
        ++size25;
    }
    return 0;
}
