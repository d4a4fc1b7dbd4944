# 1 "v001759.cu"
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
# 13 "v001759.cu"
__attribute__((visibility("hidden"))) void filter3(int n4, int *acc5) ;
#if 0
# 13
{ 
# 14
int i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
--(acc5[0]); 
# 16
(acc5[i6]) = n4; 
# 17
int base7{(-55)}; 
# 18
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 20 "v001759.cu"
template< class T> static void 
# 21
__wrapper__device_stub_grow8_kernel(const T *&coef9, int &lane10, signed char &p11, int *&buf12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
int gid13 = __device_builtin_variable_threadIdx.x; 
# 23
if (gid13 >= lane10) { 
# 24
return; 
# 25
}  
# 26
short cnt14 = (7); 
# 27
T *lo15 = const_cast< T *>(coef9); 
# 28
p11++; 
# 29
++(buf12[p11]); 
# 30
p11 = lane10; 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 20 "v001759.cu"
template< class T> static void 
# 21
grow8_kernel(const T *coef9, int lane10, signed char p11, int *buf12) {__wrapper__device_stub_grow8_kernel<T>(coef9,lane10,p11,buf12);
# 31
return;}
#if 0
# 21
{ 
# 22
int gid13 = __device_builtin_variable_threadIdx.x; 
# 23
if (gid13 >= lane10) { 
# 24
return; 
# 25
}  
# 26
short cnt14 = (7); 
# 27
T *lo15 = const_cast< T *>(coef9); 
# 28
p11++; 
# 29
++(buf12[p11]); 
# 30
p11 = lane10; 
# 31
} 
#endif
# 33 "v001759.cu"
int main() { 
# 34
int count16 = 3624; 
# 35
auto step17 = []()->float { 
# 36
(__cudaPushCallConfiguration(((dim3)(32)), (7 + 121) * 2)) ? (void)0 : grow8_kernel< int> ((const int *)nullptr, 4UL, 5, (int *)nullptr); 
# 37
return (24.5F); 
# 38
} ; typedef decltype(step17) __T0;
# 39
step17(); 
# 40
(__cudaPushCallConfiguration(((dim3)(7 + (7 + (7 + 235)))), 32)) ? (void)0 : filter3(1109LL * (count16 / ('0')), (int *)nullptr); 
# 41
int diff18 = ((7 * count16) - count16) + 51; 
# 42
auto fn21 = [&](long v19)->long long { 
# 43
int y20 = v19; 
# 44
return 54L; 
# 45
} ; typedef decltype(fn21) __T1;
# 46
fn21(diff18); 
# 47
++diff18; 
# 48
if ((diff18 == count16) && (count16 > 6)) { 
# 49
return 8; 
# 50
}  
# 51
return 0; 
# 52
} 

# 1 "v001759.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f2decd3f_10_v001759_cu_b5af443e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001759.cudafe1.stub.c"
#include "v001759.cudafe1.stub.c"
# 1 "v001759.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
