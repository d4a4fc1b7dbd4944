// cudagen 0.1 seed 251 invalid:bitfield_too_wide
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,host_device_function,host_function,main,constant_var,shared_var,extern_shared,if,for,while,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_stringize,macro_paste,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

__host__ __device__ long long drift6(int stride7)
{
    stride7 &= 23L;
    int h8 = ((stride7 * 0x3) % 23) % 0x12l;
    h8++;
    return ~h8;
}

unsigned int run_apply9(float* data10, unsigned b11, int n12)
{
    unsigned q13 = 51;
    for (int n14 = 0; n14 < (0x3 * 0x5); ++n14) {
        for (int it15 = 0; it15 < n12; it15++) {
            b11 = it15;
        }
    }
    const char* cnt16 = STR_4(hello);
    ++(*data10);
    return ((int)0x323) / data10[n12 & 7];
}

template <typename T, typename U>
__global__ void sweep17(T* acc18)
{
    extern __shared__ int dyn_19[];
    int* idx20 = dyn_19;
    float sum21 = dyn_19[0x1];
    float acc22 = ((unsigned char)(dyn_19[3] ^ idx20[6])) << idx20[1];
    if (drift6('#') < 5l) {
        return;
    }
    for (int j23 = 6; j23 > 0; --j23) {
        drift6(drift6(51 & idx20[0x0]));
        drift6((*idx20) % 0x3b);
    }
}
__constant__ float c_filter24 = 2u;

__global__ void split25_kernel(int len26)
{
    extern __shared__ float dyn_27[];
    long mid28 = sizeof(long) << len26;
    int lo29 = (MIN2_1(mid28, drift6(len26)));
}

int run_scale30(float* acc31, float a32, int* data33)
{
    data33[0x2] = ~drift6(4878lu);
    cudaStream_t prod34 = (cudaStream_t)0;
    (*data33) = 45 + acc31[0x4];
    int w35 = 0;
    while (w35 < w35) {
        run_apply9(acc31, 2 << w35, CAT_5(w, 35));
        split25_kernel<<<sizeof(int), 32 * 8, 0x0, 0>>>((float)23.125F);
        ++w35;
    }
    drift6(+run_apply9(acc31, *data33, w35));
    return ((unsigned char)(20 + CAT_5(a, 32))) | (data33[0] * 15);
}
struct Bits_37 {
    int wide : 40;
};

int main()
{
    int len36 = 0x4FE;
    len36 = run_apply9(nullptr, (2219 << len36) << run_apply9((float*)nullptr, len36, len36), 33 * (len36 - 4356l));
    ++len36;
    len36 += len36;
    sweep17<int, long><<<256, (256), 0x100 * 16, 0>>>(static_cast<int*>(nullptr));
    return 0;
}
