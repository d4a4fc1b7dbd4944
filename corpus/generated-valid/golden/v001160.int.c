# 1 "v001160.cu"
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
# 11 "v001160.cu"
void check_relax3(const float *src4, short *dst5) { 
# 12
int m6 = (int)((dst5[4]) * (*dst5)); 
# 13
(*dst5)++; 
# 14
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17
template< class T, class U> static void 
# 18
__wrapper__device_stub_decay7(const T *&coef8, U *&dst9, const unsigned *&src10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
unsigned char mid11 = (13); 
# 20
(dst9[2]) = sizeof(U); 
# 21
constexpr int diff12 = (-48); 
# 22
T s13 = *src10; 
# 23
} 
#endif

#pragma GCC diagnostic pop

# 17 "v001160.cu"
template< class T, class U> static void 
# 18
decay7(const T *coef8, U *dst9, const unsigned *src10) {__wrapper__device_stub_decay7<T,U>(coef8,dst9,src10);
# 23
return;}
#if 0
# 18
{ 
# 19
unsigned char mid11 = (13); 
# 20
(dst9[2]) = sizeof(U); 
# 21
constexpr int diff12 = (-48); 
# 22
T s13 = *src10; 
# 23
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25 "v001160.cu"
template< class T, int N = 4> static void 
# 26
__wrapper__device_stub_pack14(T &alpha15, T &a16, unsigned *&buf17, int &n18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
__attribute__((unused)) static short sh_19; 
# 28
if (58 != n18) { 
# 29
goto done21; 
# 30
}  
# 31
if (!(!buf17)) { 
# 32
int pass20 = 0; 
# 33
while ((pass20 < pass20) && (a16 >= 54) && (buf17 == (nullptr))) { 
# 34
sh_19++; 
# 35
a16 = ((sizeof(T) + (a16 + n18)) + a16); 
# 36
++pass20; 
# 37
}  
# 38
}  
# 39
done21:; ; 
# 40
} 
#endif

#pragma GCC diagnostic pop

# 25 "v001160.cu"
template< class T, int N = 4> static void 
# 26
pack14(T alpha15, T a16, unsigned *buf17, int n18) {__wrapper__device_stub_pack14<T,N>(alpha15,a16,buf17,n18);
# 40
return;}
#if 0
# 26
{ 
# 27
__attribute__((unused)) static short sh_19; 
# 28
if (58 != n18) { 
# 29
goto done21; 
# 30
}  
# 31
if (!(!buf17)) { 
# 32
int pass20 = 0; 
# 33
while ((pass20 < pass20) && (a16 >= 54) && (buf17 == (nullptr))) { 
# 34
sh_19++; 
# 35
a16 = ((sizeof(T) + (a16 + n18)) + a16); 
# 36
++pass20; 
# 37
}  
# 38
}  
# 39
done21:; ; 
# 40
} 
#endif
# 42 "v001160.cu"
int main() { 
# 43
int n22 = 602; 
# 44
if (n22 - n22) { 
# 45
return 3 * n22; 
# 46
}  
# 47
constexpr int lim23 = 3; 
# 48
(__cudaPushCallConfiguration((n22 + 63) / 64, sizeof(unsigned) * (16), sizeof(float) * (256), nullptr)) ? (void)0 : decay7< float, int> (nullptr, (int *)nullptr, (const unsigned *)nullptr); 
# 49
(__cudaPushCallConfiguration((n22 + 255) / 256, 128, 512 * 8)) ? (void)0 : decay7< unsigned, double> (nullptr, (double *)nullptr, nullptr); 
# 50
(__cudaPushCallConfiguration((n22 + 63) / 64, sizeof(unsigned) * (8), sizeof(float) * (128), 0)) ? (void)0 : pack14< int, 4> (n22, 43UL, (unsigned *)nullptr, lim23); 
# 51
return 0; 
# 52
} 

# 1 "v001160.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1e2f1b78_10_v001160_cu_c9c3d46b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001160.cudafe1.stub.c"
#include "v001160.cudafe1.stub.c"
# 1 "v001160.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
