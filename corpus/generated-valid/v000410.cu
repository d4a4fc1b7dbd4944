// cudagen 0.1 seed 410 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,shared_var,shared_2d,static_shared,constexpr_var,local_array,auto_var,const_local,enum,enum_class,if,if_else,if_init,goto,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 13
#else
#define TUNE_3 24
#endif

#if (TUNE_3 * 2) >= 57 && TUNE_3 != 0
#define CONFIG_4 8
#else
#define CONFIG_4 14
#endif
#undef TUNE_3
#define TUNE_3 24

__global__ void __maxnreg__(128) drift5(char beta6, int lane7, int *dst8) {
    int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int *h10 = dst8;
    long mid11[4] = {};
    if (11 > beta6)
        return;
    __shared__ size_t sh_12[10][9];
    auto tmp13 = lane7 == ((sh_12[lane7][lane7] >= h10[blockIdx.z]) ? 1885 : 33);
    static __shared__ float sh_14;
}
enum class Color15 : long { Add16, Red17, Off18, Low19 };

static __global__ void sweep20_kernel(int len21, double *out22, const int *in23) {
    if (auto u24 = in23[len21 & 7] + ((blockIdx.y != TUNE_3) ? static_cast<int>(*out22) : 46); len21 <= ((CAT_1(u, 24) <= CAT_1(u, 24)) ? 6 : out22[u24 & 7])) {
        __shared__ int sh_25[3][17];
        --len21;
    }
    if (!(blockIdx.z >= CAT_1(len, 21)))
        return;
    Color15 e26 = Color15::Add16;
    Color15 lo27 = Color15::Add16;
}
enum Op28 { BUSY29, RED30, RED31 = 3 };

float check_tile32(double cfg33) {
    cfg33 = cfg33;
    int x34 = CONFIG_4;
    if ((x34 == x34) && (cfg33 >= x34)) {
        goto done37;
    }
    if (const int r35 = static_cast<float>((x34 <= 38) ? (x34 - sizeof(unsigned int)) : (cfg33 - x34)); !((x34 >= 39) || (CAT_1(x, 34) == cfg33))) {
        Op28 lim36 = RED31;
        x34 = 39U;
    }
done37:;
    return (CAT_1(cfg, 33) > x34) ? BUSY29 : 28;
}

constexpr __host__ __device__ int sift38(int count39, bool p40) {
    int r41 = count39;
    p40 = (-(-38)) != CAT_1(p, 40);
    return 20;
}

__host__ __device__ int sweep42(int *__restrict__ dst43) {
    if ((*dst43) == 11ul) {
        goto skip45;
    }
    (*dst43) = sift38(static_cast<int>(*dst43), 0 + (dst43[7] + dst43[1]));
    if (dst43[5] != (dst43[0] * 61)) {
        if (((-(*dst43)) + dst43[0]) == (sizeof(long long))) {
            if ((dst43[3] * (((*dst43) != dst43[3]) ? dst43[5] : 4518)) <= ((dst43 == nullptr) ? (*dst43) : (*dst43))) {
                (*dst43) = ~(sizeof(int) * dst43[5]);
                float lim44 = 58UL;
            }
        }
    } else {
    }
skip45:;
    return 36;
}

int main() {
    int size46 = 3463;
    int h47 = 55;
    h47 = (size46 * (42ul / h47)) + (h47 & sweep42(nullptr));
    h47 = RED30;
    long h48{8l};
    drift5<<<(h47 + 31) / 32, 64, 256, nullptr>>>((59), sift38(h48, (h47 & 1)) * 45, nullptr);
    sweep20_kernel<<<(32), (CONFIG_4 + 242)>>>(((h48 == 43) || (CONFIG_4 <= h48)) ? RED30 : (h48), nullptr, nullptr);
    return 0;
}
