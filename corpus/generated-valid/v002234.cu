// cudagen 0.1 seed 2234 valid
// features: kernel,kernel_static,maxnreg,launch,launch_shared_mem,device_function,device_forceinline,static_device_function,device_template_function,host_function,main,constexpr_var,local_array,auto_var,const_local,if,if_else,while,nested_block,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_hex_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_paste,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 5
#define TILE_DIM_2 4
#define CAT_3(a, b) a##b

#if CHUNK_1 % 2 == 0 || CHUNK_1 < 4
#define CONFIG_4 6
#else
#define CONFIG_4 25
#endif
// Layout: row-major, no padding.

static __global__ void __maxnreg__(64) kick5(int n6) {
    if ((n6 += 54, 38) >= n6) {
        n6++;
        if ((CAT_3(n, 6) + n6 + n6) < (10 % CAT_3(n, 6))) {
            double t7 = static_cast<unsigned int>(n6 % (n6 >> n6));
            (--n6, (t7 = (TILE_DIM_2 & n6) + (n6 << n6)));
            int x8{2'291l};
        } else {
        }
    } else if (n6 > 41ll) {}
}

double check_apply9(unsigned long long cfg10, int n11) {
    kick5<<<1 << 5, 1 << 7>>>(50lu);
    if ((n11 | CONFIG_4) >= cfg10) {
        return int(n11 - cfg10);
    }
    {
        if (n11 < (60 + CAT_3(cfg, 10))) {
            cfg10 = n11 + sizeof(float);
        } else {
            cfg10 = (cfg10 ^ (CAT_3(cfg, 10) | 0b101)) + static_cast<int>(40l);
        }
    }
    return ((cfg10 & 13) % (CONFIG_4 - CAT_3(n, 11))) - n11;
}

__global__ void sift12(int n13, int *dst14) {
    double mid15{0x1p0};
    {
        int t16 = dst14[n13];
        float v17[6] = {};
    }
    double t18[3] = {50, 16.0f, mid15};
    --n13;
    const unsigned long long s19 = *dst14;
}

__global__ void clamp20(double *data21, const double *src22, short alpha23) {
    const unsigned int v24 = CAT_3(alpha, 23) * alpha23;
    float acc25 = 50L;
}

__global__ void blend26(double cfg27, unsigned int *acc28, double *data29) {
    const char res30 = 32UL;
    auto lo31 = ~((~acc28[2]) % 7);
}

static __device__ __forceinline__ void combine32(int stride33, const unsigned int *input34) {
    int s35{7};
    stride33--;
    s35 = TILE_DIM_2;
}

template <class T, int N>
__device__ __forceinline__ void mix36(const T *in37, int stride38, int *dst39) {
    int pass40 = 0;
    while (pass40 < stride38) {
        T y41 = in37[stride38 & 7];
        y41 = dst39[3];
        ++pass40;
    }
    (*dst39) = N * stride38;
    ++stride38;
    if ((stride38 * 8) != N) {
        return;
    }
}

int main(void) {
    int n42 = 336;
    blend26<<<(n42 + 63) / 64, 0b1 << (TILE_DIM_2 + 3)>>>((n42 * n42) - (n42 / 4257L), nullptr, static_cast<double*>(nullptr));
    n42 = n42;
    if (31l != (n42 / n42)) {
        return +(51 * CAT_3(n, 42));
    }
    n42 = sizeof(int);
    sift12<<<(n42 + 127) / 128, CONFIG_4 + (CHUNK_1 + 98)>>>(n42 >> 1, &n42);
    clamp20<<<(n42 + 31) / 32, TILE_DIM_2 * 8, sizeof(float) * 0b100000>>>(nullptr, nullptr, (n42 * CAT_3(n, 42)) / 22);
    return 0;
}
