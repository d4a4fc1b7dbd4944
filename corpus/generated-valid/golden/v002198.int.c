# 1 "v002198.cu"
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
# 14 "v002198.cu"
__attribute__((visibility("hidden"))) void bump4(const long long *__restrict__ src5, float a6) ;
#if 0
# 14
{ 
# 15
int tid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if (((*src5) - (*src5)) == (a6 * ((29) % (src5[__device_builtin_variable_warpSize])))) { 
# 17
if (constexpr size_t val8 = (48); (tid7 <= 55U) || ((59) == ((__device_builtin_variable_blockIdx.z) - (src5[0])))) { 
# 18
a6 = a6; 
# 19
a6 = (src5[tid7]); 
# 20
}  
# 21
}  
# 22
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 24 "v002198.cu"
template< class T, int N = 8> static void 
# 25
__wrapper__device_stub_accum9_kernel(T &cfg10, float *&out11, int &n12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 25
{ 
# 26
int gid13 = __device_builtin_variable_threadIdx.x; 
# 27
__attribute__((unused)) static int sh_14[13][4 + 3]; 
# 28
if (!(13 > n12)) { 
# 29
goto out18; 
# 30
}  
# 31
if (int hi15 = ((*out11) * (out11[n12])) - ((double)(gid13 - n12)); ((__device_builtin_variable_threadIdx.x) - (gid13 / 7)) < __alignof__(int)) { 
# 32
if ((((__device_builtin_variable_blockIdx.x) - (1308)) - (27)) > (N)) { 
# 33
--n12; 
# 34
T k16 = cfg10; 
# 35
}  
# 36
T sum17 = __device_builtin_variable_gridDim.y; 
# 37
}  
# 38
out18:; ; 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 24 "v002198.cu"
template< class T, int N = 8> static void 
# 25
accum9_kernel(T cfg10, float *out11, int n12) {__wrapper__device_stub_accum9_kernel<T,N>(cfg10,out11,n12);
# 39
return;}
#if 0
# 25
{ 
# 26
int gid13 = __device_builtin_variable_threadIdx.x; 
# 27
__attribute__((unused)) static int sh_14[13][4 + 3]; 
# 28
if (!(13 > n12)) { 
# 29
goto out18; 
# 30
}  
# 31
if (int hi15 = ((*out11) * (out11[n12])) - ((double)(gid13 - n12)); ((__device_builtin_variable_threadIdx.x) - (gid13 / 7)) < __alignof__(int)) { 
# 32
if ((((__device_builtin_variable_blockIdx.x) - (1308)) - (27)) > (N)) { 
# 33
--n12; 
# 34
T k16 = cfg10; 
# 35
}  
# 36
T sum17 = __device_builtin_variable_gridDim.y; 
# 37
}  
# 38
out18:; ; 
# 39
} 
#endif
# 41 "v002198.cu"
template< class T, class U> __attribute__((unused)) T 
# 42
march19(U alpha20, T *__restrict__ out21, const T *coef22) {int volatile ___ = 1;(void)alpha20;(void)out21;(void)coef22;
# 47
::exit(___);}
#if 0
# 42
{ 
# 43
__attribute__((unused)) static double sh_23; 
# 44
if ((__device_builtin_variable_threadIdx.z) != (15)) { 
# 45
return (sh_23 >= (20)) ? ((9.625F)) * sh_23 : (sh_23 + (0LL)); }  
# 46
return __device_builtin_variable_threadIdx.z; 
# 47
} 
#endif
# 49 "v002198.cu"
int main() { 
# 50
int len24 = 2292; 
# 51
constexpr float acc25 = (19.375F); 
# 52
++len24; 
# 53
(__cudaPushCallConfiguration(((dim3)(1 << (4 + 2))), 64, 4096, nullptr)) ? (void)0 : bump4(nullptr, 11); 
# 54
(__cudaPushCallConfiguration(dim3(512, (len24 + 255) / 256), 64 * 4, (4 + (4 + (4 + (4 + 48)))) * 4, 0)) ? (void)0 : accum9_kernel((1.0), (float *)nullptr, 4); 
# 55
return 0; 
# 56
} 

# 1 "v002198.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6823bedb_10_v002198_cu_f6c39daa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002198.cudafe1.stub.c"
#include "v002198.cudafe1.stub.c"
# 1 "v002198.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
