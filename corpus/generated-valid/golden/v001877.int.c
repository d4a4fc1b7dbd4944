# 1 "v001877.cu"
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
# 6 "v001877.cu"
typedef short idx2_t; 
# 7
__attribute__((visibility("hidden"))) void decay3(const int *coef4) ;
#if 0
# 7
{ 
# 8
unsigned gid5 = __device_builtin_variable_threadIdx.x; 
# 9
for (int j6 = 0; j6 < 5; ++j6) { 
# 10
const unsigned char *cnt7 = reinterpret_cast< const unsigned char *>(coef4); 
# 11
}  
# 12
} 
#endif
# 13 "v001877.cu"
static void drift8_kernel(unsigned *dst9) ;
#if 0
# 13
{ 
# 14
unsigned i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
int w11 = 0; 
# 16
while (w11 < 13) { 
# 17
(*dst9) = (static_cast< unsigned>(__device_builtin_variable_blockDim.x)); 
# 18
++w11; 
# 19
}  
# 20
float prod12 = (14.0F); 
# 21
} 
#endif
# 23 "v001877.cu"
constexpr int relax13(int lane14) { 
# 24
float prod15((1.125F)); 
# 25
return prod15; 
# 26
} 
# 27
template< class T, int N> __attribute__((unused)) double 
# 28
count16(T b17) {int volatile ___ = 1;(void)b17;
# 35
::exit(___);}
#if 0
# 28
{ 
# 29
if ((__device_builtin_variable_warpSize % 16) & 1) { 
# 30
return (N) & (__device_builtin_variable_blockDim.z); 
# 31
}  
# 32
int prod18 = (((N) & (__device_builtin_variable_blockDim.z)) / relax13(b17)) - 61L; 
# 33
--prod18; 
# 34
return prod18; 
# 35
} 
#endif
# 36 "v001877.cu"
constexpr int check_update19(int len20) { 
# 37
float flag21 = static_cast< unsigned short>(relax13(len20 & 4)); 
# 38
flag21++; 
# 39
return (8 + len20) | (29 >> len20); 
# 40
} 
# 41
int main() { 
# 42
int len22 = 2223; 
# 43
len22 = len22; 
# 44
float q23[3] = {(22L), (2.5F), (4.375F)}; 
# 45
if (49 >= relax13(len22)) { 
# 46
return len22 << (len22 % len22); 
# 47
}  
# 48
(__cudaPushCallConfiguration(1, dim3(16, (len22 + 31) / 32, 1 << 6))) ? (void)0 : decay3(&len22); 
# 49
(__cudaPushCallConfiguration(((dim3)(2)), 256, sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : drift8_kernel((unsigned *)nullptr); 
# 50
return 0; 
# 51
} 

# 1 "v001877.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__99975bb9_10_v001877_cu_77b7344e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001877.cudafe1.stub.c"
#include "v001877.cudafe1.stub.c"
# 1 "v001877.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
