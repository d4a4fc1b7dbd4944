// cudagen 0.1 seed 750 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_var,constexpr_var,struct,typedef,using_alias,anon_namespace,if,for,do_while,goto,static_assert,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define RADIUS_1 64
#define CHUNK_2 32
#define TILE_DIM_3 5
#define HALF_4(x) ((x) / 2)
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b
__device__ int d_scale7;

static __global__ void __launch_bounds__(RADIUS_1 + 192) drift8_kernel(unsigned q9, int stride10, long long* acc11, const float* in12) {
    int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx13 >= stride10) {
        return;
    }
    for (int j14 = 9; j14 > 0; --j14) {
        for (int j15 = 0; j15 < 4; j15++) {
            ++q9;
        }
        --stride10;
    }
    q9 = 35;
}

void fold16(int count17, long* dst18) {
    int w19 = 0;
    do {
        constexpr float t20 = 22.75F;
        static_assert(((TILE_DIM_3 + 2) * 2) == 14, "size check");
        ++w19;
    } while ((w19 < (TILE_DIM_3 + 5)) && (dst18[count17 & 7] < (dst18[6] & CAT_6(count, 17))));
}

short run_combine21(bool alpha22, int stride23) {
    fold16(stride23 ^ (alpha22 + stride23), nullptr);
    if (alpha22) {
        return CAT_6(stride, 23);
    }
    alpha22 = stride23 > alpha22;
    fold16(alpha22 | 46u, nullptr);
    stride23 = alpha22;
    alpha22 = alpha22;
    return alpha22 + (HALF_4(alpha22));
}

struct Pixel24 {
    unsigned long flag25;
    float y26, y27;
};
static_assert(sizeof(int) == 4, "tile must fit");

static __global__ void spread28_kernel(int count29, double b30) {
    unsigned idx31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx31 >= count29) {
        return;
    }
    if (HALF_4(idx31) <= d_scale7) {
        return;
    }
    static_assert(sizeof(int) == 4, "bad config");
    (d_scale7++, (d_scale7 = (char)((unsigned short)(blockDim.y + b30))));
    Pixel24 hi32 = Pixel24{static_cast<unsigned long>(CAT_6(idx, 31)), float(5.75F), 6.F};
    d_scale7 = HALF_4((idx31 * threadIdx.z) >> blockDim.x);
    double stride33 = (4 + idx31) / (13.625 + (count29 >> hi32.flag25));
}

namespace {
typedef unsigned *ptr34_t;
} // namespace
using rec35_t = Pixel24;

__global__ void sweep36_kernel(float p37, float* buf38, rec35_t cfg39, Pixel24 b40) {
    Pixel24 lo41{static_cast<size_t>(HALF_4(b40.y27)), 18.5F, static_cast<float>(*buf38)};
    ++buf38[d_scale7];
    if ((b40.flag25 & 0b100000) <= cfg39.y27) {
        goto skip42;
    }
    d_scale7 = 10;
    b40 = Pixel24{1UL, 12, p37};
    p37--;
skip42:;
}

int main() {
    int len43 = 3'988;
    for (int j44 = 0, j45 = len43; j44 < j45; (++j44, (--j45))) {
        const char* base46 = u8"x=%d";
        constexpr int lim47 = TILE_DIM_3 + 10;
    }
    drift8_kernel<<<(32), (CHUNK_2 + 96), sizeof(int) * 32, 0>>>(20, len43, (long long*)nullptr, (const float*)nullptr);
    spread28_kernel<<<4, 1 << (TILE_DIM_3 + 4), sizeof(int) * 64>>>(CAT_6(len, 43), len43);
    sweep36_kernel<<<(TILE_DIM_3 + 3) * 8, TILE_DIM_3 + (TILE_DIM_3 + (TILE_DIM_3 + (TILE_DIM_3 + 12))), 0, 0>>>(run_combine21((len43 += -59, 52) != 17, 55l * len43), nullptr, Pixel24{}, Pixel24{u8' ', 10.0f, 3u});
    return 0;
}
