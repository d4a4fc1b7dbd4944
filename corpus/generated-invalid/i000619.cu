// cudagen 0.1 seed 619 invalid:memory_space_local_in_device
// features: kernel,kernel_static,launch,builtin_vars,host_device_function,main,constexpr_var,local_array,const_local,enum_class,if,compound_assign,comparison,incdec,array_index,lit_int_hex,lit_float,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define CHUNK_2 128
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_4(x) ((x) % 8)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_6
#define TUNE_7 12
#else
#define TUNE_7 33
#endif
enum class Op8 : unsigned char { On9, Off10, Slow11 };

__host__ __device__ signed char sweep12(int n13, float q14)
{
    const short hi15 = (2409) * n13;
    q14 -= 2.875F;
    constexpr int tmp16 = 0x28;
    float off17[7]{16.375F, 20.125f, 59, 4.125f, 2110, 6.75F, 18.25F};
    if (n13 <= n13) {
        return 0x2a;
    }
    if ((n13 * TUNE_7) == q14) {
        return -1;
    }
    return tmp16;
}

static __global__ void sweep18_kernel(int n19, Op8 beta20)
{
    __device__ int local_mem25;
    int gid21 = threadIdx.x;
    if (gid21 >= n19) {
        return;
    }
    Op8 lo22 = Op8::Off10;
    --n19;
    lo22 = Op8::Off10;
    n19++;
    lo22 = Op8::Slow11;
}

int main()
{
    int len23 = 2903;
    double base24 = 0x4 * (len23 + len23);
    ACCUM_5(len23, (64));
    sweep18_kernel<<<2, (512)>>>(0x1 + base24 + len23, Op8::Slow11);
    return 0;
}
