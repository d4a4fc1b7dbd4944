// cudagen 0.1 seed 665 invalid:return_value_in_void
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,shared_var,constexpr_var,local_array,const_local,namespace,anon_namespace,if,goto,ternary,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define SQR_2(x) ((x) * (x))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))

#if NUM_ITERS_1 > 51
#define CONFIG_4 1
#else
#define CONFIG_4 17
#endif
#undef CONFIG_4
#define CONFIG_4 2

__global__ void scatter5(float *dst6, int len7, unsigned int *__restrict__ dst8)
{
    int gid9 = threadIdx.x;
    int val10[2] = {};
    unsigned long long off11[4]{6ULL, 4628, 26, 40l};
    if (val10[0] <= ((off11[0] == (*dst6)) ? dst6[0x0] : gridDim.z)) {
        return;
    }
}

namespace kern12 {
__global__ void apply13_kernel(double *__restrict__ out14, int len15)
{
    int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_17[16];
    unsigned short res18[(CONFIG_4)] = {};
    if (sh_17[0x5] == len15) {
        goto skip19;
    }
    (*out14) = res18[1] + 9.75;
skip19:;
}

constexpr __host__ int check_combine20(int n21, int n22)
{
    n21 = ((n21 * n22) - (0x19U + n21)) * (NUM_ITERS_1 * n22);
    const unsigned int y23 = n21 - (43 * n21);
    return sizeof(unsigned) - y23;
}

template <typename T>
__global__ void __maxnreg__(32) bias24(T *acc25)
{
    int i26 = threadIdx.x;
    if (((*acc25) < (*acc25)) || (acc25[i26] != blockDim.x)) {
        goto skip29;
    }
    (*acc25) = i26;
    if (acc25[1] != i26) {
        acc25[gridDim.x] = (!acc25) ? sizeof(int) : (CONFIG_4 + i26);
        if (MIN2_3(threadIdx.x, i26) >= threadIdx.x) {
            ++acc25[0x0];
            constexpr float cnt27 = 1.125f;
            T t28 = cnt27;
        }
    }
skip29:;
}
} // namespace kern12

int host_count30(double q31, long long q32)
{
    if (q31 < q31) {
        goto skip33;
    }
    q32 = q32;
    kern12::bias24<long><<<(CONFIG_4 + 126), sizeof(float) * 128, 0>>>((long*)nullptr);
skip33:;
    return q31;
}

namespace {
__global__ void stencil34(const float *__restrict__ input35, int *data36)
{
    unsigned int idx37 = threadIdx.x;
    __shared__ unsigned int sh_38[256];
    if ((idx37 / data36[idx37]) >= 026u) {
        return;
    }
    unsigned int y39 = ((warpSize != 34) || idx37 || ((data36[idx37] > 23ul) || (idx37 < blockIdx.z))) ? sh_38[90] : (*data36);
    y39 = threadIdx.z;
    (*data36) = NUM_ITERS_1;
}
} // namespace

int run_combine40(int count41, int len42, int count43)
{
    scatter5<<<CONFIG_4 + 30, 64, sizeof(int) * 256>>>(nullptr, 39, nullptr);
    count43++;
    kern12::check_combine20(MIN2_3(len42 - 15, kern12::check_combine20(count41, -61)), NUM_ITERS_1);
    count41 = host_count30(len42, len42);
    unsigned short diff44[7]{0x1f, 55, 42, 10, 31, 38, static_cast<unsigned short>(count41)};
    if (0x16L == count41) {
        goto skip45;
    }
    diff44[count41]--;
    --len42;
skip45:;
    return count43;
}
__device__ void reset48(int *p)
{
    p[0] = 0;
    return 1;
}

int main()
{
    int count46 = 3215;
    constexpr size_t k47 = 25;
    count46 = SQR_2(count46);
    count46 = host_count30((0x1b / count46) - 0x4, kern12::check_combine20(count46 * count46, 0x35LL + count46));
    kern12::apply13_kernel<<<dim3((count46 + 077) / 64), dim3(CONFIG_4 * CONFIG_4, 0b1, sizeof(int) * (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + 0x7A)))), 0>>>(nullptr, (2 * count46) + count46);
    stencil34<<<1, sizeof(int) * 8>>>((const float*)nullptr, (int*)nullptr);
    return 0b0;
}
