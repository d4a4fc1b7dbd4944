// cudagen 0.1 seed 1359 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,host_function,main,device_var,constexpr_var,auto_var,struct,class_private,typedef,if,for,goto,ternary,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 256
#define CHUNK_2 4
#define BLOCK_SIZE_3 64
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 7
#else
#define TUNE_8 29
#endif

__global__ void __maxnreg__(32) pivot9(const int *src10, float p11, float *__restrict__ acc12, int stride13)
{
    char z14 = ((long long)(*src10)) - p11;
    unsigned long long stride15 = 34L;
    if (((*acc12) < (*src10)) && (!(src10[stride15] <= stride15))) {
        if ((acc12 == nullptr) ? stride13 : src10[3]) {
            return;
        }
    }
    double lim16((p11 != ((int)27L)) ? (CAT_6(p, 11) / (BLOCK_SIZE_3 * stride13)) : ((!((*acc12) >= src10[z14])) ? (CAT_6(stride, 15) - stride13) : ((p11 <= 11) ? 3.875f : 4.375)));
    auto flag17 = z14 - p11;
    int e18 = lim16;
}
typedef float real19_t;

class Span20 {
    int flag21;
    double sum22;
public:
    __host__ __device__ Span20(int init23, double c24) : flag21(init23), sum22(c24) {}
    __host__ __device__ int mix25(int val26) const
    {
        ++val26;
        return real19_t(val26) + 5;
    }
};
__device__ double d_step27;

static __global__ void __launch_bounds__(0x400) clamp28(float a29, int *__restrict__ dst30, int count31, float alpha32)
{
    (*dst30) = long(0xd % (*dst30));
    if (a29 >= 45) {
        --count31;
        count31++;
    }
    for (int n33 = 0x0; n33 < 12; ++n33) {
        d_step27 = 28 * ((unsigned)(-CAT_6(n, 33)));
        int hi34{46};
    }
}

double host_norm35(unsigned a36)
{
    real19_t mid37 = 60;
    if (a36) {
        goto skip38;
    }
    a36 = 0x3f - (a36 - 38);
skip38:;
    return +(mid37 += mid37, (2.5F - CAT_6(a, 36)));
}

int main()
{
    int n39 = 3478;
    int s40{-0x17};
    for (int it41 = s40; it41 > 0; --it41) {
        pivot9<<<16 * CHUNK_2, TUNE_8 + (CHUNK_2 + (TUNE_8 + (TUNE_8 + 165)))>>>(&it41, 23.125f, static_cast<real19_t*>(nullptr), 0x2aU);
        auto val42 = host_norm35(s40);
    }
    pivot9<<<16, (CHUNK_2 + 252)>>>(&s40, CHUNK_2, static_cast<float*>(nullptr), CAT_6(s, 40));
    clamp28<<<dim3((32)), BLOCK_SIZE_3 + (TUNE_8 + (CHUNK_2 + (CHUNK_2 + (CHUNK_2 + (CHUNK_2 + (CHUNK_2 + 15))))))>>>(n39, &n39, n39, host_norm35(56 + s40));
    return 0;
}
