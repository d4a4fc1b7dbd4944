// cudagen 0.1 seed 384 invalid:invalid_type_conversion
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,enum,namespace,if,for,switch,compound_assign,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_iife,macro_function,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define LOW_BITS_2(x) ((x) & 0xF)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

void count6(int len7, int stride8, unsigned char q9 = 30) {
    ([=]() mutable {
        q9 = (len7 += 49, (+(0x30L * q9)));
    })();
    for (int j10 = 0; j10 < 0x6; j10 += 3) {
        if (len7 <= stride8)
            return;
    }
    long base11 = q9 + q9;
    base11 = (1383);
    if (q9 != stride8)
        return;
    int res12 = q9 + len7;
}
enum Phase13 : short { ADD14, FAST15 };

namespace detail16 {
__host__ void step17(int len18) {
    if (len18 != 39u)
        return;
    cudaStream_t r19 = (cudaStream_t)0;
    if (len18 == FAST15)
        return;
}

__global__ void split20(short b21, Phase13 p22, short *acc23, double a24) {
    int tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int hi26 = MOD8_1(b21 + FAST15) * ((p22 - (*acc23)) - tid25);
    Phase13 mid27 = p22;
    __shared__ int sh_28;
    Phase13 x29 = ADD14;
    hi26 = LOW_BITS_2(LOW_BITS_2(threadIdx.z)) * (tid25 + (a24 += 26U, tid25));
    acc23[tid25] += mid27;
}
} // namespace detail16

inline static __device__ int update30(int *out31, int stride32, int lane33) {
    float q34 = (LOW_BITS_2(stride32)) - ((stride32 * lane33) + (8.125F * lane33));
    switch (gridDim.x - 23) {
    case FAST15 + 3:
        out31[5] *= gridDim.x;
        --lane33;
        break;
    default:
        break;
    }
    return q34 + (out31[lane33] - ADD14);
}

namespace gpu35 {
__global__ void warp36(int len37, const int *input38) {
    int tid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid39 >= len37)
        return;
    switch (input38[0]) {
    case FAST15 + (FAST15 + 5):
        break;
    }
    len37 += MOD8_1(update30(&len37, update30(&len37, len37, threadIdx.y), 2278ull));
    len37 /= (update30(&len37, len37, sizeof(unsigned) + input38[blockIdx.x]));
    switch (input38[len37]) {
    case sizeof(unsigned int) * (FAST15 + 1):
        if (threadIdx.x * gridDim.y)
            break;
        break;
    case FAST15 + (FAST15 + 8): {
        __shared__ long long sh_40[32];
        sh_40[16] = update30(&len37, input38[tid39] + (*input38), sh_40[8]);
        break;
    }
    case 11:
        break;
    default:
        break;
    }
}

__global__ void sweep41(int stride42) {
    extern __shared__ unsigned char dyn_43[];
    int tid44 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int it45 = 0; it45 < (FAST15 + 8); it45++) {
        if (tid44 >= gridDim.z)
            break;
        __shared__ float sh_46;
        Phase13 sum47 = FAST15;
    }
}

__global__ void fuse48(unsigned char *__restrict__ acc49, int stride50) {
    extern __shared__ int dyn_51[];
    unsigned int gid52 = threadIdx.x;
    int sum53[2] = {6};
    int v54[4] = {};
}
} // namespace gpu35

int main() {
    int count55 = 2862;
    double d_61 = 1.5;
    int *p_61 = (int *)d_61;
    auto fn58 = [](float u56) -> long {
        int u57[(6)] = {-13, 3, 2, 30};
        u57[3] = sizeof(float) * u57[5];
        return 9 + (u57[0x4]);
    };
    count55 = fn58(+(count55 + count55));
    count55 += count55 % fn58(count55);
    int tmp59 = ADD14;
    unsigned m60 = fn58(count55 + 2.25f + (count55 + 6.625f));
    gpu35::warp36<<<sizeof(int) * (FAST15 + (FAST15 + 0x6)), sizeof(float) * 128, sizeof(float) * 256, (cudaStream_t)0>>>(((tmp59)), &count55);
    detail16::split20<<<0x4, (FAST15 + 127), 4096, nullptr>>>(count55 - count55, ADD14, (short*)nullptr, m60);
    gpu35::sweep41<<<FAST15, (FAST15 + 63), sizeof(unsigned int) * (FAST15 + (FAST15 + 254))>>>(17ul);
    gpu35::fuse48<<<4, (FAST15 + (FAST15 + (FAST15 + 0x7D))) * (FAST15 + 0x3)>>>(nullptr, 8 + (count55 + 49lu));
    return 0;
}
