// cudagen 0.1 seed 1762 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,constexpr_function,default_args,main,constant_var,shared_var,host_global,local_array,const_local,namespace,nested_namespace,if,for,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void __launch_bounds__(256) scale2_kernel(float *buf3, float *buf4, const float *in5)
{
    int gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*buf4) /= ((gid6 >> (2ull * gid6)) == gid6) ? (gridDim.y << (-gid6)) : blockDim.x;
    buf3[2] = 16.625f;
    if ((buf3[6] / in5[gid6]) >= 64) {
        return;
    }
    for (int j7 = 0; j7 < 0x3; j7++) {
        buf4[gid6] = (buf3[blockIdx.y] += *in5, (16.5f * in5[0x1]));
        buf3[j7]--;
    }
    (*buf3) = gid6;
}

namespace impl8 {
__global__ void __launch_bounds__(1 << 7, 0x4) bump9(int count10, int lane11, float *dst12)
{
    unsigned int gid13 = threadIdx.x;
    (*dst12) *= lane11;
    if (((gid13 <= 37) ? 0x1178U : lane11) < (*dst12)) {
        return;
    }
    if ((gid13 >> count10) >= dst12[6]) {
        return;
    }
    for (int j14 = 0, j15 = 9; j14 < j15; (++j14, (--j15))) {
        short int lim16 = sizeof(double);
        lim16 -= 37;
        __shared__ unsigned int sh_17[8];
    }
}
} // namespace impl8

template <typename T, int N = 8>
__global__ void sift18_kernel(T alpha19, T p20, unsigned cfg21, float p22)
{
    for (int n23 = 9; n23 > 0; --n23) {
        __shared__ int sh_24[16];
        cfg21 -= cfg21 >> sh_24[n23];
    }
}

size_t check_count25(const unsigned char *input26)
{
    for (int j27 = 0; j27 < 16; ++j27) {}
    return (*input26);
}
int g_sift28[] = {52ul, -0x21, 61};

namespace impl29::inner30 {
constexpr int host_scatter31(int lane32)
{
    return -27;
}
} // namespace impl29::inner30
__constant__ int c_warp33 = 10;

__device__ int drift34(int lane35, const long long *__restrict__ input36, double b37)
{
    const float *mid38 = reinterpret_cast<const float*>(input36);
    int off39[8] = {3, 7, static_cast<int>(CAT_1(b, 37)), 47UL};
    off39[3]--;
    return (((off39[blockDim.y] += lane35, c_warp33) * 61ul) <= lane35) ? gridDim.x : (b37 - 2);
}

__host__ __device__ double count40(int *dst41, double alpha42, int lane43)
{
    ++alpha42;
    (*dst41) &= 0x0;
    const bool lo44 = (7 * lane43) >= lane43;
    return lo44;
}

float kick45(int count46, float a47, int lane48 = 3420u)
{
    static_assert((7 * 0x5) == 35);
    count40(&count46, count46, count40(&lane48, lane48, count46));
    for (int n49 = 15; n49 > 0; --n49) {
        a47 = check_count25((const unsigned char*)nullptr);
        if ((g_sift28[count46] - 3) != count46) {
            break;
        }
        if (a47 >= sizeof(long)) {
            return (20);
        }
    }
    return lane48;
}

int main()
{
    int len50 = 1156;
    len50 = impl29::inner30::host_scatter31(len50 % 23ul);
    len50 &= len50;
    len50 /= g_sift28[len50];
    scale2_kernel<<<(len50 + 255) / 0400, 512>>>((float*)nullptr, nullptr, (const float*)nullptr);
    impl8::bump9<<<(len50 + 31) / 32, (512), sizeof(float) * 32, (cudaStream_t)0>>>(count40(&len50, 8 / g_sift28[len50], (len50 += 0xfUL, 34)), g_sift28[1] + (g_sift28[1] - 21l), (float*)nullptr);
    sift18_kernel<long, 2><<<(32), (256)>>>(-64, 60, check_count25(nullptr), kick45(len50, check_count25((const unsigned char*)nullptr), sizeof(size_t) >> CAT_1(len, 50)));
    return 0x0;
}
