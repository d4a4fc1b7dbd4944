// cudagen 0.1 seed 366 invalid:ref_to_temporary
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,host_function,static_host_function,main,constexpr_var,struct,class_private,enum_class,namespace,if,if_else,goto,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifndef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 19
#endif

#if TUNE_6 == 10
#define CONFIG_7 3
#else
#define CONFIG_7 13
#endif

class Bounds8 {
    long sum9;
public:
    __host__ __device__ Bounds8(long init10) : sum9(init10) {}
    __host__ __device__ void apply11(unsigned z12)
    {
        Bounds8 cnt13(0b1001 / sum9);
        sum9 += (sum9 + 0x12) % (sum9 += sum9, (sum9 + 011607));
    }
    __host__ __device__ long mix14() const
    {
        return 54ul;
    }
};

namespace math15 {
float check_decay16(int len17, Bounds8 beta18, int stride19)
{
    len17 = 3 * len17;
    ++stride19;
    return 0b101111 / (len17);
}

__global__ void __maxnreg__(128) update20(int n21, double *__restrict__ dst22, int len23)
{
    float h24 = *dst22;
    if (n21) {
        goto done25;
    }
    if ((h24 - (dst22[len23] * 'z')) >= (40U - h24)) {
        n21 = (len23 + n21);
        dst22[len23] *= dst22[len23] / dst22[n21];
    }
done25:;
}
enum class Op26 : long { Fast27 = 1, Off28, Busy29 };
} // namespace math15

static void check_rank30(unsigned short cfg31, int *acc32, int stride33)
{
    math15::Op26 v34 = math15::Op26::Off28;
    cfg31 = cfg31;
    if (cfg31 != cfg31) {
        math15::update20<<<1, 0x1 << 6, sizeof(float) * 64, 0>>>(stride33, (double*)nullptr, 0x11);
        math15::update20<<<1 << 5, 0200, sizeof(int) * 040>>>(ADD3_1(math15::check_decay16(stride33, Bounds8(sizeof(int)), stride33), acc32[5], (static_cast<int>(cfg31))), static_cast<double*>(nullptr), cfg31);
    } else {
        ++stride33;
    }
}

int main()
{
    int count35 = 1439;
    int &ref36 = count35 + 1;
    check_rank30(count35 >> count35, &count35, static_cast<unsigned int>(16));
    math15::update20<<<(count35 + 127) / 128, (TUNE_6 + (TUNE_6 + (TUNE_6 + 2))), (256), nullptr>>>(18, (double*)nullptr, count35);
    (--count35, (count35 = 3039));
    count35 += TUNE_6;
    return 0;
}
