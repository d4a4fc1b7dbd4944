// cudagen 0.1 seed 223 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,static_device_function,default_args,main,constexpr_var,auto_var,enum,enum_class,namespace,nested_namespace,if,if_else,if_init,while,goto,ternary,compound_assign,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_function,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SQR_2(x) ((x) * (x))
// Helper used by the kernels below.

__global__ void shade3_kernel(int lane4, const unsigned char* coef5, float p6)
{
    unsigned short mid7 = lane4;
    if ((mid7 * 58) != 62) {
        return;
    }
    float flag8 = alignof(int);
    float lim9 = 04335;
    if (22u != (flag8 / 15l)) {
        goto finish10;
    }
    flag8 /= MIN2_1(lane4, ((mid7 + 4559u) - ((coef5[lane4] <= mid7) ? coef5[mid7] : lane4)));
finish10:;
}

namespace math11::v12 {
__global__ void weigh13_kernel(short* __restrict__ data14, signed char* buf15)
{
    float* m16 = static_cast<float*>(nullptr);
    if ((MIN2_1(data14[2], m16[0b1]) < 10) && ((*m16) < (((*data14) < (*buf15)) ? 28 : 15))) {
        if (buf15[7]) {
            if (float flag17 = 23.0f + data14[0]; (m16[0b110] != 19) || buf15[5]) {
                unsigned y18 = ((unsigned long)SQR_2(buf15[0])) * (*m16);
                long long idx19 = 21lu;
                double res20 = flag17;
            }
        } else {
        }
    }
}
} // namespace math11::v12
enum Mode21 : short {
    HIGH22 = 1,
    MUL23 = 5,
    OFF24,
    ON25,
    HIGH26 = 9
};

__global__ void march27_kernel(const double* src28)
{
    auto f29 = SQR_2(src28[3]);
}

__device__ __forceinline__ void probe30(int stride31, short* buf32)
{
    buf32[stride31] = buf32[stride31];
    if (buf32[stride31] > 35) {
        return;
    }
    (*buf32)--;
    long q33 = buf32[stride31] * ((stride31 > stride31) ? 55 : stride31);
    ++buf32[7];
}

static __device__ int apply34(int* data35, int count36 = -53)
{
    int w37 = 0;
    while (w37 < 12) {
        Mode21 off38 = OFF24;
        probe30(count36 - HIGH26, nullptr);
        ++w37;
    }
    probe30(22L, static_cast<short int*>(nullptr));
    probe30((count36 - data35[2]) * 0b101011, nullptr);
    int idx39 = data35[count36];
    return data35[7];
}
enum Axis40 : unsigned int { GREEN41, OFF42, ON43, MUL44 = 8 };
enum class Level45 { Low46 = 1, On47 = 6, Idle48, Mul49 };

__global__ void __maxnreg__(128) relax50_kernel(int* __restrict__ buf51, unsigned int alpha52, unsigned char* buf53)
{
    if (!((alpha52 - buf53[alpha52]) != buf51[5])) {
        int v54 = (signed char)(((*buf51) >= (*buf53)) ? ((unsigned long)buf53[0b1]) : (sizeof(int) / (*buf51)));
    }
    if ((buf51[alpha52] * 14) <= 38) {
        goto done55;
    }
    buf51[4] = (int)buf53[7];
    apply34(buf51, (alpha52 * (*buf53)) + (5 / alpha52));
    apply34(buf51, *buf53);
done55:;
}

int main()
{
    int len56 = 1613;
    const unsigned short* hi57 = nullptr;
    relax50_kernel<<<(128), HIGH22 + 0b111111, (1024)>>>(&len56, (hi57[len56] != len56) ? SQR_2(len56) : static_cast<float>(ON25), static_cast<unsigned char*>(nullptr));
    shade3_kernel<<<dim3((len56 + 63) / 64, (HIGH22 + (MUL23 + (HIGH22 + 9)))), 128, 0>>>(int(static_cast<long>(hi57[1])), nullptr, hi57[len56] * (len56 + len56));
    math11::v12::weigh13_kernel<<<512, 32, sizeof(unsigned int) * (ON43 + (ON43 + 60))>>>(nullptr, nullptr);
    march27_kernel<<<dim3((len56 + 63) / 64, 1 << (HIGH22 + MUL44), MUL44 + (OFF42 + 55)), (MUL44 + 010) * 8>>>(nullptr);
    return 0;
}
