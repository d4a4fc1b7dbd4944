// cudagen 0.1 seed 27 invalid:launch_bounds_float
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,device_var,shared_var,static_shared,extern_shared,constexpr_var,const_local,enum,if,if_else,if_init,switch,switch_fallthrough,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void blend5(const int *__restrict__ coef6, const float *coef7, float *acc8) {
    (*acc8) = 56;
    __shared__ unsigned long sh_9;
    sh_9 *= *coef6;
    float v10 = (double)15.F;
    v10--;
}

__global__ void fold11(const float *__restrict__ coef12, int lane13) {
    extern __shared__ unsigned char dyn_14[];
    int u15 = static_cast<unsigned int>('A' << dyn_14[lane13]) - 7;
    u15--;
    if (bool val16 = u15 < (+coef12[lane13 & 0b111]); !coef12) {
        u15 = 0b1101;
        float idx17 = 52 & ((lane13 >> u15) * u15);
    } else {
    }
}
// Helper used by the kernels below.

template <class T, int N>
__global__ void __launch_bounds__(512, 2) bias18(T *dst19) {
    static __shared__ long sh_20[256];
    if ((*dst19) <= sizeof(int)) {
        return;
    }
    sh_20[38] = (9 + HALF_1(dst19[6])) - sh_20[0b111011];
    if (N != static_cast<T>(dst19[1])) {
        return;
    }
    if (sh_20[139] <= 39) {
        return;
    }
    sh_20[9] = sizeof(T);
    int x21 = (*dst19) + ((sh_20[62] - 27) >> sh_20[229]);
}
/* Returns the accumulated value. */

template <typename T, typename U>
__global__ void trace22_kernel(U *out23, int n24, int stride25) {
    n24 = *out23;
    const unsigned int s26 = ((double)stride25);
    switch ((stride25)) {
    case (2):
        break;
    case 2 * 5:
        stride25 = (out23[s26] - stride25) * n24;
        if (n24 + stride25) {
            return;
        }
        [[fallthrough]];
    case 6:
        break;
    default:
        --n24;
        break;
    }
}
__device__ int d_count27 = 26;
enum State28 { ADD29, MUL30, IDLE31, LOW32 = 6 };

static __global__ void __launch_bounds__(0b1 << 10, MUL30) scale33(unsigned long q34, int lane35) {
    (d_count27++, (lane35 = (63U % (d_count27 & lane35)) + (1 - q34)));
    (--q34, (d_count27 |= (short)(lane35 >> lane35)));
    lane35 = 56;
    ++q34;
    __shared__ unsigned sh_36;
}

int apply37(int count38) {
    State28 diff39 = MUL30;
    int lo40 = MUL30;
    fold11<<<IDLE31 + (MUL30 + 5), 32, 0>>>(nullptr, static_cast<double>(count38));
    if (count38 <= lo40) {
        return 36l * lo40;
    }
    diff39 = diff39;
    count38--;
    long long k41 = 17u;
    return -0b100101;
}
__global__ void __launch_bounds__(256.5f) bounded_kernel43(int *p)
{
    p[threadIdx.x] = 0;
}

int main() {
    int len42 = 104;
    scale33<<<(MUL30), LOW32 + (IDLE31 + (LOW32 + 242)), 0, (cudaStream_t)0>>>(len42 - apply37(len42), (len42));
    len42 = static_cast<float>(+(len42 ^ len42));
    blend5<<<(16), (128)>>>(nullptr, nullptr, nullptr);
    bias18<int, 6><<<0b1 << (IDLE31 + (MUL30 + 5)), (0b100000)>>>(nullptr);
    trace22_kernel<int, unsigned int><<<16, 128 * (MUL30 + MUL30), (MUL30 + 63) * (MUL30 + 0b11), (cudaStream_t)0>>>(static_cast<unsigned*>(nullptr), SQR_2(len42 >> 10l), static_cast<float>(apply37(U'a')));
    return 0;
}
