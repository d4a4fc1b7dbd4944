// cudagen 0.1 seed 659 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,const_local,enum,enum_class,anon_namespace,if,if_else,switch,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

int run_kick2(signed char b3) {
    b3 = b3;
    b3 = ((b3) | 61LL) | (32 - (b3 - 41u));
    const long r4 = 54 % b3;
    if (CAT_1(b, 3) && (r4 > b3)) {
        return 0x2dul;
    }
    if (r4 + b3) {
        return 41u;
    }
    return (static_cast<short>(b3) - (b3 - 0x6lu)) >> ((int)(b3));
}

namespace {
enum class Phase5 : unsigned int { Green6, Red7, Blue8, Red9 };
} // namespace

__global__ void relax10(int len11, double alpha12, int n13) {
    int tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid14 >= n13) {
        return;
    }
    len11 >>= 4;
    int s15 = (n13 += blockIdx.z, tid14) + (len11 += 2443L, (-60));
    if ((-(n13 * 34l)) == (0b100111 - CAT_1(len, 11))) {
        static __shared__ int sh_16[32];
    } else {
        len11 = blockIdx.x;
    }
}
enum Phase17 : unsigned char { BUSY18, BUSY19 };
enum State20 { GREEN21 = 1, BLUE22, HIGH23, FAST24 = 6 };

__global__ void norm25(int *__restrict__ dst26, Phase5 beta27, unsigned char *__restrict__ out28) {
    extern __shared__ int dyn_29[];
    int idx30 = threadIdx.x;
    if (blockIdx.x < 11U) {
        out28[2] >>= (0b11111111 + (*out28)) - dyn_29[4];
        __shared__ unsigned int sh_31[8];
        float stride32 = GREEN21 * (blockDim.x + (FAST24 ^ sh_31[0x7]));
    } else if (dyn_29[idx30] >= (34 - (*out28))) {}
}
enum Level33 : int { ON34 = 1, SLOW35 };

__global__ void __launch_bounds__(64) gather36(int *__restrict__ acc37, unsigned int *data38, unsigned int *out39, unsigned long long q40) {
    int tid41 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ unsigned int sh_42;
    int s43 = ((int)data38[tid41]) * 2;
    s43 = ~tid41;
    (--q40, (data38[threadIdx.x] = +((34u - (*acc37)) << (sizeof(int)))));
}

__device__ void kick44(int lane45, int count46) {
    char diff47 = -26;
    lane45++;
}

__host__ __device__ long clamp48(State20 b49, bool p50, unsigned int cfg51) {
    Phase17 u52 = BUSY18;
    cfg51 = CAT_1(b, 49);
    if (!(!cfg51)) {
        switch (u52) {
        case BUSY18: {
            State20 flag53 = b49;
            Level33 diff54 = ON34;
            break;
        }
        default: {
            int stride55 = sizeof(double) / ((cfg51 += 35, 0x15) * 55ul);
            break;
        }
        }
    }
    return (p50 + (GREEN21 % u52)) - static_cast<long long>(u52);
}

char filter56(double alpha57, int n58, char cfg59) {
    alpha57 = clamp48(HIGH23, ((n58 += cfg59, sizeof(float)) - (CAT_1(n, 58) - alpha57)) != (alpha57 - n58), 6lu);
    cfg59 = (CAT_1(n, 58)) & run_kick2(n58 * 0b101100);
    return -((n58 | cfg59) - (alpha57 * cfg59));
}

int main() {
    int len60 = 0xc1e;
    dim3 diff61 = dim3(1 << (GREEN21 + 1), (len60 + 63) / 64);
    norm25<<<dim3((len60 + 0b11111111) / 0x100), (128), sizeof(int) * 256>>>(&len60, Phase5::Red7, (unsigned char*)nullptr);
    len60 *= 63lu;
    len60 <<= run_kick2(len60 ^ FAST24) + (len60 += 0x3, 3723);
    relax10<<<diff61, GREEN21 + 255>>>(filter56((len60), filter56(len60, HIGH23, 57ul), -60ll), 3.125f, +(sizeof(long long) & len60));
    gather36<<<dim3(2), HIGH23 + 29>>>(&len60, static_cast<unsigned int*>(nullptr), nullptr, run_kick2(len60));
    return 0;
}
