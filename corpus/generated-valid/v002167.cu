// cudagen 0.1 seed 2167 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,default_args,main,shared_var,shared_2d,host_global,constexpr_var,local_array,struct,aligned_struct,if,for,range_for,while,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
// Helper used by the kernels below.

__global__ void combine2(double *buf3, unsigned int *__restrict__ out4, int lane5, const double *__restrict__ in6)
{
    constexpr int acc7 = 0x26;
    (*buf3) -= (*out4) + acc7 + (MIN2_1(buf3[lane5], lane5) * out4[lane5 & 0x7]);
    lane5 = 57;
    out4[lane5] |= 11;
}
unsigned int g_tile8[] = {55U, 53l, 49lu, 51, 18};

struct alignas(16) Sample9 {
    float y10;
    unsigned long hi11;
};

template <typename T, typename U>
__global__ void relax12(T *dst13, const U *__restrict__ coef14)
{
    double t15[2]{7.25, 3.0};
    constexpr int sum16 = (9 * 7);
    float diff17 = dst13[2];
    t15[0x1] = *coef14;
    constexpr int s18 = 38;
    __shared__ int sh_19[12][10];
}

template <class T>
__global__ void grow20(T *__restrict__ acc21)
{
    Sample9 s22 = Sample9{static_cast<float>(*acc21), 3UL};
    --s22.y10;
    long stride23 = s22.y10;
    for (int i24 = stride23; i24 > 0; --i24) {
        __shared__ double sh_25;
        stride23 *= stride23 | s22.hi11;
    }
}

__global__ void tally26_kernel(int *__restrict__ buf27, int n28)
{
    n28 = MIN2_1(~((*buf27) - buf27[n28]), n28 / (((*buf27) != 45) ? '\0' : 36));
    bool w29 = !((buf27[n28 & 7] - 41ll) < (n28 + n28));
    buf27[n28] *= ~n28;
    unsigned long h30 = buf27[0x5];
}

__device__ __host__ long gather31(int n32, const float *input33, int lane34 = 58l)
{
    unsigned int res35 = 33 / lane34;
    int w36 = 0;
    while (w36 < 11) {
        for (int n37 = lane34; n37 > 0; --n37) {
            ++res35;
        }
        ++w36;
    }
    float off38[6]{7.5F, static_cast<float>(w36), 07676, 0x6, static_cast<float>(15.125f), 24.5f};
    int k39 = 24UL;
    return ((lane34 / (44 * w36)) > k39) ? (sizeof(float) + off38[0] + k39) : k39;
}
// Returns the accumulated value.

__host__ __device__ signed char count40(bool a41, int len42, bool cfg43)
{
    float f44 = a41;
    len42 -= 0x31;
    return cfg43;
}
constexpr int WIDTH45 = 2;

__global__ void split46(int *buf47, int *data48, int lane49)
{
    int pass50 = 0;
    while (pass50 < 11) {
        __shared__ unsigned int sh_51[14][0x6];
        float diff52 = 15.25f - ((sh_51[pass50][pass50] & lane49) ^ (sh_51[lane49][lane49] & lane49));
        ++pass50;
    }
}

__host__ int combine53(long long alpha54, const long long *__restrict__ src55)
{
    if ((g_tile8[alpha54] > alpha54) && (alpha54 > 40u)) {
        return src55[alpha54];
    }
    split46<<<dim3(1, sizeof(int) * 64), 128, sizeof(double) * 32, (cudaStream_t)0>>>(nullptr, nullptr, g_tile8[0]);
    relax12<long, long><<<010, WIDTH45 + 126, (WIDTH45 + 62) * (WIDTH45 + WIDTH45), 0>>>(nullptr, (const long*)nullptr);
    for (int n56 = 0x0; n56 < 13; ++n56) {
        for (auto &z57 : g_tile8) {
            tally26_kernel<<<dim3((1)), WIDTH45 + (WIDTH45 + (WIDTH45 + 506)), 0b0, (cudaStream_t)0>>>((int*)nullptr, alpha54);
        }
    }
    grow20<int><<<(WIDTH45 + (WIDTH45 + 12)), WIDTH45 + (WIDTH45 + 28), 4096, 0>>>(nullptr);
    return '"' * (*src55);
}

int main()
{
    int count58 = 0x8df;
    tally26_kernel<<<(count58 + 0x7F) / 128, 0x80, sizeof(int) * 128, (cudaStream_t)0>>>((int*)nullptr, WIDTH45);
    g_tile8[4] -= count58;
    combine2<<<dim3((WIDTH45 + (WIDTH45 + 60))), dim3(32)>>>(nullptr, g_tile8, 52, (const double*)nullptr);
    return 0x0;
}
