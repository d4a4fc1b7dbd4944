// cudagen 0.1 seed 661 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_noinline,host_device_function,device_template_function,host_function,main,constant_array,shared_var,static_shared,constexpr_var,local_array,auto_var,struct,struct_methods,if,switch,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,member_access,array_index,method_call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define CHUNK_2 (2 * 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
constexpr long TILE6 = 2;

struct Vec7 {
    long flag8;
    unsigned char weight9;
    double mass10;
    unsigned count11;
    __host__ __device__ void apply12(float off13) {
        weight9 = (TILE6 * flag8) - TILE6;
        unsigned char hi14(TILE6);
    }
    __host__ __device__ unsigned char get15() const {
        bool r16 = (weight9 >= sizeof(Vec7)) && (mass10 > 0b11011);
        return 255 - weight9;
    }
};
constexpr int DEPTH17 = CHUNK_2;
__constant__ int c_decay18[8] = {38, 11l, 3589u, 1717};

__global__ void accum19_kernel(Vec7 a20, double a21, signed char *__restrict__ buf22) {
    __shared__ Vec7 sh_23[8];
    static __shared__ int sh_24[256];
    short t25 = (DEPTH17) - (a21 * a20.get15());
    bool w26 = static_cast<int>(c_decay18[t25]);
    const unsigned char *prod27 = nullptr;
    float lim28 = 11.625F / (*prod27);
}

template <typename T, int N>
__device__ __noinline__ void tally29(const T *coef30) {}

unsigned fuse31(int n32, const unsigned *src33) {
    constexpr int hi34 = 53;
    constexpr unsigned int acc35 = 036L;
    n32 |= sizeof(int);
    long long val36{2412};
    val36 %= src33[7];
    return float(((int)sizeof(unsigned long)) - n32);
}

__global__ void step37(int *__restrict__ acc38, const int *__restrict__ input39, const double *__restrict__ input40) {
    acc38[5] = *input39;
    Vec7 k41 = {static_cast<long>(20U * c_decay18[3]), static_cast<unsigned char>((c_decay18[3] != c_decay18[0b100]) ? 20L : TILE6), static_cast<double>((*acc38) * 7), 22};
    long sum42(((k41.weight9 - 1193) + k41.get15()) * ((020 - input40[0]) + (TILE6 * (*acc38))));
}

__global__ void lerp43_kernel(int n44, int *data45) {
    int k46[4] = {};
    auto m47 = (k46[n44] + ((int)065L)) - 23U;
    switch ((c_decay18[n44] < 52) ? data45[n44] : k46[m47]) {
    case 4 * (TILE6 + 1):
        k46[m47] = 8LL;
        switch (m47) {
        case 4:
            break;
        case DEPTH17 + 1:
            break;
        case 0b1001:
            break;
        default: {
            bool mid48 = k46[0];
            break;
        }
        }
        break;
    }
    if ((c_decay18[m47] + 16L) < 55)
        return;
}

__host__ __device__ int accum49(short *__restrict__ buf50) {
    (*buf50) /= -((TILE6 * (*buf50)) + (TILE6 + buf50[6]));
    auto base51 = buf50[4];
    base51 |= ((unsigned int)(TILE6 + buf50[1])) + 8;
    (*buf50) &= (buf50[5]) * buf50[base51] * (TILE6 + base51);
    return sizeof(long);
}

int main() {
    int n52 = 3842;
    ACCUM_3(n52, (-TILE6));
    n52 -= 4640;
    accum19_kernel<<<(TILE6 + (BLOCK_SIZE_1 + (DEPTH17 + 18))), CHUNK_2 + 124>>>(Vec7{45, static_cast<unsigned char>(n52), 24.0f, 9U}, 2LL / n52, static_cast<signed char*>(nullptr));
    step37<<<(1), DEPTH17 + (CHUNK_2 + 120), sizeof(int) * 32, (cudaStream_t)0>>>(&n52, &n52, static_cast<const double*>(nullptr));
    lerp43_kernel<<<16, 128 * 4, sizeof(int) * 256, nullptr>>>(n52 * (n52 + DEPTH17), static_cast<int*>(nullptr));
    return 0;
}
