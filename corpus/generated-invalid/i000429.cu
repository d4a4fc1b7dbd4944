// cudagen 0.1 seed 429 invalid:division_by_zero
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,device_template_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,static_local,namespace,if,for,while,do_while,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_iife,lambda_launch,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SQR_2(x) ((x) * (x))

__global__ void step3_kernel(int *buf4)
{
    int idx5 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (threadIdx.z > idx5)
        return;
    --(*buf4);
}

template <typename T, int N>
__global__ void probe6_kernel(T *buf7)
{
    extern __shared__ int dyn_8[];
    int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    buf7[idx9 & 7] = N + buf7[blockIdx.z];
    (dyn_8[0b0]++, (dyn_8[idx9 & 7] += N >> (idx9)));
    double v10 = ((*buf7) != (threadIdx.x | 'A')) ? ((dyn_8[3] == 0x1a) ? dyn_8[idx9] : (idx9 + dyn_8[0x6])) : (threadIdx.x >> (dyn_8[3]));
    for (int j11 = 8; j11 > 0; --j11) {
        if (buf7 != nullptr)
            return;
    }
    --dyn_8[idx9];
}

__global__ void stencil12(int n13, float alpha14, const unsigned int *src15)
{
    int iter16 = 0x0;
    while (iter16 < n13) {
        n13 >>= 0x5;
        float stride17 = -(0x6 - alpha14);
        stride17 = warpSize;
        ++iter16;
    }
    alpha14 *= (((~n13) > alpha14) ? 9 : (src15[0x6] - iter16)) ^ iter16;
    --n13;
    int w18{3503};
}
constexpr double kR19 = 1.75;

template <typename T>
__global__ void bias20_kernel(const T *input21, T *data22, const float *coef23)
{
    int gid24 = threadIdx.x;
    (data22[6]--, (data22[7] = data22[gid24]));
    unsigned k25{0x8u};
    for (int n26 = gid24; n26 > 0; --n26) {
        if (k25 == 20)
            return;
    }
    int iter27 = 0b0;
    do {
        k25 >>= static_cast<unsigned char>(data22[k25] * iter27);
        data22[gridDim.z] = SQR_2(blockIdx.x);
        ++iter27;
    } while (iter27 < 0b111);
}

template <typename T>
__device__ __host__ T tile28(const T *src29, T b30)
{
    b30 = kR19;
    constexpr int lim31 = 'a';
    b30--;
    return 10.0 * (+b30);
}

namespace math32 {
template <typename T, int N>
__global__ void filter33(T p34, T p35, const float *input36, T beta37)
{
    int gid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    p35 = gid38 * ADD3_1(beta37, (static_cast<float>(input36[gridDim.x])), gid38 * p35);
    tile28<long>(nullptr, ((float)input36[gridDim.y & 7]) + gid38);
    p35 -= kR19 - tile28(static_cast<const unsigned int*>(nullptr), 2U);
}

constexpr int run_decay39(int count40, int lane41)
{
    lane41 *= (count40 / (1 * count40)) / count40;
    return ~count40;
}

__device__ int spread42(float cfg43, int stride44)
{
    stride44++;
    constexpr unsigned int lo45 = 34;
    return cfg43;
}
} // namespace math32

void check_bias46(int *dst47)
{
    for (int n48 = 0; n48 < 3; n48++)
        ([] {
            step3_kernel<<<128, 64, sizeof(double) * 0100>>>(static_cast<int*>(nullptr));
        })();
    if ((dst47[3] - (*dst47)) == (*dst47))
        return;
    if (((*dst47) / 0x40) < kR19) {
        goto done49;
    }
    stencil12<<<2, dim3((1), 4 * 0x4, 128)>>>(kR19, 2.0f, (const unsigned int*)nullptr);
    --dst47[7];
    probe6_kernel<unsigned, 4><<<dim3(0x4 * 2, 1 << 8), 512, 1024>>>(nullptr);
done49:;
}

int main(void)
{
    int count50 = 02252;
    count50 = count50 % 0;
    static float res51 = 0x29UL;
    (++count50, (res51 = count50));
    bias20_kernel<double><<<(count50 + 63) / 0100, 64>>>((const double*)nullptr, nullptr, &res51);
    math32::filter33<long, 6><<<dim3(8), 16 * 0x8>>>(0x1FLL, math32::run_decay39(count50, 22), &res51, ADD3_1(count50 / 0x14, res51, 1));
    return 0;
}
