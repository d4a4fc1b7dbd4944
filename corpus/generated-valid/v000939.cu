// cudagen 0.1 seed 939 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,static_host_function,default_args,main,shared_var,extern_shared,constexpr_var,const_local,anon_namespace,if,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,array_index,call,lit_int_octal,lit_int_suffix,lit_float,cast_c,cast_static,sizeof,alignof,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 3
#define CHUNK_2 128
#define TILE_DIM_3 8
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 33
#endif
#undef CHUNK_2
#define CHUNK_2 8
constexpr double kR6 = 5.75;

__host__ __device__ void kick7(int count8, int n9, int stride10) {
    static_assert(sizeof(int) == 4, "bad config");
    unsigned long s11 = 9;
    if ((s11 * kR6) > count8) {
        return;
    }
    --n9;
    n9 = (35 >> n9) << 0;
}

namespace {
inline void host_kick12(int count13, int n14) {
    int lim15 = count13;
    if (static_cast<float>(count13) > 52) {
        return;
    }
    kick7(n14, 010255 + ((long)lim15), 26);
    count13 &= 44;
    count13 &= TUNE_5;
    count13 /= +(kR6 * count13);
    --count13;
}
} // namespace

static __global__ void step16(int count17, int n18, float p19, int len20) {
    extern __shared__ long dyn_21[];
    float k22(count17);
    len20 %= n18;
    double z23 = kR6;
    if ((count17 * z23) == alignof(int)) {
        return;
    }
    int lo24 = (unsigned char)((len20 - len20) + (52 >> dyn_21[5]));
}

static int check_gather25(int count26 = 39) {
    step16<<<(count26 + 255) / 256, (TUNE_5 + 249), 1 << 10, 0>>>(kR6, kR6, (4 / count26) + 17.125f, count26);
    int hi27 = count26;
    hi27 = TILE_DIM_1;
    bool stride28 = ((count26 * count26) << count26) != (sizeof(int) << hi27);
    dim3 prod29 = dim3(512, (count26 + 255) / 256, 16 * (TILE_DIM_1 + 1));
    hi27 *= (stride28 <= (43U / count26)) ? TILE_DIM_3 : kR6;
    constexpr int val30 = (CHUNK_2 + 3);
    return -8LL;
}

int main() {
    int count31 = 3112;
    const int y32 = count31;
    int v33 = 38;
    return 0;
}
