// cudagen 0.1 seed 1494 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,host_device_function,host_function,main,constant_var,shared_var,constexpr_var,local_array,auto_var,namespace,if,for,do_while,nested_block,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define TILE_DIM_2 (0b1000000)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 12
__constant__ float c_decay5 = 5.75f;

__global__ void tally6(int* data7) {
    auto val8 = data7[7];
    {
        --val8;
        for (int n9 = 0; n9 < val8; n9 += 0x2) {
            __shared__ int sh_10;
            char val11 = 0xfU - (*data7);
            val8 %= n9;
        }
    }
}
static_assert((2 * 3) > 5);

__host__ __device__ unsigned int kick12(int* dst13, const unsigned int* src14) {
    for (int j15 = 0x0; j15 < 10; ++j15) {
        ACCUM_3(*dst13, (dst13[3] * 0x1a));
        if (((*dst13) * ((*dst13) + (*src14))) >= sizeof(unsigned))
            --dst13[j15];
        if (j15) {
            int lim16 = TILE_DIM_2;
            unsigned char res17[4] = {};
        }
    }
    return BLOCK_SIZE_1;
}

__global__ void accum18_kernel(unsigned long* dst19, int* buf20) {
    unsigned u21 = *dst19;
    u21 = (2043);
    double lo22[4]{5.0, 6.0, 1., -3.5f};
}

__global__ void mix23(int n24) {
    auto lo25 = c_decay5;
    kick12((int*)nullptr, nullptr);
    kick12((int*)nullptr, nullptr);
    if (((n24 + n24) ^ 14) == (1071lu + lo25)) {
        int pass26 = 0;
        do {
            long diff27[4] = {43, static_cast<long>(CAT_4(lo, 25) - pass26), 61, long(0x3)};
            ++pass26;
        } while (pass26 < 5);
        kick12(nullptr, (const unsigned int*)nullptr);
    }
}

__global__ void bump28_kernel(int* out29, const float* coef30, int len31) {
    int* stride32 = out29 + len31;
    len31 += len31;
    if ((c_decay5 * 25) >= 28l)
        return;
    if (out29 == nullptr) {
        len31 = c_decay5;
        kick12(stride32, nullptr);
    }
    stride32[2] = kick12(out29, nullptr);
}

static __global__ void bias33(int len34) {
    __shared__ long sh_35;
    int k36[8] = {};
    ACCUM_3(k36[sh_35], (51u));
    for (int it37 = 0; it37 < sh_35; it37 += 4) {
        if ((+k36[it37 & 7]) >= len34)
            return;
        k36[3] *= 14l - it37;
    }
    __shared__ unsigned long sh_38;
}

namespace img39 {
inline constexpr float kL40 = 5.0F;
} // namespace img39

long host_mix41(float cfg42, int lane43) {
    constexpr unsigned int r44 = 56;
    const char* h45 = "tile" "_tail";
    tally6<<<8, sizeof(float) * 0x80, 0>>>((int*)nullptr);
    cfg42 = r44;
    return kick12(nullptr, nullptr);
}

int main() {
    int count46 = 739;
    float acc47 = img39::kL40;
    float hi48 = kick12(nullptr, nullptr);
    accum18_kernel<<<(count46 + 63) / 0x40, 128 * 2, 0, 0>>>(static_cast<unsigned long*>(nullptr), static_cast<int*>(nullptr));
    mix23<<<2, 0x80, sizeof(float) * 64>>>(0x34);
    bump28_kernel<<<2, 32, 0, nullptr>>>((int*)nullptr, nullptr, host_mix41(20.625f, sizeof(unsigned int)) - int(img39::kL40));
    return 0b0;
}
