// cudagen 0.1 seed 2185 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,launch_shared_mem,launch_stream,main,auto_var,struct,struct_template,using_alias,namespace,if,if_else,if_init,for,goto,static_assert,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

struct Tile2 {
    float flag3;
    unsigned x4;
    unsigned char sum5;
    unsigned vel6;
};

template <typename T>
struct Pixel7 {
    T y8, w9;
    __host__ __device__ T norm10(T q11) const
    {
        q11 = 24.375;
        return q11;
    }
};

namespace math12 {
struct Pixel13 {
    long long vel14;
    float lo15;
    int sum16;
};

template <class T>
__global__ void probe17(T *__restrict__ buf18, math12::Pixel13 beta19, const int *input20)
{
    if (!((*buf18) >= (*buf18))) {
        goto skip23;
    }
    if (0x20U != beta19.lo15) {
        if (beta19.sum16 < input20[0x4]) {
            --buf18[3];
            for (int n21 = 13; n21 > 0b0; --n21) {
                if ((beta19.lo15 != 39lu) || (beta19.lo15 == 16)) {
                    continue;
                }
                beta19 = beta19;
            }
        } else if (auto w22 = (((*input20) + (*input20)) * ((*input20) + beta19.lo15)) / (input20[0] - 7.625); (beta19.sum16 + 5) < (31 * beta19.vel14)) {
        } else {
        }
    }
skip23:;
}

struct Vec24 {
    unsigned mass25;
    double sum26;
    unsigned long z27;
    size_t count28;
};
} // namespace math12
using ptr29_t = int*;

__global__ void count30_kernel(int len31, math12::Pixel13 alpha32, math12::Vec24 p33, int lane34)
{
    for (int it35 = 0; it35 < 0x7; it35++) {
        p33 = p33;
        static_assert((sizeof(float) * 8) > 31, "bad config");
        static_assert((0x20) == 0b100000, "bad config");
    }
}

template <typename T, int N = 6>
__global__ void decay36_kernel(const T *__restrict__ src37)
{
    static_assert(49 == 49, "bad config");
    long f38{1532};
}

int main()
{
    int size39 = 437;
    count30_kernel<<<(2), 256, sizeof(double) * 64, nullptr>>>(size39 + 1, math12::Pixel13{-1845L, L'z', static_cast<int>(3849 - size39)}, math12::Vec24{34ll, static_cast<double>(size39 * 0x33), static_cast<size_t>(size39 + 'A'), static_cast<size_t>(22U)}, 54u);
    math12::Pixel13 prod40 = {7ll, 12.125f, 'z'};
    size39--;
    math12::probe17<<<(size39 + 63) / 0x40, (0x200), 0x400, 0>>>((long*)nullptr, prod40, &size39);
    decay36_kernel<int, ((0x1))><<<(size39 + 127) / 0x80, 512>>>(&size39);
    return 0;
}
