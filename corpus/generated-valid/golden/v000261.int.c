# 1 "v000261.cu"
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
# 5 "v000261.cu"
__attribute__((visibility("hidden"))) void scale1(const long *in2, const int *coef3, short *acc4, unsigned *buf5) ;
#if 0
# 6
{ 
# 7
int gid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 8
++(buf5[4]); 
# 9
if (((acc4[__device_builtin_variable_gridDim.x]) >= (*in2)) && (gid6 == (in2[0]))) { 
# 10
return; }  
# 11
unsigned y7 = (((*in2) != gid6) ? *acc4 : 45) ? 51 : 7ULL; 
# 12
y7 = ((unsigned char)(in2[gid6])); 
# 13
} 
#endif
# 15 "v000261.cu"
namespace _GLOBAL__N__86700507_10_v000261_cu_9c4a734f __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__86700507_10_v000261_cu_9c4a734f; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__86700507_10_v000261_cu_9c4a734f __attribute__((visibility("hidden")))  { 
# 16
void fuse8_kernel(int n9, const int *in10) ;
#if 0
# 17
{ 
# 18
int idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
int diff12 = idx11; 
# 20
int flag13((-50)); 
# 21
diff12 = __device_builtin_variable_warpSize; 
# 22
} 
#endif
# 24 "v000261.cu"
void run_count14(double *buf15) 
# 25
{ 
# 26
(*buf15)--; 
# 27
--(*buf15); 
# 28
if (((unsigned long long)(*buf15)) > (buf15[5])) { 
# 29
return; }  
# 30
if ((buf15[4]) < (*buf15)) { 
# 31
goto skip16; 
# 32
}  
# 33
(__cudaPushCallConfiguration(256, 32 * 8)) ? (void)0 : fuse8_kernel(buf15[2], reinterpret_cast< const int *>(buf15)); 
# 34
(buf15[3]) = (((59) * ((buf15[5]) - (*buf15))) - (-((buf15[5]) - (*buf15)))); 
# 35
--(buf15[2]); 
# 36
skip16:; ; 
# 37
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39
template< class T, class U> static void 
# 40
__wrapper__device_stub_pack17_kernel(T *&data18, T &b19, float *&buf20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern float dyn_21[]; 
# 43
unsigned gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
++b19; 
# 45
int e23 = dyn_21[__device_builtin_variable_gridDim.x]; 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 39 "v000261.cu"
template< class T, class U> static void 
# 40
pack17_kernel(T *data18, T b19, float *buf20) 
# 41
{::_GLOBAL__N__86700507_10_v000261_cu_9c4a734f::__wrapper__device_stub_pack17_kernel<T,U>(data18,b19,buf20);
# 46
return;}
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern float dyn_21[]; 
# 43
unsigned gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
++b19; 
# 45
int e23 = dyn_21[__device_builtin_variable_gridDim.x]; 
# 46
} 
#endif
# 47 "v000261.cu"
}
# 49
int main() 
# 50
{ 
# 51
int len24 = 3487; 
# 52
(--len24), (len24 = len24); 
# 53
float prod25 = len24; 
# 54
float e26 = prod25; 
# 55
e26 = (4933 & (len24 + len24)); 
# 56
unsigned short flag27{static_cast< unsigned short>((signed char)e26)}; 
# 57
(__cudaPushCallConfiguration(64, 512)) ? (void)0 : scale1(nullptr, &len24, (short *)nullptr, nullptr); 
# 58
(__cudaPushCallConfiguration(2, sizeof(unsigned) * (64), 1024)) ? (void)0 : pack17_kernel< unsigned, unsigned> ((unsigned *)nullptr, prod25, &e26); 
# 59
return 0; 
# 60
} 

# 1 "v000261.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__86700507_10_v000261_cu_9c4a734f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000261.cudafe1.stub.c"
#include "v000261.cudafe1.stub.c"
# 1 "v000261.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
