// cudagen 0.1 seed 1781 valid
// features: kernel,launch,builtin_vars,main,device_var,constexpr_var,enum_class,typedef,namespace,if,incdec,lit_bool,sizeof,pp_ifdef,pp_undef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifndef USE_FAST_PATH_1
#define TUNE_2 11
#else
#define TUNE_2 41
#endif
#undef TUNE_2
#define TUNE_2 8
enum class Phase3 { Idle4, Blue5, Add6 = 3, Green7 };
typedef unsigned idx8_t;
enum class Level9 : unsigned int { Green10, On11 };

namespace detail12 {
static __device__ unsigned int d_march13 = (TUNE_2 + 15);
} // namespace detail12

__global__ void fuse14_kernel(int n15, float b16)
{
    int gid17 = threadIdx.x;
    if (gid17 >= n15)
        return;
    b16--;
    if (gid17)
        return;
    n15++;
    constexpr int mid18 = 46;
}

int main()
{
    int len19 = 2681;
    long k20 = len19;
    k20 = len19;
    len19 = len19;
    bool prod21{true};
    fuse14_kernel<<<4, sizeof(unsigned int) * (TUNE_2 + (TUNE_2 + 48))>>>(sizeof(short) % (len19 + k20), 54);
    return 0;
}
