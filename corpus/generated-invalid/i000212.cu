// cudagen 0.1 seed 212 invalid:static_vla
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,constexpr_var,enum_class,namespace,goto,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define CHUNK_1 4
#define CAT_2(a, b) a##b

#if CHUNK_1 == 4
#define CONFIG_3 4
#else
#define CONFIG_3 12
#endif
#undef CHUNK_1
#define CHUNK_1 2
constexpr unsigned int RADIUS4 = ((CONFIG_3 + (CHUNK_1 + CHUNK_1)));

namespace ops5 {
enum class Level6 { Red7, Add8, On9 = 5 };
} // namespace ops5

__global__ void pivot10(long *buf11, unsigned cfg12, double *data13)
{
    int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_15;
    float y16 = idx14 * ((*buf11) * (10.25f + data13[0x4]));
    int r17 = '0';
    __shared__ float sh_18[16];
    if ((y16 + 21) < cfg12) {
        goto done19;
    }
    buf11[warpSize] = ((*buf11) * (*buf11)) ^ RADIUS4;
done19:;
}

inline int check_step20(const int *in21, float *data22)
{
    pivot10<<<32, (RADIUS4 + (CONFIG_3 + (RADIUS4 + (CONFIG_3 + (CONFIG_3 + 36))))) * (CONFIG_3 + CONFIG_3), 1024 * CONFIG_3>>>(reinterpret_cast<long*>(data22), (*in21) + (in21[0] % (*in21)), reinterpret_cast<double*>(data22));
    cudaStream_t z23 = (cudaStream_t)0;
    if (in21 == nullptr) {
        goto finish24;
    }
    data22[0x3] = data22[5] + ((3 * (*in21)) & static_cast<unsigned int>(*data22));
finish24:;
    return (int)(16ul & in21[3]);
}

int main()
{
    int len25 = 0x2de;
    static int scratch27[len25];
    short hi26 = RADIUS4 * len25;
    pivot10<<<(len25 + 31) / 32, 256, 512 * 8>>>(nullptr, static_cast<float>(CHUNK_1), (double*)nullptr);
    pivot10<<<dim3((len25 + 255) / 256, 1, 8), (512)>>>(nullptr, hi26, nullptr);
    pivot10<<<dim3((len25 + 31) / 32, (64)), dim3(0x200, (len25 + 0x1F) / 0x20), sizeof(float) * 0x80>>>(nullptr, check_step20(&len25, static_cast<float*>(nullptr)), (double*)nullptr);
    return 0;
}
