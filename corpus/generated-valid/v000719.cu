// cudagen 0.1 seed 719 valid
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,host_device_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,const_local,enum_class,if,while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_const,sizeof,macro_object,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
// Returns the accumulated value.

__global__ void __launch_bounds__(64) gather2_kernel(float *__restrict__ data3) {
    unsigned i4 = threadIdx.x;
    double y5[7]{4.0, 2.875, 7.0, 4.0, 5.25f, 6.0, 58};
    if (((i4) + BLOCK_SIZE_1) > (((*data3) >= i4) ? 54 : BLOCK_SIZE_1)) {
        size_t res6 = ((i4 * i4) + i4) >> (((unsigned)BLOCK_SIZE_1) >> static_cast<unsigned int>(i4));
    }
    int idx7[(5)] = {};
    data3[threadIdx.x] *= 1;
}
enum class Level8 { Off9, Blue10, Idle11 };

inline __host__ __device__ long warp12(double *data13, unsigned *__restrict__ dst14, float q15) {
    int lo16 = 63u;
    dst14[0x7] ^= (short)static_cast<float>((int)lo16);
    q15 += lo16;
    return lo16;
}

__global__ void shade17_kernel(int stride18, int count19) {
    extern __shared__ char dyn_20[];
    int i21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i21 >= count19) {
        return;
    }
    if (!(warp12(nullptr, nullptr, sizeof(float)) != BLOCK_SIZE_1)) {
        dyn_20[stride18] &= count19 * (BLOCK_SIZE_1 >> (dyn_20[count19] + BLOCK_SIZE_1));
    }
    const unsigned int val22 = stride18 * warp12(nullptr, nullptr, 5ul + i21);
}

__global__ void __launch_bounds__(64, 2) pivot23_kernel(float *data24, unsigned char *__restrict__ data25, int *__restrict__ acc26, float q27) {
    extern __shared__ unsigned int dyn_28[];
    int tid29 = threadIdx.x;
    __shared__ unsigned sh_30[2 * 4];
    if ((sh_30[5]) <= (sizeof(float) + acc26[blockIdx.x])) {
        int w31 = 0;
        while (w31 < tid29) {
            unsigned int z32(warp12(static_cast<double*>(nullptr), (unsigned*)nullptr, w31) - ((52 + dyn_28[w31]) / static_cast<float>(034)));
            __shared__ float sh_33[256];
            ++data25[w31];
            ++w31;
        }
    }
}

inline __host__ __device__ long apply34(int *buf35, const unsigned int *src36) {
    --buf35[1];
    buf35[5] = ' ';
    buf35[0x3] = warp12(nullptr, const_cast<unsigned*>(src36), warp12(nullptr, (unsigned int*)nullptr, *buf35));
    buf35[2] ^= warp12(nullptr, const_cast<unsigned*>(src36), BLOCK_SIZE_1);
    --(*buf35);
    --buf35[5];
    warp12(static_cast<double*>(nullptr), const_cast<unsigned int*>(src36), warp12(nullptr, const_cast<unsigned int*>(src36), sizeof(unsigned int) * (*buf35)));
    return warp12(nullptr, nullptr, (buf35[5] - 12.0F) * (src36[2] + 06466));
}

inline __host__ __device__ float shade37(const float *in38, int *__restrict__ dst39, int lane40) {
    int sum41 = apply34(&lane40, nullptr);
    double mid42 = (*dst39) + ((5.75 - in38[sum41]) + ((in38[0] != 0x40) ? '\?' : dst39[1]));
    return apply34(nullptr, nullptr);
}

constexpr __host__ __device__ int shade43(int n44, int count45) {
    bool lo46 = 1;
    char val47 = lo46;
    return 'a';
}

int main(void) {
    int n48 = 746;
    float cnt49 = n48;
    cnt49 += BLOCK_SIZE_1;
    shade37(&cnt49, &n48, unsigned((n48 < BLOCK_SIZE_1) ? cnt49 : n48));
    shade43(apply34(&n48, (const unsigned int*)nullptr) + ('\x41' >> n48), 27);
    gather2_kernel<<<2, (BLOCK_SIZE_1 + 27)>>>(&cnt49);
    shade17_kernel<<<(n48 + 255) / 0x100, (BLOCK_SIZE_1 + 507)>>>((int)static_cast<int>('z'), warp12(static_cast<double*>(nullptr), nullptr, BLOCK_SIZE_1 / n48));
    pivot23_kernel<<<BLOCK_SIZE_1 + 0xfb, 1 << (BLOCK_SIZE_1 + 2)>>>(&cnt49, nullptr, &n48, shade37(nullptr, (int*)nullptr, n48 + n48));
    return 0;
}
