// cudagen 0.1 seed 645 invalid:duplicate_parameter
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_noinline,host_function,default_args,main,device_array,shared_var,extern_shared,constexpr_var,auto_var,anon_namespace,if,if_else,for,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define CHUNK_1 4
#define BLOCK_SIZE_2 256
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if (BLOCK_SIZE_2 * 2) >= 40 && BLOCK_SIZE_2 != 0
#define CONFIG_4 3
#else
#define CONFIG_4 10
#endif
#undef CONFIG_4
#define CONFIG_4 8

__global__ void pivot5(unsigned long alpha6)
{
    auto s7 = 23;
    if ((alpha6 & 1)) {
        goto out9;
    }
    if (alpha6 - BLOCK_SIZE_2) {
        alpha6--;
        short val8 = s7;
        s7 = val8;
    }
out9:;
}

__global__ void __maxnreg__(64) probe10_kernel(int *__restrict__ acc11, float *__restrict__ data12, int *__restrict__ dst13, int *data14)
{
    (*acc11) += ((*data12) + 10) - ((010 | data14[3]) - 5);
    (*dst13) ^= dst13[3];
}

__device__ long split15(double *data16, int stride17 = 010246)
{
    if (((stride17) & 0x1)) {
        goto finish19;
    }
    for (int j18 = 0; j18 < 7; j18 += 3) {
        stride17 |= j18;
    }
    if (stride17 > (*data16)) {
        return CONFIG_4;
    }
finish19:;
    return 1;
}

namespace {
__device__ __noinline__ void decay20(float cfg21, int len22)
{
    split15(nullptr, (0x2BULL & len22) * split15((double*)nullptr));
    size_t u23(cfg21);
    float idx24 = (split15(nullptr) - (7 & len22)) * (~len22);
    float z25 = split15((double*)nullptr, u23);
    int mid26((int(26 ^ u23)));
}
} // namespace
__device__ bool d_bump27[16];

template <typename T, int N = 1>
__global__ void probe28_kernel(T *__restrict__ buf29, const T *__restrict__ input30, T *acc31)
{
    extern __shared__ float dyn_32[];
    acc31[4] = (d_bump27[2] != (037 + d_bump27[0])) ? N : (acc31[0] += d_bump27[13], 44);
    acc31[1] /= (split15((double*)nullptr));
    decay20(acc31[6], split15((double*)nullptr, dyn_32[2]));
    int v33 = ~(N - (d_bump27[6] - 0x2L));
}

int host_merge34(int *__restrict__ out35, unsigned int *__restrict__ dst36, int n37)
{
    auto cnt38 = 010ul + (*out35);
    out35[n37] |= (out35[cnt38] += -907, 42u);
    cudaStream_t base39 = nullptr;
    if ((dst36[3] < (((*dst36) == dst36[cnt38]) ? n37 : 4041)) && (cnt38 <= 41)) {
        int lim40 = -2431;
        dst36[6] = dst36[lim40 & 7] / (~out35[n37]);
    } else if (((cnt38 += 21UL, cnt38) & 1)) {
        out35[cnt38]--;
    } else if ((n37 > 9ul) || (!(out35[cnt38] >= out35[6]))) {}
    return 0x23;
}
int combine44(int a, int a)
{
    return a;
}

int main()
{
    int count41 = 2966;
    if (((count41 * CHUNK_1) < count41) && (count41 >= (count41 + count41))) {
        auto res42 = (double)count41;
        const char *val43 = "path\\to";
    } else {
    }
    pivot5<<<64, 512, (4096), nullptr>>>(host_merge34(nullptr, nullptr, count41 - 0x20));
    probe10_kernel<<<256, (CHUNK_1 + 60) * 2, sizeof(int) * 0200, (cudaStream_t)0>>>(nullptr, (float*)nullptr, nullptr, (int*)nullptr);
    probe28_kernel<int, (2 * 4)><<<128, (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 116))), 0, (cudaStream_t)0>>>(nullptr, nullptr, (int*)nullptr);
    return 0;
}
