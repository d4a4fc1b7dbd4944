// cudagen 0.1 seed 1906 valid
// features: kernel,maxnreg,launch,launch_shared_mem,host_function,main,device_array,constant_var,shared_var,extern_shared,constexpr_var,if,for,while,do_while,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,lambda,lambda_launch,macro_object,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define WARPS_1 4
#define CHUNK_2 5
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

#ifndef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 58
#endif

#if CHUNK_2 == 5
#define CONFIG_7 3
#else
#define CONFIG_7 25
#endif

__global__ void march8_kernel(float *data9, char p10, const float *src11, const float *in12)
{
    --data9[p10];
    --(*data9);
    (*data9) *= *data9;
    for (int it13 = 0; it13 < 0b110; it13 += 3) {
        for (int i14 = it13; i14 > 0; --i14) {
            data9[0]++;
            long k15 = 593 & CAT_4(it, 13);
        }
    }
}

__global__ void trace16_kernel(const float *src17, int len18, unsigned *out19, const float *src20)
{
    len18++;
    (len18++, (out19[len18] >>= len18));
    int k21('\x7f');
    (*out19) = *src20;
    len18 %= out19[1];
}
__constant__ unsigned int c_mix22 = 56;
__device__ float d_rank23[8] = {7.125F};

__global__ void __maxnreg__(64) apply24_kernel(float alpha25, int stride26, int count27, int *acc28)
{
    extern __shared__ int dyn_29[];
    d_rank23[4] = c_mix22;
    int pass30 = 0;
    do {
        constexpr unsigned long x31 = 35L;
        int pass32 = 0;
        while ((pass32 < (2)) && acc28[6]) {
            stride26++;
            ++pass32;
        }
        double z33 = ((x31 * (*acc28)) - (pass32 - 1.375)) + c_mix22;
        ++pass30;
    } while ((pass30 < (9)) && (alpha25 > dyn_29[count27]));
    if (stride26 < alpha25) {
        return;
    }
}

__global__ void fold34_kernel(int n35, const float *src36)
{
    extern __shared__ unsigned int dyn_37[];
    double u38 = 64L;
    unsigned int res39 = (dyn_37[4] += 50, CONFIG_7) ^ dyn_37[4];
    __shared__ int sh_40[8];
    int lo41 = long(d_rank23[2]);
    if (dyn_37[n35 & 0b111] <= lo41) {
        goto out42;
    }
    --res39;
out42:;
}

int check_mix43(unsigned char q44, double beta45, int n46)
{
    auto op48 = [](double q47) -> unsigned char {
        q47 += static_cast<float>(static_cast<int>(7UL));
        q47 = q47;
        return q47;
    };
    q44 = q44 / WARPS_1;
    bool f49 = +q44;
    if ((n46 > q44) && (n46 == f49)) {
        return 56u;
    }
    q44 &= q44 * n46;
    return n46;
}

int main()
{
    int size50 = 1722;
    auto op53 = [](float t51, int x52) -> int {
        march8_kernel<<<(x52 + 31) / 32, 1 << 8, sizeof(int) * 256>>>(static_cast<float*>(nullptr), (int)x52, &t51, &t51);
        x52 <<= x52 << ((CAT_4(x, 52) << (-0L)) & check_mix43(7, t51, alignof(double)));
        return t51;
    };
    unsigned char stride54((8 - CAT_4(size, 50)) | 4336ul);
    fold34_kernel<<<2, (CHUNK_2 + 27)>>>(23lu, static_cast<const float*>(nullptr));
    static_assert(sizeof(int) == 4, "size check");
    trace16_kernel<<<64, (WARPS_1 + (WARPS_1 + 24)) * 8>>>(nullptr, ~op53(size50, size50), nullptr, static_cast<const float*>(nullptr));
    apply24_kernel<<<(size50 + 63) / 64, 1 << CHUNK_2, 0>>>((29 ^ CAT_4(stride, 54)) + (24.0f + stride54), check_mix43(stride54 - CHUNK_2, CAT_4(size, 50), size50), 26lu, nullptr);
    return 0;
}
