// cudagen 0.1 seed 375 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,struct,if,do_while,compound_assign,logical,comparison,comma,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,macro_paste,pp_ifdef
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 6
#else
#define TUNE_3 50
#endif

struct Vec4 {
    float count5;
    long long z6;
    float flag7;
    float lo8;
};
constexpr float kL9 = 3.25f;

__global__ void weigh10(int len11)
{
    unsigned int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid12 >= len11) {
        return;
    }
    if ((CAT_1(len, 11) - 45ULL) != CAT_1(len, 11)) {
        return;
    }
    len11 += 14;
}

__host__ void split13(const int* coef14)
{
    Vec4 sum15 = Vec4{16.75F, static_cast<long long>(46), static_cast<float>(kL9), 0};
}

__global__ void blend16(const int* src17, const long long* __restrict__ in18, int len19, const short* __restrict__ coef20)
{
    int idx21 = threadIdx.x;
    if (idx21 >= len19) {
        return;
    }
    Vec4 s22{6.0f, static_cast<long long>(*coef20), -13.125f, 4955};
    len19 /= (len19 += threadIdx.x, (((*src17) - 062) / (*src17)));
    int w23 = 0;
    do {
        constexpr int lo24 = TUNE_3 + 12;
        len19 /= -61;
        ++w23;
    } while (w23 < 10);
}

float accum25(int* data26)
{
    bool cnt27 = ((data26[1] + '#') || ((data26[7] % data26[1]) != data26[1])) && ((*data26) != (static_cast<double>(data26[3]) + kL9));
    (*data26) /= (data26[5] += 3843U, ((int)((*data26) += kL9, data26[2])));
    float u28(1052);
    weigh10<<<dim3(16 * 2, (256)), TUNE_3 + 462, (4096), (cudaStream_t)0>>>(('z' + u28) - cnt27);
    return kL9;
}

int main()
{
    int len29 = 3480;
    len29 = (int)L' ';
    blend16<<<dim3((len29 + 127) / 128, (len29 + 63) / 0100, 8), 32 * 8>>>(&len29, nullptr, 077, nullptr);
    return 0;
}
