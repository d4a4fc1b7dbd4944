// cudagen 0.1 seed 1031 valid
// features: kernel,kernel_static,kernel_template,launch,launch_dim3,launch_shared_mem,launch_stream,main,constexpr_var,auto_var,enum,enum_class,if,goto,static_assert,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define RADIUS_1 256
#define BLOCK_SIZE_2 (32)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#if (RADIUS_1 * 2) >= 56 && RADIUS_1 != 0
#define CONFIG_6 8
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 29
#endif
#undef CONFIG_6
#define CONFIG_6 2
enum Phase7 : unsigned char {
    ON8,
    BLUE9 = 2,
    GREEN10,
    ON11 = 9,
    FAST12 = 14
};

__global__ void spread13(int* data14, int lane15, int count16) {
    int off17(-lane15);
    lane15++;
    Phase7 lo18 = FAST12;
    off17 = 3lu;
    if ((off17 + 41) <= count16) {
        goto finish19;
    }
    off17++;
    off17--;
    static_assert(46 > 45, "bad config");
finish19:;
}
enum class State20 : short { Blue21, Add22 };

static __global__ void bump23_kernel(long cfg24, unsigned long alpha25, int count26, float* data27) {
    if (alpha25 * cfg24) {
        const double* y28 = nullptr;
        static_assert(sizeof(int) == 4, "tile must fit");
    }
}

static __global__ void scale29_kernel(int n30, Phase7 b31) {
    const unsigned int* z32 = nullptr;
    b31 = b31;
    if (n30 + 052) {
        return;
    }
    n30 = n30;
}

template <typename T, int N = 6>
__global__ void fuse33_kernel(T a34) {
    if ((a34 + a34) != a34) {
        return;
    }
    --a34;
}

__global__ void smooth35_kernel(int* acc36, int* data37, int count38, const double* src39) {
    if ((data37[count38] - FAST12) >= count38) {
        goto out40;
    }
    acc36[count38]--;
    if (data37[3] * data37[6]) {
        count38 = 62U;
        (*acc36) = 50U;
    }
out40:;
}

int main() {
    int n41 = 3860;
    dim3 val42 = dim3(8);
    n41--;
    n41 = BLUE9;
    if (n41) {
        return 055UL;
    }
    auto base43 = n41;
    spread13<<<256, dim3(sizeof(int) * 32), sizeof(double) * 128>>>(&base43, 46, (base43) + (base43 + base43));
    bump23_kernel<<<CONFIG_6 + 254, 32, 0>>>(n41 - 38, 59U, base43 * base43, (float*)nullptr);
    scale29_kernel<<<32, BLOCK_SIZE_2 + 224, 0, nullptr>>>(base43, BLUE9);
    return 0;
}
