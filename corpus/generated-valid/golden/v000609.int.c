# 1 "v000609.cu"
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
# 25 "v000609.cu"
namespace _GLOBAL__N__57159a5e_10_v000609_cu_main __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__57159a5e_10_v000609_cu_main; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__57159a5e_10_v000609_cu_main __attribute__((visibility("hidden")))  { 
# 26
void spread5(const int *src6) ;
#if 0
# 27
{ 
# 28
int gid7 = __device_builtin_variable_threadIdx.x; 
# 29
int u8(__device_builtin_variable_threadIdx.y); 
# 30
u8 = ((((u8 += gid7), (*src6)) / ((__device_builtin_variable_blockDim.x) * (30))) * __device_builtin_variable_warpSize); 
# 31
u8 = 32; 
# 32
u8 ^= ((unsigned char)255); 
# 33
} 
#endif
# 34 "v000609.cu"
}
# 36
class Acc9 { 
# 37
double mass10; 
# 38
char mass11; 
# 39
int y12; 
# 41
public: Acc9(double c13, char init14, int b15) : mass10(c13), mass11(init14), y12(b15) { } 
# 42
char scale16(double e17) const 
# 43
{ 
# 44
e17 = (61UL); 
# 45
if (((mass11) >= 43) || (mass11)) { 
# 46
return ((32) - e17) * (mass11); 
# 47
}  
# 48
return 8; 
# 49
} 
# 50
char mix18(short y19) const 
# 51
{ 
# 52
do { y19 += (((float)((mass10) - y19)) + (mass10)); } while (0); 
# 53
auto k20 = (mass11) + (y12); 
# 54
return mass10; 
# 55
} 
# 56
}; 
# 58
int main() 
# 59
{ 
# 60
int size21 = 3212; 
# 61
do { size21 += ((35U + size21) * ((size21 += size21), 20)); } while (0); 
# 62
size21 &= (((6 + size21) + 32) - (size21 - 54L)); 
# 63
int stride22 = 8; 
# 64
(__cudaPushCallConfiguration(256, (8 + 8) * 16)) ? (void)0 : spread5(nullptr); 
# 65
return 0; 
# 66
} 

# 1 "v000609.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__57159a5e_10_v000609_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000609.cudafe1.stub.c"
#include "v000609.cudafe1.stub.c"
# 1 "v000609.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
