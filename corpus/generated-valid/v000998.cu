// cudagen 0.1 seed 998 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,shared_var,extern_shared,host_global,constexpr_var,if,if_else,if_init,for,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,comments
#include "prelude.cuh"

// Returns the accumulated value.

__global__ void tile1_kernel(int lane2, int stride3, double *acc4)
{
    extern __shared__ int dyn_5[];
    unsigned int tid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (((((*acc4) != 38) || (48U >= lane2)) ? acc4[lane2] : (42ul + lane2)) > tid6) {
        if ((tid6 + 960L) > dyn_5[lane2])
            return;
        if (int idx7 = (((tid6 - 49u) <= 0xClu) ? (8 * blockDim.x) : (lane2)) >> 13ul; idx7 - 1198U) {
            idx7 = tid6;
            acc4[0x0] = unsigned(threadIdx.x) >> lane2;
        }
    } else {
    }
}

template <typename T, int N = 4>
__global__ void spread8_kernel(const T *in9, const T *input10, const int *__restrict__ in11)
{
    extern __shared__ int dyn_12[];
    unsigned long *cnt13 = nullptr;
    cnt13[2] = N;
    bool base14 = ((dyn_12[6] < threadIdx.x) ? ((*cnt13) + cnt13[blockDim.y]) : N) <= 0x14;
}
static short int g_shade15;
// Helper used by the kernels below.

__global__ void sift16(const int *__restrict__ src17, unsigned long long alpha18, int lane19)
{
    extern __shared__ int dyn_20[];
    if (lane19 <= src17[threadIdx.x]) {
        goto skip22;
    }
    lane19 = ((!src17) ? lane19 : (*src17)) * (((*src17) + 24) % 37);
    for (int it21 = (blockIdx.x * blockDim.x) + threadIdx.x; it21 < lane19; it21 += blockDim.x * gridDim.x)
        alpha18++;
    dyn_20[0x5] -= lane19 + 0x32u + (static_cast<unsigned long>(warpSize) * 39U);
skip22:;
}

void run_sift23(int count24, int *out25, int count26)
{
    count26 |= 10U;
    if ((g_shade15 - (count26 - count26)) > (out25[5] - g_shade15)) {
        double w27 = (!count24) ? count26 : (count26 - g_shade15);
        const char *s28 = "\"q\"";
    } else {
        int *val29 = nullptr;
    }
    tile1_kernel<<<dim3(4, 0x2), 0x20, 0, (cudaStream_t)0>>>(static_cast<unsigned long long>(0x1a), (7U + out25[count26]), reinterpret_cast<double*>(out25));
    (*out25)--;
}

template <typename T, int N>
__global__ void probe30(const T *in31, T a32, double *out33, int lane34)
{
    extern __shared__ float dyn_35[];
    unsigned int tid36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid36 >= lane34)
        return;
    for (int j37 = 0; j37 < lane34; j37 += 3) {
        int u38{N};
    }
    lane34++;
    for (int n39 = 0; n39 < lane34; ++n39) {
        if (!((*in31) <= a32))
            return;
        dyn_35[0x0] = (N + tid36) << gridDim.x;
    }
}

int main()
{
    int n40 = 3312;
    const char *q41 = R"(C:\dir)";
    g_shade15 = ((((q41[0x1] >= q41[0]) ? n40 : g_shade15) == 0x11) || (31 != g_shade15)) ? q41[0] : (g_shade15 - (q41[1] * g_shade15));
    g_shade15 <<= 4;
    ++n40;
    spread8_kernel<unsigned int, 0x4><<<dim3((n40 + 31) / 32, 8 * 8, (n40 + 255) / 256), 0x100>>>(nullptr, nullptr, (const int*)nullptr);
    sift16<<<512, 256>>>(&n40, (!(q41[1] >= g_shade15)) ? 46 : 29, g_shade15);
    probe30<double, 2><<<8 * 16, (128)>>>(nullptr, q41[1], nullptr, g_shade15);
    return 0;
}
