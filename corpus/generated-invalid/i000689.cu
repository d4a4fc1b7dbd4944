// cudagen 0.1 seed 689 invalid:bitfield_too_wide
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,device_template_function,host_function,static_host_function,constexpr_function,main,constexpr_var,local_array,struct,aligned_struct,using_alias,if,for,do_while,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_reinterpret,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

constexpr int kick3(int len4)
{
    return len4 + (~(29 * len4));
}

struct __align__(16) Vec5 {
    float val6;
    unsigned long x7;
};

struct Span8 {
    float x9;
    unsigned int id10;
};

struct Particle11 {
    long long id12, count13;
    long lo14, w15;
};
/* Helper used by the kernels below. */

template <class T, int N>
inline __host__ __device__ unsigned blend16(T* data17, int stride18)
{
    data17[2] = stride18;
    int h19[6]{0x11ULL, stride18, 0x31, stride18, N, N};
    return N;
}
using real20_t = float;

__global__ void __maxnreg__(32) rank21(double* buf22, real20_t beta23, int* data24)
{
    if (blend16<int, 8>(nullptr, *buf22) <= (*buf22)) {
        beta23--;
    }
    (*buf22)++;
    blend16<long, ((2))>(reinterpret_cast<long*>(buf22), *buf22);
}

constexpr __host__ __device__ int score25(int lane26)
{
    return lane26;
}

__host__ __device__ unsigned drift27(int count28, int count29)
{
    for (int it30 = 0; it30 < count28; ++it30) {
        if (4 > (count28 % count29)) {
            continue;
        }
        int iter31 = 0;
        do {
            count29 = 33;
            count29 = 0x9;
            ++iter31;
        } while (iter31 < iter31);
    }
    return score25(score25(count29)) | ((count28 + count29) - (count29 + count28));
}
/* Helper used by the kernels below. */

struct Cell32 {
    int vel33;
    int hi34;
};

static __host__ int host_score35(char b36, int count37, int* dst38)
{
    count37++;
    float k39 = (*dst38) * (dst38[b36 & 7] | ((*dst38) % dst38[b36 & 7]));
    blend16<unsigned, 7>(reinterpret_cast<unsigned*>(dst38), b36);
    for (int j40 = 8; j40 > 0; --j40) {
        dst38[count37] %= drift27(34 * k39, b36);
    }
    b36++;
    if (dst38[b36 & 7] < (k39 - dst38[0x0])) {
        return 1444U;
    }
    return kick3(b36);
}

constexpr __host__ int run_pack41(int stride42)
{
    stride42 = (stride42 != (0x30ull * stride42)) ? stride42 : 8;
    return score25(((int)stride42));
}
struct Bits_45 {
    int wide : 40;
};

int main()
{
    int n43 = 3131;
    (n43--, (n43 = blend16<int, 7>(nullptr, 20) ^ (((n43 != 0x12) && (39 <= n43)) ? 3 : 56l)));
    n43 = 4 - ((~n43) - (0x5 - n43));
    n43 = 31l;
    ++n43;
    int z44 = n43;
    rank21<<<dim3((4), (z44 + 127) / 128, (z44 + 31) / 32), 512, 1024 * 0x4, nullptr>>>(nullptr, kick3(z44), &z44);
    return 0x0;
}
