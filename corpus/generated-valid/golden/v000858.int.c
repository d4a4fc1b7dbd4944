# 1 "v000858.cu"
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
# 10 "v000858.cu"
enum class Mode6 { Low7, Fast8, Add9 = 3, Fast10}; 
# 12
__attribute__((visibility("hidden"))) void tally11_kernel(short *out12, unsigned char *out13, const long *src14, const int *coef15) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern int dyn_16[]; 
# 14
float prod17{static_cast< float>((coef15[4]) << 0)}; 
# 15
float w18(src14[7]); 
# 16
w18 /= ('A'); 
# 17
} 
#endif
# 19 "v000858.cu"
template< class T, int N> __attribute__((unused)) inline T 
# 20
tally19(T *acc20, T cfg21, const T *coef22) {int volatile ___ = 1;(void)acc20;(void)cfg21;(void)coef22;
# 30
::exit(___);}
#if 0
# 20
{ 
# 21
if (!((((acc20[7]) <= 37) ? cfg21 : 30) >= 31L)) { 
# 22
if ((coef22[0]) > ((acc20[7]) - (acc20[2]))) { 
# 23
if (!acc20) { 
# 24
static_assert((sizeof(int) == (4)), "size check");
# 25
}  
# 26
Mode6 mid23 = Mode6::Add9; 
# 27
}  
# 28
}  
# 29
return (N + (coef22[2])) + 1; 
# 30
} 
#endif
# 31 "v000858.cu"
typedef unsigned char idx24_t; 
# 33
static void score25(long p26, double *dst27, const double *src28) ;
#if 0
# 33
{ 
# 34
++(dst27[0]); 
# 35
(*dst27)++; 
# 36
Mode6 res29 = Mode6::Fast10; 
# 37
if ((src28[p26]) < (45)) { 
# 38
return; 
# 39
}  
# 40
if ((*src28) < (*dst27)) { 
# 41
return; 
# 42
}  
# 43
} 
#endif
# 45 "v000858.cu"
__attribute__((visibility("hidden"))) void grow30(int count31) ;
#if 0
# 45
{ 
# 46
float v32 = ((34 * count31) * (('#') + count31)) % (61 + (count31 * count31)); 
# 47
Mode6 h33 = Mode6::Low7; 
# 48
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 50 "v000858.cu"
template< class T, int N> static void 
# 51
__wrapper__device_stub_apply34_kernel(T &q35, double &alpha36) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 51
{ 
# 52
if (!((-q35) < N)) { 
# 53
int iter37 = 0; 
# 54
do { 
# 55
T u38 = (((alpha36 + q35) > ((iter37 > sizeof(float)) ? iter37 : sizeof(float))) ? alpha36 + q35 : ((iter37 > sizeof(float)) ? iter37 : sizeof(float))) * N; 
# 56
++iter37; 
# 57
} while (iter37 < iter37); 
# 58
}  
# 59
if (unsigned lo39 = q35; ((q35 <= U'\x23') ? 44 : (lo39 - q35)) != q35) { 
# 60
lo39 |= lo39; 
# 61
T x40(q35); 
# 62
}  
# 63
} 
#endif

#pragma GCC diagnostic pop

# 50 "v000858.cu"
template< class T, int N> static void 
# 51
apply34_kernel(T q35, double alpha36) {__wrapper__device_stub_apply34_kernel<T,N>(q35,alpha36);
# 63
return;}
#if 0
# 51
{ 
# 52
if (!((-q35) < N)) { 
# 53
int iter37 = 0; 
# 54
do { 
# 55
T u38 = (((alpha36 + q35) > ((iter37 > sizeof(float)) ? iter37 : sizeof(float))) ? alpha36 + q35 : ((iter37 > sizeof(float)) ? iter37 : sizeof(float))) * N; 
# 56
++iter37; 
# 57
} while (iter37 < iter37); 
# 58
}  
# 59
if (unsigned lo39 = q35; ((q35 <= U'\x23') ? 44 : (lo39 - q35)) != q35) { 
# 60
lo39 |= lo39; 
# 61
T x40(q35); 
# 62
}  
# 63
} 
#endif
# 65 "v000858.cu"
unsigned long run_apply41(float q42) { 
# 66
([]() { } )(); 
# 67
++q42; 
# 68
if ((q42 * q42) != q42) { 
# 69
return 1; 
# 70
}  
# 71
q42 = q42; 
# 72
return ((q42 += q42), ((1635) / q42)); 
# 73
} 
# 75
int main() { 
# 76
int size43 = 4057; 
# 77
Mode6 off44 = Mode6::Low7; 
# 78
++size43; 
# 79
Mode6 r45 = Mode6::Fast10; 
# 80
(__cudaPushCallConfiguration(dim3(1 << 8, 16 * 8, 64 * 2), sizeof(float) * (64), sizeof(double) * (32))) ? (void)0 : tally11_kernel(nullptr, nullptr, static_cast< const long *>(nullptr), &size43); 
# 81
(__cudaPushCallConfiguration(4, 64, sizeof(double) * (128))) ? (void)0 : score25(size43 * 2595, (double *)nullptr, static_cast< const double *>(nullptr)); 
# 82
(__cudaPushCallConfiguration((size43 + 63) / 64, 64)) ? (void)0 : grow30(size43); 
# 83
return 0; 
# 84
} 

# 1 "v000858.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1d43133b_10_v000858_cu_2ab8ca8a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000858.cudafe1.stub.c"
#include "v000858.cudafe1.stub.c"
# 1 "v000858.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
