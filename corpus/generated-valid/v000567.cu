// cudagen 0.1 seed 567 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,host_function,static_host_function,default_args,main,device_var,shared_var,shared_2d,extern_shared,constexpr_var,local_array,enum,if,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_functional,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

static __device__ int score2(int lane3 = 033l) {
    if (((warpSize & 1) ? lane3 : gridDim.x) != lane3) {
        return 17 | (lane3 - threadIdx.z);
    }
    int cnt4 = 31;
    lane3 = (cnt4 * (38)) + (threadIdx.x * (cnt4 + blockDim.x));
    (++cnt4, (lane3 ^= ~CAT_1(cnt, 4)));
    cnt4 = lane3 + sizeof(unsigned char) + 02252;
    ++lane3;
    char u5[2] = {};
    return 25;
}
__device__ double d_count6;
enum Kind7 : unsigned char { ADD8 = 2, GREEN9 };

__global__ void shade10_kernel(const int* in11) {
    int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Kind7 m13 = GREEN9;
    score2((in11 == nullptr) ? in11[0x7] : (40));
    long t14 = 14U * idx12;
    if (((*in11) | t14) >= d_count6) {
        goto finish15;
    }
    (++d_count6, (d_count6 -= (!(gridDim.x >= warpSize)) ? (score2(0b110100) + (t14)) : score2(0b100001)));
finish15:;
}

static __global__ void sift16_kernel(Kind7 p17, Kind7 alpha18, int n19) {
    extern __shared__ unsigned dyn_20[];
    unsigned tid21 = threadIdx.x;
    if (tid21 >= n19) {
        return;
    }
    int diff22 = gridDim.z * alpha18;
    float sum23 = ((threadIdx.x % 3) - (-(-24.5F))) + (d_count6 * d_count6);
    int r24[6] = {010UL, int(0b10010u), 26, 5};
    double q25 = (d_count6 += 52, (~r24[gridDim.z])) | (0x129LL * CAT_1(p, 17));
    if ((CAT_1(sum, 23) != threadIdx.y) || (0x36 > gridDim.y)) {
        return;
    }
}

static __device__ __forceinline__ int tally26(long q27, const unsigned int* __restrict__ src28, float p29 = 21lu) {
    float diff30 = ((9ul & (*src28)) + ' ') * (sizeof(signed char) & q27);
    q27 = ~(+score2());
    q27 += d_count6;
    unsigned hi31[6] = {};
    __shared__ long long sh_32[16][12];
    score2((hi31[0b1] | 14) * long(15));
    return sh_32[q27 & 0xf][8];
}

static int run_update33(int lane34) {
    if ((lane34 + lane34) != 0x33) {
        goto finish35;
    }
    lane34 += CAT_1(lane, 34) & (lane34 % 15);
    lane34 = 1612u + ((lane34 >= 0x30) ? GREEN9 : 40) + lane34;
    lane34 ^= lane34 - ((lane34 + 4656ll) & GREEN9);
finish35:;
    return ' ' - ((lane34 - 36u) % ((lane34 != lane34) ? 57 : lane34));
}

int main() {
    int n36 = 2231;
    float f37 = run_update33(CAT_1(n, 36));
    shade10_kernel<<<020, 256>>>(nullptr);
    const char* hi38 = "warp size";
    sift16_kernel<<<(8), ADD8 + (GREEN9 + (GREEN9 + (ADD8 + 54))), 0, nullptr>>>(GREEN9, GREEN9, GREEN9);
    return 0x0;
}
