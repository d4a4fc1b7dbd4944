# 1 "cxx_assignment_conditions.cu"
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
# 6 "cxx_assignment_conditions.cu"
int next_value(); 
# 8
int host_loop(int x, bool b) 
# 9
{ 
# 10
if ((x = 3)) { x++; }  
# 11
if ((x = 4)) { x++; }  
# 12
if ((b = true)) { x++; }  
# 13
while ((x = next_value())) { }  
# 14
for (; x = 0;) { }  
# 15
do { } while ((x = 1)); 
# 16
switch (x = 2) { default:  break; }  
# 17
if (!(x = 3)) { }  
# 18
if ((x = 3) && b) { }  
# 19
if (x += 2) { }  
# 20
if (int y = x) { x = y; }  
# 21
bool c = x = 2; 
# 22
return c ? x : (x = 5); 
# 23
} 
# 25
__attribute__((unused)) int device_loop(int x) 
# 26
{int volatile ___ = 1;(void)x;
# 30
::exit(___);}
#if 0
# 26
{ 
# 27
if ((x = 3)) { x++; }  
# 28
while ((x = 1)) { }  
# 29
return x; 
# 30
} 
#endif
# 32 "cxx_assignment_conditions.cu"
inline namespace { int hidden_counter; }
# 33
namespace outer { inline namespace { int nested_counter; }}
# 35
int function_size = (sizeof(int (void))); 
# 37
__attribute__((visibility("hidden"))) void kernel(int *out) ;
#if 0
# 37
{ (out[0]) = device_loop(out[1]); } 
#endif
# 39 "cxx_assignment_conditions.cu"
int main() 
# 40
{ 
# 41
(__cudaPushCallConfiguration(1, 1)) ? (void)0 : kernel(nullptr); 
# 42
return (host_loop(hidden_counter, false) + outer::nested_counter) + function_size; 
# 43
} 

# 1 "cxx_assignment_conditions.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ac8fa813_28_cxx_assignment_conditions_cu_a040fae8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx_assignment_conditions.cudafe1.stub.c"
#include "cxx_assignment_conditions.cudafe1.stub.c"
# 1 "cxx_assignment_conditions.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
