// cudagen 0.1 seed 527 invalid:deleted_function
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,device_template_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,struct,struct_methods,if,while,goto,nested_block,ternary,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 61
#endif

template <typename T, int N = 3>
inline static __device__ T scale4(T* data5, int len6, T q7)
{
    __shared__ float sh_8;
    ++len6;
    if (!data5) {
        len6 = sizeof(T);
        sh_8 = 1UL << len6;
    }
    (--len6, (sh_8 /= threadIdx.y));
    return blockDim.z * (sh_8 - (0L % len6));
}

struct Body9 {
    unsigned id10;
    bool y11;
    __host__ __device__ void scale12(float stride13)
    {
        y11 = (id10 >> sizeof(unsigned int)) >= (stride13 + (id10 * stride13));
    }
    __host__ __device__ unsigned int get14() const
    {
        return 50ul - id10;
    }
};

__global__ void apply15(const float* src16)
{
    int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int q18 = 63l + src16[3];
    float mid19(idx17 * 49UL);
}

__global__ void drift20(int* out21, int n22, const int* __restrict__ input23, int* __restrict__ buf24)
{
    int k25((warpSize) * ((*input23) * 9) * (n22 + TUNE_3 + out21[n22]));
    unsigned int y26 = 31 + ((-out21[k25]) * 4635);
    if ((threadIdx.x >> (*out21)) >= 60) {
        goto finish29;
    }
    {
        unsigned int val27 = y26;
        unsigned int prod28 = 4875l;
    }
    ++n22;
finish29:;
}
float g_gather30[] = {1lu, -41, -.75F, 754, 0.0F, 6};

template <typename T, int N>
__global__ void pack31(const T* src32)
{
    extern __shared__ int dyn_33[];
    int gid34 = threadIdx.x;
    {
        signed char m35 = dyn_33[threadIdx.y];
        int iter36 = 0;
        while (iter36 < 2) {
            Body9 v37{17, false};
            dyn_33[m35]++;
            float s38[7]{23.375f, 7.0f, 23ull, 5.0f, 38u, 4.0f, static_cast<float>(warpSize)};
            ++iter36;
        }
    }
    dyn_33[4] /= dyn_33[gridDim.x] * ((blockIdx.z >= gid34) ? blockDim.x : (N * gid34));
}
struct Handle_43 {
    Handle_43() = default;
    Handle_43(const Handle_43 &) = delete;
};

int main()
{
    int count39 = 596;
    Handle_43 h_43;
    Handle_43 copy_43 = h_43;
    ACCUM_1(count39, (count39));
    unsigned base40 = ((38 - g_gather30[count39]) + g_gather30[4]);
    count39++;
    apply15<<<1 << (TUNE_3 + (TUNE_3 + 1)), TUNE_3 + 254>>>(g_gather30);
    short lim41{62};
    size_t hi42[5] = {};
    drift20<<<(TUNE_3 + 126), TUNE_3 + (TUNE_3 + (TUNE_3 + 506)), sizeof(double) * 0200, (cudaStream_t)0>>>((int*)nullptr, (lim41 * 040) ? (hi42[4] * hi42[base40]) : (lim41 += TUNE_3, g_gather30[4]), &count39, &count39);
    pack31<unsigned, ((TUNE_3 + (TUNE_3 + TUNE_3)))><<<(1), 512, TUNE_3 + (TUNE_3 + 252), 0>>>(&base40);
    return 0;
}
