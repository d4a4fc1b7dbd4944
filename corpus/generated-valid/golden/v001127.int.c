# 1 "v001127.cu"
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
# 8 "v001127.cu"
enum class Mode4 { 
# 9
Low5, 
# 10
Slow6, 
# 11
Mul7 = 6, 
# 12
Low8, 
# 13
Idle9 = 9
# 14
}; 
# 16
struct __attribute((aligned(8))) Acc10 { 
# 17
long id11; 
# 18
float weight12; 
# 19
double w13; 
# 20
}; 
# 22
struct __attribute((aligned(8))) Stats14 { 
# 23
unsigned hi15; 
# 24
int id16; 
# 25
float flag17; 
# 26
}; 
# 28
__attribute__((visibility("hidden"))) void relax18(int n19, bool p20, bool a21) ;
#if 0
# 28
{ 
# 29
if ((a21 << 5) > p20) { 
# 30
goto skip23; 
# 31
}  
# 32
++n19; 
# 33
if (p20 <= ((p20 < 64UL) ? p20 : 64UL)) { 
# 34
for (int it22 = 0; it22 < 9; it22++) { 
# 35
n19 -= (p20 + (sizeof(Stats14) - ((a21 < 2) ? a21 : 2))); 
# 36
if (a21) { 
# 37
return; }  
# 38
n19 ^= a21; 
# 39
}  
# 40
}  
# 41
skip23:; ; 
# 42
} 
#endif
# 44 "v001127.cu"
int main() { 
# 45
int n24 = 2627; 
# 46
Mode4 mid25 = Mode4::Idle9; 
# 47
Stats14 idx26 = Stats14{(44), 56, (float)n24}; 
# 48
dim3 cnt27(2, (n24 + 31) / 32, (n24 + 31) / 32); 
# 49
n24 = (49L); 
# 50
(__cudaPushCallConfiguration(dim3(8, (n24 + 63) / 64, 512), 128)) ? (void)0 : relax18(n24 * 63, mid25 != Mode4::Slow6, (idx26.hi15) != (36)); 
# 51
return 0; 
# 52
} 

# 1 "v001127.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__76788501_10_v001127_cu_45801cf5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001127.cudafe1.stub.c"
#include "v001127.cudafe1.stub.c"
# 1 "v001127.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
