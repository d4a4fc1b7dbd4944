# 1 "v000921.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 5 "v000921.cu"
static void stencil1(const int *input2, int stride3, short beta4) ;
#if 0
# 6
{ 
# 7
int gid5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 8
stride3 >>= (9 - beta4); 
# 9
int h6 = (8 - gid5) - __device_builtin_variable_warpSize; 
# 10
constexpr int u7 = 37; 
# 11
if ((((*input2) == 27) ? 54 : u7) > (__device_builtin_variable_gridDim.x)) { 
# 12
return; 
# 13
}  
# 14
float m8(((53) ^ ((__device_builtin_variable_gridDim.x) - stride3)) - ((sizeof(int)) + ((float)(__device_builtin_variable_threadIdx.x)))); 
# 15
long e9 = *input2; 
# 16
h6 = ((float)(-(-25L))); 
# 17
} 
#endif
# 19 "v000921.cu"
class Bounds10 { 
# 20
float flag11; 
# 22
public: Bounds10(float a12) : flag11(a12) { } 
# 23
void total13(double w14) 
# 24
{ 
# 25
w14 /= (flag11); 
# 26
} 
# 27
}; 
# 29
constexpr int step15(int n16) 
# 30
{ 
# 31
constexpr long long stride17 = (-3874); 
# 32
n16 = n16; 
# 33
return 58; 
# 34
} 
# 36
long long run_norm18(int lane19) 
# 37
{ 
# 38
(lane19++), (lane19 = step15(lane19 * (sizeof(int) + lane19))); 
# 39
lane19 = ((int)((lane19 += 1485UL), 8)); 
# 40
return step15(lane19) >> (~((unsigned char)lane19)); 
# 41
} 
# 43
int main() 
# 44
{ 
# 45
int size20 = 96; 
# 46
auto step23 = [](float lo21, int h22)->float { 
# 47
h22 = (run_norm18(lo21) & h22); 
# 48
(__cudaPushCallConfiguration(4, 512)) ? (void)0 : stencil1(nullptr, lo21 + (+lo21), lo21); 
# 49
return ((h22 + 8L) != lo21) ? step15(h22) : step15(h22); 
# 50
} ; typedef decltype(step23) __T0;
# 51
step23(size20, size20); 
# 52
size20 = (step23(step15(size20) * (size20 / size20), -56)); 
# 53
(__cudaPushCallConfiguration((size20 + 127) / 128, 128 * 2)) ? (void)0 : stencil1(nullptr, size20 * (13 / size20), (run_norm18(-11)) - step23(size20, -1044LL)); 
# 54
for (int n24 = 0; n24 < 12; ++n24) { 
# 55
const char *q25 = ("\"q\""); 
# 56
size20 |= ((28L + (q25[1])) | ((size20 += size20), (~size20))); 
# 57
}  
# 58
return 0; 
# 59
} 

# 1 "v000921.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__19375304_10_v000921_cu_f69cd5b4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000921.cudafe1.stub.c"
#include "v000921.cudafe1.stub.c"
# 1 "v000921.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
