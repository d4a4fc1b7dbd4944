// cudagen 0.1 seed 499 invalid:duplicate_parameter
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,main,constexpr_var,local_array,if,for,pragma_unroll,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 16
#define BLOCK_SIZE_2 5
#define LOW_BITS_3(x) ((x) & 0xF)
#define HALF_4(x) ((x) / 2)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_6
#define TUNE_7 2
#else
#define TUNE_7 58
#endif

static __global__ void march8_kernel(unsigned* __restrict__ out9) {
    (*out9) <<= 23UL + LOW_BITS_3(out9[0]);
    if (((((*out9) != RADIUS_1) ? BLOCK_SIZE_2 : 7) > out9[5]) && (((*out9) == out9[6]) && (out9[6] < 48))) {
        #pragma unroll
        for (int i10 = 0, j11 = 10; i10 < j11; (++i10, (--j11))) {
            out9[7] &= 11lu;
            #pragma unroll 4
            for (int it12 = j11; it12 > 0; --it12) {
                --(*out9);
                int t13[5] = {-47, i10};
            }
        }
    }
}

__global__ void smooth14_kernel(bool cfg15, double* out16) {
    if ((cfg15 * out16[1]) != (*out16)) {
        (*out16) = out16[1];
        cfg15 = (42ul > cfg15) || (cfg15 > ((out16[1] <= TUNE_7) ? cfg15 : out16[6]));
    }
    double s17 = 17.25F;
    int y18[7]{042, 30l, 3, 47, 50, 1, 16L};
}

template <typename T, int N>
__global__ void stencil19_kernel(const T* __restrict__ coef20, T q21, int count22) {
    ++q21;
    --count22;
    count22 *= N;
}

static __global__ void smooth23(const double* in24, unsigned int b25, int n26, int* __restrict__ buf27) {
    if ((n26) > b25) {
        goto done33;
    }
    (*buf27) >>= 15 + ((b25 << 5) % (4494 + n26));
    #pragma unroll 4
    for (int it28 = 0, j29 = n26; it28 < j29; (++it28, (--j29))) {
        if (b25) {
            for (int n30 = 0; n30 < 10; n30++) {
                int mid31{54};
                unsigned short* res32 = reinterpret_cast<unsigned short*>(buf27);
            }
        }
    }
done33:;
}

__global__ void score34(int n35, int lane36, const long long* input37, const double* in38) {
    unsigned r39 = lane36 - ((*in38) - 21);
    if ((input37[n35] * r39) > 51) {
        return;
    }
    float cnt40 = r39;
    ACCUM_5(n35, (sizeof(int) << LOW_BITS_3(n35 * 010070U)));
}
int combine43(int a, int a)
{
    return a;
}

int main() {
    int size41 = 3921;
    size41--;
    double mid42 = size41;
    smooth23<<<(BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 6)), 32, sizeof(double) * 64>>>(nullptr, 4786, 024ULL, static_cast<int*>(nullptr));
    score34<<<512, (TUNE_7 + 70)>>>(13, mid42, nullptr, nullptr);
    march8_kernel<<<(size41 + 127) / 128, (RADIUS_1 + 16) * 2, sizeof(double) * 32, 0>>>(nullptr);
    smooth14_kernel<<<512, BLOCK_SIZE_2 + (TUNE_7 + 193)>>>(mid42 > size41, static_cast<double*>(nullptr));
    stencil19_kernel<float, 2><<<(size41 + 31) / 32, 128>>>(static_cast<const float*>(nullptr), size41, 34);
    return 0;
}
