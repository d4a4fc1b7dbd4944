// cudagen 0.1 seed 1490 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,main,shared_var,extern_shared,constexpr_var,const_local,enum,if,for,while,switch,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define TILE_DIM_2 64
#define TILE_DIM_3 (4 * (2 * 0x4))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef TILE_DIM_3
#define TILE_DIM_3 12

static __global__ void accum6_kernel(long long beta7, double* acc8, int stride9, unsigned int* dst10)
{
    if ((stride9 & 1) && (beta7 < stride9)) {
        return;
    }
    ACCUM_5(beta7, (0b11000));
    constexpr int m11 = TILE_DIM_3 + 0x5;
    beta7 -= TILE_DIM_3;
    float hi12 = ' ' | stride9;
    float* hi13 = &hi12;
}
enum Phase14 : long { IDLE15, GREEN16 };
enum Op17 : unsigned char { MUL18 = 1, OFF19 = 4, FAST20 = 7 };

__host__ __device__ float step21(int count22, int count23)
{
    if ((count22 + 13ul) > count22) {
        return FAST20;
    }
    count22 %= 2109U;
    count23 = MUL18;
    return ((count23 | count22) * (count22));
}

__global__ void count24(unsigned* dst25, int len26, unsigned long long* data27)
{
    extern __shared__ int dyn_28[];
    switch ((dyn_28[len26])) {
    case 0:
        (*data27) = data27[len26 & 7];
        break;
    default: {
        int hi29 = 62;
        break;
    }
    }
    dyn_28[0b111] |= dyn_28[len26 & 7];
    unsigned int acc30 = MIN2_4(len26, dyn_28[6] ^ dst25[len26 & 7]) - (dyn_28[len26]);
    Op17 off31 = FAST20;
}

static __global__ void rank32(unsigned q33, const unsigned int* __restrict__ src34, float* acc35, float p36)
{
    extern __shared__ int dyn_37[];
    (*acc35) /= static_cast<double>(GREEN16);
    const float r38 = acc35[0x3];
}
enum Mode39 { IDLE40, GREEN41 };

__global__ void accum42(int* __restrict__ data43, const float* __restrict__ src44, int len45, double* dst46)
{
    Phase14 sum47 = IDLE15;
    len45 = FAST20;
    sum47 = sum47;
    constexpr char v48 = 0;
}

__device__ void pack49(const int* input50) {}

__global__ void __launch_bounds__(16 * (GREEN16 + FAST20)) count51_kernel(float* __restrict__ dst52)
{
    int pass53 = 0x0;
    while ((pass53 < pass53) && (!dst52)) {
        unsigned long* hi54 = static_cast<size_t*>(nullptr);
        if (dst52[1] > (dst52[pass53 & 7])) {
            (*hi54) &= 47;
            for (int j55 = 0; j55 < pass53; ++j55) {
                float acc56(3.125f);
            }
        }
        ++pass53;
    }
    if (dst52[1] >= pass53) {
        return;
    }
}

int main()
{
    int len57 = 1044;
    if (((len57 - len57) % 36UL) != len57) {
        len57 *= (len57 / 57) - MIN2_4(len57, 50LL);
        if (((len57 % 0b11) - 25) != MIN2_4(len57, len57)) {
            count24<<<(TILE_DIM_3 + 52) * (OFF19 + 4), dim3(NUM_ITERS_1 + (NUM_ITERS_1 + 448), (len57 + 255) / 256), sizeof(double) * 128>>>(nullptr, 24, nullptr);
        }
    }
    len57 %= len57;
    accum6_kernel<<<dim3((NUM_ITERS_1)), (GREEN41 + MUL18) * 16, 256, 0>>>(0x17, nullptr, len57 * (17ull), static_cast<unsigned int*>(nullptr));
    rank32<<<dim3(512), MUL18 + 0x1FF, sizeof(float) * 64>>>(len57 - 18lu, nullptr, nullptr, len57);
    accum42<<<(len57 + 0x7F) / 128, dim3((256), (len57 + 0b11111) / 0b100000), 0, nullptr>>>(&len57, nullptr, len57 % 7, nullptr);
    return 0x0;
}
