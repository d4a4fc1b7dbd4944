# 1 "v001219.cu"
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
# 15 "v001219.cu"
template< class T> 
# 16
struct Bounds4 { 
# 17
T y5; 
# 18
double y6; 
# 19
}; 
# 22
__attribute__((visibility("hidden"))) void march7(int count8, double beta9, Bounds4< double>  alpha10, int lane11) ;
#if 0
# 23
{ 
# 24
int tid12 = __device_builtin_variable_threadIdx.x; 
# 25
if (tid12 >= lane11) { 
# 26
return; }  
# 27
beta9 = (12 % ((tid12 & tid12) - lane11)); 
# 28
if (tid12 > (alpha10.y5)) { 
# 29
return; }  
# 30
beta9 /= (33 >> ((static_cast< unsigned char>(alpha10.y5)) >> 12)); 
# 31
lane11 -= (tid12 + beta9); 
# 32
alpha10 = Bounds4< double> {((3.5F)), (47)}; 
# 33
const unsigned long *res13 = (nullptr); 
# 34
beta9 = (*res13); 
# 35
} 
#endif
# 37 "v001219.cu"
static int pivot14(int n15) 
# 38
{ 
# 39
n15 = 5; 
# 40
if (n15 < n15) { 
# 41
goto finish17; 
# 42
}  
# 43
if (!((n15 <= n15) && (12 == n15))) { 
# 44
n15 = (((n15 >> n15) - 35UL) % (static_cast< short>(n15))); }  
# 45
n15 = 47; 
# 46
if ((48L >= (n15 / (L'\x41'))) || (n15 >= n15)) { 
# 47
n15 += n15; 
# 48
const unsigned long long f16 = 13 / n15; 
# 49
}  
# 50
finish17:; ; 
# 51
return 1400; 
# 52
} 
# 54
int main() 
# 55
{ 
# 56
int len18 = 2467; 
# 57
len18 = (((len18 + 13) + (len18 + len18)) % 8); 
# 58
long long lim19 = (((36U > len18) && (__alignof__(char) <= len18)) ? 24 | len18 : (L'\x41')) - 42L; 
# 59
float *y20 = (nullptr); 
# 60
const signed char q21 = ((21) ^ (lim19 + len18)) & 3003LL; 
# 61
if (((len18 == lim19) ? 12 : q21) < __alignof__(float)) { 
# 62
return 12; }  
# 63
(__cudaPushCallConfiguration(8, 1 << 8, sizeof(float) * (256))) ? (void)0 : march7(q21, 62, Bounds4< double> {}, (double)(1.375F)); 
# 64
return 0; 
# 65
} 

# 1 "v001219.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5793fa4c_10_v001219_cu_e10ebc10
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001219.cudafe1.stub.c"
#include "v001219.cudafe1.stub.c"
# 1 "v001219.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
