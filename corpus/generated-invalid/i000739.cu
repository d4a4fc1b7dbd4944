// cudagen 0.1 seed 739 invalid:kernel_nonvoid_return
// features: kernel,kernel_extern_c,launch,builtin_vars,device_function,device_noinline,host_device_function,device_template_function,host_function,main,constexpr_var,if,if_init,switch,switch_fallthrough,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define CHUNK_1 256
#define WARPS_2 256
#define CHUNK_3 4
#define HALF_4(x) ((x) / 2)
#define CAT_5(a, b) a##b
extern "C" __global__ void grow6(char *dst7, unsigned long long *dst8, int len9) {
    int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*dst8) >>= 472 * ((unsigned int)((*dst8) + 59));
    len9 >>= tid10;
    if (constexpr double flag11 = -22; (*dst7) != (len9)) {
        switch ((dst8[blockDim.x] += 20, sizeof(int))) {
        case 4: {
            int *res12 = &len9;
            constexpr int res13 = 3681;
            break;
        }
        case 3:
            break;
        case 6:
            break;
        default:
            break;
        }
    }
}
template <class T, int N = 7>
__device__ __noinline__ void merge14(T *data15, const T *in16, int *dst17) {
    (*dst17) = data15[3] - (static_cast<long>(CHUNK_3) ^ static_cast<int>(*in16));
    if (blockIdx.y < in16[0]) {
        return;
    }
}
char accum18(int n19, int stride20, int stride21) {
    unsigned short y22 = n19;
    stride21 = WARPS_2;
    stride21 *= sizeof(double) ^ (y22 % 9);
    return CHUNK_3;
}
// Computes one element per thread.
__host__ __device__ unsigned int kick23(float beta24, int stride25) {
    int h26{-45};
    h26 = 33ul;
    h26 %= stride25 - h26;
    --h26;
    return CAT_5(beta, 24);
}
template <typename T, int N>
__host__ __device__ T score27(T *buf28, T alpha29, const unsigned int *in30) {
    switch (in30[5]) {
    case CHUNK_3 + (CHUNK_3 + 3): {
        double acc31 = 61;
        [[fallthrough]];
    }
    case 0:
    case 5:
        break;
    case 12: {
        constexpr int t32 = 13;
        break;
    }
    default:
        break;
    }
    return *in30;
}
__global__ float bad_kernel35(const float *in)
{
    return in[threadIdx.x];
}
int main() {
    int size33 = 677;
    if (CAT_5(size, 33)) {
        const char *t34 = "path\\to";
        if (HALF_4(+t34[1]) <= CAT_5(size, 33)) {
            if ((size33 * 2564) != t34[1]) {
                return -39;
            }
            size33 = static_cast<unsigned>(t34[0] + 29l);
        }
    }
    grow6<<<(size33 + 31) / 32, 512>>>(static_cast<char*>(nullptr), nullptr, size33);
    return 0;
}
