# 1 "v001859.cu"
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
# 7 "v001859.cu"
__attribute__((visibility("hidden"))) void fold2(unsigned *out3, const int *in4) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_5[]; 
# 10
(dyn_5[5]) = ((in4[0]) & 27U); 
# 11
(dyn_5[4]) = 61; 
# 12
(out3[6])--; 
# 13
(dyn_5[3]) = 49; 
# 14
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 16 "v001859.cu"
__attribute__((unused)) static unsigned march6(int count7) 
# 17
{int volatile ___ = 1;(void)count7;
# 33
::exit(___);}
#if 0
# 17
{ 
# 18
if ((count7 << count7) <= count7) { 
# 19
goto skip12; 
# 20
}  
# 21
if (short base8 = count7; !(base8 > 15)) { 
# 22
for (int n9 = 0; n9 < 10; n9++) { 
# 23
if (auto cnt10 = base8; (13 == n9) && ((count7 + base8) > sizeof(int))) { 
# 24
base8 = (36 * base8); 
# 25
auto f11 = base8; 
# 26
count7 = count7; 
# 27
}  
# 28
count7 = ((int)count7); 
# 29
}  
# 30
}  
# 31
skip12:; ; 
# 32
return (count7 / sizeof(int)) * (128); 
# 33
} 
#endif

#pragma GCC diagnostic pop

# 35 "v001859.cu"
int main() 
# 36
{ 
# 37
int size13 = 705; 
# 38
if (size13 != (size13 * size13)) { 
# 39
return size13; 
# 40
}  
# 41
dim3 q14(512); 
# 42
size13--; 
# 43
unsigned long long t15[5] = {static_cast< unsigned long long>(size13 * size13), 4ULL, 4ULL, (1L), (61)}; 
# 44
(__cudaPushCallConfiguration(sizeof(float) * (16), q14, sizeof(float) * (64))) ? (void)0 : fold2(nullptr, nullptr); 
# 45
return 0; 
# 46
} 

# 1 "v001859.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__03887fea_10_v001859_cu_6704093d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001859.cudafe1.stub.c"
#include "v001859.cudafe1.stub.c"
# 1 "v001859.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
