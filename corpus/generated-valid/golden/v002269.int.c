# 1 "v002269.cu"
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
# 17 "v002269.cu"
struct Particle6 { 
# 18
long long flag7; 
# 19
int x8; 
# 20
size_t weight9; 
# 21
}; 
# 23
inline Particle6 operator+(Particle6 a, Particle6 b) 
# 24
{ 
# 25
Particle6 r = a; 
# 26
(r.flag7) += (b.flag7); 
# 27
(r.x8) += (b.x8); 
# 28
(r.weight9) += (b.weight9); 
# 29
return r; 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void relax10_kernel(unsigned *buf11, const unsigned *input12, int n13, float a14) ;
#if 0
# 33
{ 
# 34
int tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
bool flag16 = (0); 
# 36
unsigned z17{(35)}; 
# 37
} 
#endif
# 40 "v002269.cu"
float relax18(int count19, int count20, int stride21) 
# 41
{ 
# 42
if (((count19 != stride21) ? count20 : 4313L) <= (8)) { 
# 43
goto done25; 
# 44
}  
# 45
if (unsigned r22 = ((stride21 & 18U) << count19) >> 3; 8 >= stride21) { 
# 46
char w23 = (36UL); 
# 47
for (int n24 = 0; n24 < stride21; n24++) { 
# 48
++count20; 
# 49
count19--; 
# 50
(w23++), (count19 *= (54U % count20)); 
# 51
}  
# 52
}  
# 53
stride21 += 4U; 
# 54
done25:; ; 
# 55
return stride21; 
# 56
} 
# 58
int main() 
# 59
{ 
# 60
int n26 = 1689; 
# 61
n26 >>= ((long)((3 ^ n26) * (static_cast< int>(n26)))); 
# 62
n26 -= n26; 
# 63
(__cudaPushCallConfiguration(dim3((n26 + 127) / 128, 8), dim3(1, 64))) ? (void)0 : relax10_kernel(nullptr, nullptr, 61, (6 - n26) | 44); 
# 64
return 0; 
# 65
} 

# 1 "v002269.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d45b3cc1_10_v002269_cu_7ebcf8cb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002269.cudafe1.stub.c"
#include "v002269.cudafe1.stub.c"
# 1 "v002269.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
