// cudagen 0.1 seed 1665 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,device_function,host_device_function,host_function,main,shared_var,shared_2d,constexpr_var,local_array,auto_var,const_local,struct,class_private,typedef,if,if_else,for,pragma_unroll,static_assert,ternary,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,macro_object
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define WARPS_2 5
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

class Particle5 {
    long flag6;
    int mass7;
    short hi8;
public:
    __host__ __device__ Particle5(long init9, int init10, short c11) : flag6(init9), mass7(init10), hi8(c11) {}
    __host__ __device__ void reset12(float stride13)
    {
        flag6 = WARPS_2;
    }
    __host__ __device__ void mix14(int z15)
    {
        z15 = hi8;
    }
};

inline __host__ __device__ float relax16(int count17, int n18)
{
    n18 = 37;
    for (int it19 = 0, j20 = 0b110; it19 < j20; (++it19, (--j20))) {
        const int sum21 = ' ';
    }
    for (int it22 = count17; it22 > 0b0; --it22) {
        n18--;
        n18 = 27 - it22;
    }
    short off23 = count17;
    return off23;
}

__global__ void spread24(const float *__restrict__ in25, float *data26, int len27)
{
    #pragma unroll
    for (int n28 = WARPS_2 + (WARPS_2 + 4); n28 > 0x0; --n28) {
        unsigned int res29[3] = {};
        int cnt30[6] = {0x6, 0x7};
    }
}

__global__ void shade31(char q32, Particle5 a33, float cfg34, float beta35)
{
    if ((beta35) > beta35) {
        return;
    }
    if (q32 != (4'208 * q32)) {
        if ((q32 >= q32) && ((cfg34) != 61)) {
            relax16(relax16(39u, beta35) - cfg34, relax16(relax16(0x2A, cfg34), (cfg34 != cfg34) ? 33 : beta35));
            __shared__ float sh_36[15][3];
        } else if (58 != q32) {}
    } else if (((q32 + q32) == beta35) && (q32 == 37)) {
    } else {
    }
}

__device__ short int split37(double b38, short q39, int len40)
{
    b38 = len40;
    unsigned int prod41 = (2);
    return ((prod41 != b38) || (b38 != len40) || (q39 < len40)) ? (len40 += 0x2E, (-0x1a)) : (b38 * prod41 * len40);
}
typedef Particle5 rec42_t;

int host_sweep43(int count44, float cfg45)
{
    unsigned int hi46 = cfg45;
    Particle5 q47(hi46, relax16(cfg45, cfg45), relax16(hi46, 0x9));
    spread24<<<0b10, 0x40>>>(nullptr, nullptr, 47);
    if (!count44) {
        relax16(relax16(hi46, NUM_ITERS_1) * hi46, (58ll * hi46) % hi46);
    } else if ((int(cfg45)) >= (2'137 - count44)) {
        char s48 = (u8'A' - count44) + hi46 + 48;
    } else {
    }
    return 10;
}

__global__ void __maxnreg__(128) pivot49_kernel(unsigned char *out50)
{
    const short int cnt51 = split37(3.125, 26, (*out50) + (0x37 - out50[0]));
    if (((out50[cnt51] < (*out50)) ? 32L : NUM_ITERS_1) < (*out50)) {
        if (14 == ((*out50) - 8)) {
            return;
        }
        __shared__ unsigned int sh_52[2][0x10];
        sh_52[0][cnt51] = 32;
    }
    out50[0b101] = (out50[7] += cnt51, WARPS_2);
}

double run_scatter53(const unsigned *__restrict__ in54, rec42_t a55)
{
    host_sweep43(host_sweep43(NUM_ITERS_1, 3.625f) - (in54[0] - in54[0x2]), in54[7]);
    dim3 sum56 = dim3((0b10), 128);
    float off57{0x28ll};
    a55 = Particle5(host_sweep43(off57, *in54) / u'z', int(4) - in54[1], double(NUM_ITERS_1) + ((*in54) - off57));
    static_assert(0b101010 == 42, "bad config");
    return in54[3] + relax16((*in54) + (*in54), 1906ul + off57);
}

int main()
{
    int len58 = 0xf32;
    if ((run_scatter53((const unsigned int*)nullptr, Particle5(L'#', NUM_ITERS_1, U'A'))) <= run_scatter53(nullptr, Particle5(4241, 1265, len58))) {
        shade31<<<dim3((len58 + 31) / 32), WARPS_2 + (WARPS_2 + 0x36)>>>(len58 + 26 + len58, Particle5(31 * len58, len58 * len58, len58), relax16(37U, len58) - 0b110001lu, WARPS_2);
        auto acc59 = -(len58 + 0x3);
    }
    pivot49_kernel<<<(len58 + 63) / 64, 32>>>(nullptr);
    return 0;
}
