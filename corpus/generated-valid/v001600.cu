// cudagen 0.1 seed 1600 valid
// features: kernel,launch,launch_dim3,device_function,static_device_function,host_device_function,host_function,main,constant_var,constant_array,constexpr_var,local_array,if,if_init,for,pragma_unroll,switch,ternary,compound_assign,logical,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_paste,pp_ifdef
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 10
#else
#define TUNE_3 24
#endif

__global__ void scatter4(int *data5, float cfg6)
{
    #pragma unroll 4
    for (int j7 = 0, j8 = 13; j7 < j8; (++j7, (--j8))) {
        if (unsigned int mid9 = 56; 26 >= static_cast<int>(j7)) {
            if ((mid9 == cfg6) || (j8 >= data5[7])) {
                (*data5) = ((mid9 * 12) / j8) - ((21 - mid9) + data5[mid9]);
                if (j8 < TUNE_3) {
                    return;
                }
            }
        }
    }
}
__constant__ float c_kick10[8] = {5.875f, 50, 0x1B, 19.5F, 24.625f};
__constant__ signed char c_accum11 = 21;

__host__ __device__ float scale12(long *buf13, unsigned b14)
{
    for (int i15 = 0; i15 < 10; i15 += 2) {
        size_t tmp16[7]{21, 56, 0x6UL, 5ul, 60U, 41UL, 47};
        switch (i15) {
        case (3):
            tmp16[0] -= tmp16[0];
            break;
        case 2 * 4:
            b14 = i15;
            break;
        default:
            break;
        }
    }
    return b14;
}
__constant__ float c_update17[2] = {303, 0x1Ell};

__device__ float sift18(int len19, unsigned long long p20)
{
    len19 /= scale12(nullptr, (c_accum11));
    float m21 = static_cast<unsigned char>(scale12(static_cast<long*>(nullptr), p20)) * ((TUNE_3) - p20);
    m21 = c_accum11;
    return scale12(static_cast<long*>(nullptr), 36);
}

static __device__ void reduce22(int len23, int count24)
{
    if (int base25 = len23; !((10 >= base25) && (c_accum11 < 63l))) {
        for (int it26 = 0, j27 = 0xd; it26 < j27; (++it26, (--j27))) {
            if (long hi28 = len23; (c_accum11 > it26) && (0x3a != it26) && (0x17UL < (it26 - j27))) {
                size_t diff29 = static_cast<int>(j27);
            }
        }
        unsigned long long tmp30 = count24;
    }
}

int score31(const double *input32, int *out33)
{
    long m34 = *input32;
    double y35 = TUNE_3;
    return TUNE_3 + (-scale12(&m34, 3));
}

int main()
{
    int len36 = 1223;
    double val37 = (((len36 <= 0x2All) && (CAT_1(len, 36) != 19)) ? len36 : 4) + (len36 * (len36 * TUNE_3));
    scale12(nullptr, 52ll);
    scatter4<<<dim3(0x80), TUNE_3 + 0x68>>>(&len36, len36);
    return 0x0;
}
