# 1 "v002093.cu"
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

# 13 "v002093.cu"
template< class T, class U> static void 
# 14
__wrapper__device_stub_shade4(U &a5, T *&acc6, int &n7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
unsigned tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (tid8 >= n7) { 
# 18
return; }  
# 19
if ((((__device_builtin_variable_threadIdx.z) < (acc6[n7])) ? a5 : tid8) < 15) { 
# 20
return; }  
# 21
U off9 = ((1.75F)); 
# 22
} 
#endif

#pragma GCC diagnostic pop

# 13 "v002093.cu"
template< class T, class U> static void 
# 14
shade4(U a5, T *acc6, int n7) 
# 15
{__wrapper__device_stub_shade4<T,U>(a5,acc6,n7);
# 22
return;}
#if 0
# 15
{ 
# 16
unsigned tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (tid8 >= n7) { 
# 18
return; }  
# 19
if ((((__device_builtin_variable_threadIdx.z) < (acc6[n7])) ? a5 : tid8) < 15) { 
# 20
return; }  
# 21
U off9 = ((1.75F)); 
# 22
} 
#endif
# 23 "v002093.cu"
enum class Axis10 { Add11, Mul12 = 4, Mul13}; 
# 24
void pack14(double *dst15) 
# 25
{ 
# 26
(__cudaPushCallConfiguration(sizeof(int) * (64), 16 + 48)) ? (void)0 : shade4(static_cast< float>((2) - (*dst15)), reinterpret_cast< unsigned *>(dst15), ((*dst15) + (dst15[7])) * (44L)); 
# 27
(*dst15)--; 
# 28
int off16 = (1L); 
# 29
int e17((((off16 += 0ULL), 3152))); 
# 30
if ((((dst15[4]) == (dst15[0])) ? off16 : off16) == 2) { 
# 31
return; }  
# 32
off16--; 
# 33
const char *mid18 = ("AB"); 
# 34
} 
# 36
__attribute__((unused)) unsigned step19(int count20, long long alpha21, int *dst22) 
# 37
{int volatile ___ = 1;(void)count20;(void)alpha21;(void)dst22;
# 42
::exit(___);}
#if 0
# 37
{ 
# 38
int v23 = 498 + count20; 
# 39
if (v23 != alpha21) { 
# 40
return 10UL; }  
# 41
return 36; 
# 42
} 
#endif
# 44 "v002093.cu"
__attribute__((unused)) float update24(Axis10 cfg25) 
# 45
{int volatile ___ = 1;(void)cfg25;
# 54
::exit(___);}
#if 0
# 45
{ 
# 46
cfg25 = Axis10::Add11; 
# 47
if (float f26 = (9) - (__device_builtin_variable_blockDim.x); f26 != (37)) { 
# 48
if (long x27 = (((f26 += f26), f26) + (61L)) * f26; 23LL >= x27) { 
# 49
x27 += (12); 
# 50
unsigned flag28 = (45) + ((double)(f26 + (61UL))); 
# 51
}  
# 52
}  
# 53
return -(5.25F); 
# 54
} 
#endif
# 55 "v002093.cu"
int main() 
# 56
{ 
# 57
int size29 = 2463; 
# 58
int hi30 = 16; 
# 59
hi30++; 
# 60
return 0; 
# 61
} 

# 1 "v002093.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__747eea7f_10_v002093_cu_095ef023
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002093.cudafe1.stub.c"
#include "v002093.cudafe1.stub.c"
# 1 "v002093.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
