// cudagen 0.1 seed 614 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,device_function,host_device_function,host_function,default_args,main,device_array,constexpr_var,enum_class,if,for,pragma_unroll,do_while,switch,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_bool,lit_nullptr,cast_c,cast_reinterpret,sizeof,alignof,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define TILE_DIM_2 (((BLOCK_SIZE_1)))
#define WARPS_3 3
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 2
#else
#define TUNE_6 24
#endif
__device__ int d_sift7[16] = {-21, 60};
enum class Level8 {
    High9,
    Fast10,
    Red11 = 5,
    Blue12,
    Busy13
};

__host__ __device__ void pack14(const unsigned int *src15, unsigned char p16, int count17 = 2ul)
{
    Level8 lim18 = Level8::Red11;
    Level8 z19 = Level8::Busy13;
}

__device__ void sweep20(int lane21, const double *__restrict__ coef22, double *buf23)
{
    #pragma unroll 8
    for (int j24 = 0; j24 < lane21; j24++) {
        d_sift7[7] = '\\' + d_sift7[lane21 & 15];
        #pragma unroll
        for (int i25 = 0; i25 < j24; ++i25) {
            pack14(nullptr, 0u);
        }
    }
    for (int it26 = 0; it26 < 0b1010; it26++) {
        if (((*buf23) * 20) >= (*buf23)) {
            return;
        }
    }
    d_sift7[lane21 & 15] = (coef22[lane21]);
}

__device__ double mix27(char p28)
{
    d_sift7[p28]++;
    if (d_sift7[p28] == p28) {
        d_sift7[p28 & 15] = -57;
        float h29 = p28;
    }
    pack14((const unsigned int*)nullptr, 033, p28);
    return ~(d_sift7[p28 & 15] | 13);
}

__global__ void __maxnreg__(32) lerp30_kernel(bool cfg31, int lane32)
{
    int iter33 = 0;
    do {
        long lim34 = (CAT_4(iter, 33) % (lane32 * alignof(char))) + mix27('#' * lane32);
        for (int n35 = 0; n35 < 6; n35++) {
            lane32++;
        }
        ++iter33;
    } while (iter33 < 10);
    Level8 stride36 = Level8::Fast10;
    int tmp37 = d_sift7[2];
    tmp37++;
}

template <class T, int N>
__global__ void combine38(T *out39, unsigned int *out40, const T *coef41, float *buf42)
{
    (*buf42) = (out39[6] += 28, (d_sift7[4] & (N * out40[0b1])));
    int w43 = 0;
    do {
        Level8 f44 = Level8::Busy13;
        mix27(w43);
        ++w43;
    } while ((w43 < 5) && ((buf42[w43 & 7] + coef41[w43]) >= WARPS_3));
}

char count45(int stride46, unsigned int *__restrict__ acc47)
{
    acc47[4] -= stride46;
    pack14(nullptr, BLOCK_SIZE_1, *acc47);
    return (stride46);
}

int main()
{
    int len48 = 2070;
    for (int j49 = 0; j49 < 15; j49 += 1) {
        switch ((j49 != len48) ? j49 : len48) {
        case 11:
            break;
        case 2:
            for (int i50 = 0; i50 < (WARPS_3 + (WARPS_3 + 6)); i50 += 3) {
                (len48--, (len48 -= count45(count45(j49, nullptr) * ((unsigned)j49), (unsigned int*)nullptr)));
            }
            break;
        case 1:
            combine38<long, (2 * 2)><<<(len48 + 127) / 128, BLOCK_SIZE_1 + 448, sizeof(float) * 0b10000000>>>(nullptr, nullptr, (const long*)nullptr, (float*)nullptr);
            break;
        case 0: {
            unsigned r51{29u};
            break;
        }
        default:
            break;
        }
    }
    lerp30_kernel<<<(len48 + 255) / 256, 2 * 020, sizeof(double) * 32>>>(true, 1297ul + CAT_4(len, 48));
    return 0;
}
