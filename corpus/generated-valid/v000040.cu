// cudagen 0.1 seed 40 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,host_device_function,device_template_function,host_function,main,constexpr_var,local_array,const_local,struct,if,while,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 3
#define CHUNK_2 (128)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 8
#else
#define TUNE_7 49
#endif
#undef CHUNK_2
#define CHUNK_2 8

struct Stats8 {
    double count9;
    char id10;
    float count11;
};
/* Computes one element per thread. */

static __global__ void tile12_kernel(int len13, long alpha14, float* acc15, float cfg16) {
    const size_t res17 = alpha14;
    const float* mid18 = &cfg16;
    if (043l > alpha14) {
        goto skip19;
    }
    ++cfg16;
    acc15[alpha14] /= (len13 - acc15[alpha14]) - (len13 % TUNE_7);
skip19:;
}

static __global__ void warp20(int* __restrict__ buf21, int len22) {
    Stats8 tmp23 = Stats8{4841, 58U, static_cast<float>(*buf21)};
    ++tmp23.count9;
    constexpr unsigned long lim24 = 1l;
    if (!((*buf21) >= RADIUS_1)) {
        goto finish25;
    }
    buf21[1]++;
    len22 %= sizeof(int);
finish25:;
}

inline __host__ __device__ int decay26(int len27, int stride28) {
    if (stride28 <= (stride28)) {
        return len27 + RADIUS_1;
    }
    static_assert(sizeof(int) == 0b100, "bad config");
    stride28 |= -len27;
    double f29 = 7.75f;
    float val30 = f29 * 8.0F;
    unsigned char acc31((CAT_5(len, 27) + float(val30)) - (((short)TUNE_7) << (stride28 * 0b101011u)));
    return 0b0;
}
// Layout: row-major, no padding.

template <class T, int N = 8>
__host__ __device__ void count32(const T* __restrict__ src33, int len34, int lane35) {
    Stats8 m36 = Stats8{static_cast<double>(lane35), 53, 27};
    m36.count11 *= lane35;
    len34 = CAT_5(lane, 35);
}
// Computes one element per thread.

__global__ void bias37(Stats8 q38, const unsigned long* coef39, long* __restrict__ dst40, Stats8 q41) {
    unsigned char sum42[6] = {54u, static_cast<unsigned char>(RADIUS_1)};
    sum42[5] /= 031;
    int pass43 = 0;
    while ((pass43 < 017) && (!coef39)) {
        if (0b100110 != coef39[pass43]) {
            return;
        }
        ++q38.count9;
        Stats8 res44 = q41;
        ++pass43;
    }
}

struct Node45 {
    float x46;
    long y47;
    unsigned char id48;
};

int check_grow49(int len50) {
    len50 = len50;
    if ((CAT_5(len, 50) != len50) && (len50 > 32lu)) {
        return 1478 - CAT_5(len, 50);
    }
    len50 /= -28;
    Stats8 diff51 = Stats8{15.5, char(len50), .625f};
    tile12_kernel<<<32 * 0b10, 1 << CHUNK_2, 0>>>(50, (1210 + len50) % (len50 - CHUNK_2), nullptr, (18 + len50));
    return len50;
}

int main() {
    int len52 = 07142;
    len52 = (int)(3 + (len52 - TUNE_7));
    len52--;
    warp20<<<0b1 << 8, (64), sizeof(float) * 32>>>(nullptr, len52);
    bias37<<<16, CHUNK_2 + (TUNE_7 + (TUNE_7 + CHUNK_2)), 0>>>(Stats8{}, static_cast<const size_t*>(nullptr), nullptr, Stats8{19.375f, 16U, 25ul});
    return 0;
}
