# 1 "v001986.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 10 "v001986.cu"
template< class T, int N = 7> static void 
# 11
__wrapper__device_stub_warp3(const T *&in4, unsigned *__restrict__ &dst5, T *&acc6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 11
{ 
# 12
int idx7 = __device_builtin_variable_threadIdx.x; 
# 13
(*dst5)--; 
# 14
if ((*dst5) >= idx7) { 
# 15
return; }  
# 16
++(acc6[idx7 & 7]); 
# 17
(dst5[idx7])++; 
# 18
(dst5[idx7 & 7]) = (64UL); 
# 19
(*dst5) = (15); 
# 20
(dst5[5])--; 
# 21
} 
#endif

#pragma GCC diagnostic pop

# 10 "v001986.cu"
template< class T, int N = 7> static void 
# 11
warp3(const T *in4, unsigned *__restrict__ dst5, T *acc6) {__wrapper__device_stub_warp3<T,N>(in4,dst5,acc6);
# 21
return;}
#if 0
# 11
{ 
# 12
int idx7 = __device_builtin_variable_threadIdx.x; 
# 13
(*dst5)--; 
# 14
if ((*dst5) >= idx7) { 
# 15
return; }  
# 16
++(acc6[idx7 & 7]); 
# 17
(dst5[idx7])++; 
# 18
(dst5[idx7 & 7]) = (64UL); 
# 19
(*dst5) = (15); 
# 20
(dst5[5])--; 
# 21
} 
#endif
# 23 "v001986.cu"
__attribute__((visibility("hidden"))) void gather8_kernel(int lane9, double *data10, char *dst11, unsigned char beta12) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern float dyn_13[]; 
# 25
int gid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
++(dyn_13[1]); 
# 27
(dyn_13[2]) = (9.875F); 
# 28
__attribute__((unused)) static unsigned sh_15; 
# 29
lane9 = 8; 
# 30
auto lo16 = data10[__device_builtin_variable_warpSize]; 
# 31
if (!(lo16 >= lo16)) { 
# 32
return; }  
# 33
long long mid17 = lo16; 
# 34
} 
#endif
# 37 "v001986.cu"
static void mix18_kernel(short *buf19, long *acc20, unsigned long *__restrict__ buf21, int *acc22) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern int dyn_23[]; 
# 39
unsigned i24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
auto val25 = 1; 
# 41
bool val26(i24); 
# 42
if (i24 >> 3) { 
# 43
return; }  
# 44
} 
#endif
# 46 "v001986.cu"
int main() { 
# 47
int len27 = 1426; 
# 48
if (len27 < len27) { 
# 49
return 2505UL; }  
# 50
static_assert((55 == 55));
# 51
short idx28 = (-4294); 
# 52
len27 = idx28; 
# 53
(__cudaPushCallConfiguration(((dim3)((len27 + 127) / 128)), 32)) ? (void)0 : warp3< int, 6> (&len27, nullptr, &len27); 
# 54
(__cudaPushCallConfiguration((len27 + 255) / 256, sizeof(int) * (8 + (8 + 16)))) ? (void)0 : gather8_kernel((double)idx28, (double *)nullptr, (char *)nullptr, sizeof(int) - ((unsigned)len27)); 
# 55
(__cudaPushCallConfiguration(((dim3)(sizeof(float) * (4))), sizeof(int) * (32))) ? (void)0 : mix18_kernel(nullptr, nullptr, (unsigned long *)nullptr, &len27); 
# 56
return 0; 
# 57
} 

# 1 "v001986.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__682778a8_10_v001986_cu_7e272b53
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001986.cudafe1.stub.c"
#include "v001986.cudafe1.stub.c"
# 1 "v001986.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
