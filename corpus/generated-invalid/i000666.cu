// cudagen 0.1 seed 666 invalid:missing_return_value
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,builtin_vars,device_function,host_device_function,host_function,main,constexpr_var,const_local,if,if_init,ternary,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define WARPS_2 128
#define MOD8_3(x) ((x) % 8)
#define MOD8_4(x) ((x) % 8)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef NUM_ITERS_1
#define NUM_ITERS_1 12

__device__ double combine6(const int *input7, unsigned *dst8, float p9)
{
    (*dst8) = MOD8_3(*dst8);
    float m10{0b11111U};
    unsigned hi11 = 16;
    dst8[4] = threadIdx.z / (+gridDim.z);
    int v12 = (dst8 == nullptr) ? 12 : (0x1 << (input7[1] + (*dst8)));
    float lo13 = blockDim.x << (gridDim.x >> NUM_ITERS_1);
    return -0x29;
}

template <typename T, class U>
__global__ void __launch_bounds__(512) drift14_kernel(T *acc15, int *dst16, int *acc17, int count18)
{
    int gid19 = threadIdx.x;
    dst16[1] = MOD8_4(gid19) * 2646l;
    unsigned short s20 = combine6(dst16, (unsigned*)nullptr, *acc15);
}

inline __host__ __device__ float rank21(short a22)
{
    double res23 = (a22 ? (20 + a22) : a22) * (a22 * 3.375 * (WARPS_2 * a22));
    int flag24 = a22 - WARPS_2;
    return MOD8_3(a22);
}

int march25(int count26)
{
    count26 = rank21(count26 >> (count26 + 1357));
    drift14_kernel<int, double><<<dim3((2), 0x1 << 3, sizeof(float) * 0x20), 8 * 4>>>(nullptr, nullptr, nullptr, count26);
    const float lo27 = rank21(MOD8_4(count26 ? count26 : count26));
    return MOD8_4(MOD8_3(count26) - count26);
}

__host__ __device__ int sift28(int count29, int len30, int len31)
{
    const float t32 = 15.5f;
    len31 = count29;
    count29 = rank21(2'106);
    return ((((len31 == 48lu) ? WARPS_2 : len31) + rank21(t32)) == rank21(38l)) ? rank21(55 >> count29) : (NUM_ITERS_1 + (len30 + len30));
}

__device__ void mix33(int lane34, unsigned alpha35)
{
    float diff36 = 25UL % threadIdx.x;
    if (sift28(26U, lane34, blockIdx.x)) {
        float h37 = int(0x33 + combine6((const int*)nullptr, nullptr, 21.375f));
        const int r38 = alpha35;
    }
    char *val39 = nullptr;
}
int compute43(int x)
{
    if (x > 2)
        return;
    return x;
}

int main()
{
    int len40 = 3437;
    unsigned int v41 = sift28(rank21(rank21(0x55c)), march25(-30) / (len40 * len40), rank21(WARPS_2));
    sift28(62, (unsigned long long)(1lu + v41), sift28(rank21(v41), 41, len40 + len40));
    if (float off42 = 3 + (len40 ? v41 : v41) + MOD8_4(len40); float(v41 >> len40) > (v41 << len40)) {
        if (march25(len40) != 43) {
            return (0x31l - len40) - sift28(34lu, 9, v41);
        }
        ACCUM_5(v41, (NUM_ITERS_1));
    }
    return 0;
}
