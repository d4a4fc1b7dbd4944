// cudagen 0.1 seed 173 invalid:launch_bounds_float
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,default_args,main,device_array,shared_var,extern_shared,auto_var,enum_class,typedef,anon_namespace,if,compound_assign,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_const,lambda,lambda_launch,macro_object,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define WARPS_2 (1 << (BLOCK_SIZE_1 + 0b100))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 64
#endif

__global__ void sweep7(int *data8, double *acc9)
{
    extern __shared__ unsigned int dyn_10[];
    unsigned int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    data8[threadIdx.x] = gid11;
    if (acc9 != nullptr)
        return;
    dyn_10[threadIdx.x] >>= gid11;
}
enum class Phase12 { On13, Mul14, Blue15 };

namespace {
__device__ unsigned long d_weigh16[8];
typedef Phase12 kind17_t;

double norm18(const int *in19, size_t a20, int stride21 = 977)
{
    int k22 = ((55u + CAT_4(a, 20)) - in19[0x5]) << stride21;
    auto off23 = k22;
    auto step25 = [](float res24) -> float {
        sweep7<<<dim3(8, 128), BLOCK_SIZE_1 + 60>>>(nullptr, nullptr);
        res24++;
        ++res24;
        return 24.5F;
    };
    k22 >>= off23 + (CAT_4(stride, 21) << 1);
    --off23;
    off23 = 63UL / k22;
    sweep7<<<dim3((off23 + 0x7f) / 0b10000000), dim3((off23 + 255) / 256, 2, BLOCK_SIZE_1), TUNE_6 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 0xb4)))>>>(nullptr, (double*)nullptr);
    return static_cast<int>(25l);
}
} // namespace
__global__ void __launch_bounds__(128.0) bounded_kernel28(int *p)
{
    p[threadIdx.x] = 0;
}

int main()
{
    int size26 = 3301;
    int k27 = static_cast<float>(size26 - (size26 - size26));
    k27 = k27;
    if (norm18(&k27, size26) < size26)
        return k27;
    size26 -= k27 >> ((CAT_4(k, 27) >> 12) - size26);
    norm18(&size26, norm18(&size26, k27, size26) - k27, k27);
    return 0x0;
}
