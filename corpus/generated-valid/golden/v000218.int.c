# 1 "v000218.cu"
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
# 20 "v000218.cu"
__attribute__((visibility("hidden"))) void probe9(float a10, float *data11, const int *input12) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) static char sh_13[12 + (12 + 40)]; 
# 22
float idx14 = sh_13[57]; 
# 23
float res15 = (sh_13[51]) - (data11[4]); 
# 24
if ((sh_13[27]) < (sh_13[10])) { 
# 25
goto skip16; 
# 26
}  
# 27
idx14++; 
# 28
skip16:; ; 
# 29
} 
#endif
# 31 "v000218.cu"
struct Cell17 { 
# 32
double vel18; 
# 33
int val19; 
# 34
float lo20; 
# 35
unsigned short x21; 
# 36
void reset22(int cnt23) { 
# 37
static_assert((37 == 37), "expected value");
# 38
cnt23 = ((vel18) - (4863)); 
# 39
} 
# 40
void mix24(int val25) { 
# 41
(x21) = (12); 
# 42
} 
# 43
}; 
# 45
inline Cell17 operator+(Cell17 a, Cell17 b) { 
# 46
Cell17 r = a; 
# 47
(r.vel18) += (b.vel18); 
# 48
(r.val19) += (b.val19); 
# 49
(r.lo20) += (b.lo20); 
# 50
(r.x21) += (b.x21); 
# 51
return r; 
# 52
} 
# 54
int main() { 
# 55
int size26 = 927; 
# 56
size26 = ((2 * size26) + 12); 
# 57
size26 = ((int)(size26 - 62)); 
# 58
(__cudaPushCallConfiguration((size26 + 255) / 256, 64 * 8)) ? (void)0 : probe9((int)size26, static_cast< float *>(nullptr), &size26); 
# 59
return 0; 
# 60
} 

# 1 "v000218.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4958969d_10_v000218_cu_99433f2a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000218.cudafe1.stub.c"
#include "v000218.cudafe1.stub.c"
# 1 "v000218.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
