// cudagen 0.1 seed 423 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,managed_var,constexpr_var,if,bitwise,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_float,lit_string,lit_raw_string,lit_bool,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_value,lambda_mutable,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 20
#endif

__global__ void __maxnreg__(32) count5(const unsigned int *__restrict__ input6, unsigned char *buf7, const char *input8)
{
    int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*buf7) = TUNE_4;
    int s10 = 1539;
    double *prod11 = (double*)nullptr;
    double lim12 = input6[s10];
    (*buf7)--;
}

void host_decay13(int stride14)
{
    auto lam16 = [=]() mutable {
        bool lim15 = (TUNE_4 - stride14) + (-stride14) + (false + static_cast<int>(stride14));
    };
    lam16();
    if (stride14) {
        return;
    }
    const char *lim17 = "\"q\"";
    unsigned int flag18 = (TUNE_4 | stride14) | static_cast<short int>(0x40 - lim17[0b1]);
    flag18 = flag18 + ((lim17[0] - stride14) | stride14);
}
__managed__ float m_score19 = 3.375f;

int main()
{
    int size20 = 361;
    int t21 = m_score19;
    count5<<<(size20 + 127) / 128, 128, 0x0, (cudaStream_t)0>>>(nullptr, static_cast<unsigned char*>(nullptr), nullptr);
    const char *z22 = R"(C:\dir)";
    m_score19 = TUNE_4;
    return 0;
}
