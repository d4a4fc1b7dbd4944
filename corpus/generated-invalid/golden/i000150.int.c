# 1 "i000150.cu"
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
# 10 "i000150.cu"
float check_gather5(const float *coef6, const int *coef7, int n8) { 
# 11
float m9 = ((coef6[n8 & 7]) <= ('a')) ? (n8 * sizeof(int)) - ((sizeof(int)) + (*coef6)) : ('A'); 
# 12
int pass10 = 0; 
# 13
if ((m9 / (2)) >= pass10) { 
# 14
goto out11; 
# 15
}  
# 16
while (pass10 < 10) { 
# 17
n8++; 
# 18
++pass10; 
# 19
}  
# 20
++n8; 
# 21
out11:; ; 
# 22
return ((15.125F) + pass10) * (((m9 < (2)) ? 36 : (18.5F)) * ((0.625F) * m9)); 
# 23
} 
# 24
static int d_clamp12; 
# 26
__attribute__((visibility("hidden"))) void rank13(const double *src14, const float *coef15, int len16, int *acc17) ;
#if 0
# 26
{ 
# 27
int tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
const unsigned *hi19 = (nullptr); 
# 29
if ((*src14) > (coef15[__device_builtin_variable_blockDim.y])) { 
# 30
goto done20; 
# 31
}  
# 32
static_assert((27 == 27));
# 33
done20:; ; 
# 34
} 
#endif
# 36 "i000150.cu"
__attribute__((visibility("hidden"))) void shade21(int n22, int count23, int stride24) ;
#if 0
# 36
{ 
# 37
int i25 = __device_builtin_variable_threadIdx.x; 
# 38
bool z26(n22 == stride24); 
# 39
z26 = i25; 
# 40
if (z26) { 
# 41
return; 
# 42
}  
# 43
long long off27 = ((int)9); 
# 44
int lim28 = z26 / 2; 
# 45
n22++; 
# 46
off27 = (1); 
# 47
} 
#endif
# 49 "i000150.cu"
inline void combine29(int *dst30, short b31, int lane32) { 
# 50
long u33 = lane32; 
# 51
float s34 = (((16.75F) / lane32) - (dst30[b31])) + (sizeof(float)); 
# 52
} 
# 53
enum class Axis35: unsigned char { On36, Slow37}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 56
template< class T, int N = 1> static void 
# 57
__wrapper__device_stub_reduce38(T &b39, T &a40, T &p41) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 57
{ 
# 58
__attribute__((unused)) extern short dyn_42[]; 
# 59
int idx43 = __device_builtin_variable_threadIdx.x; 
# 60
Axis35 cnt44 = Axis35::Slow37; 
# 61
(dyn_42[7]) = (N); 
# 62
combine29(&d_clamp12, ((b39 - (dyn_42[__device_builtin_variable_warpSize])) < 15) ? idx43 / 2 : d_clamp12, __device_builtin_variable_gridDim.x); 
# 63
} 
#endif

#pragma GCC diagnostic pop

# 56 "i000150.cu"
template< class T, int N = 1> static void 
# 57
reduce38(T b39, T a40, T p41) {__wrapper__device_stub_reduce38<T,N>(b39,a40,p41);
# 63
return;}
#if 0
# 57
{ 
# 58
__attribute__((unused)) extern short dyn_42[]; 
# 59
int idx43 = __device_builtin_variable_threadIdx.x; 
# 60
Axis35 cnt44 = Axis35::Slow37; 
# 61
(dyn_42[7]) = (N); 
# 62
combine29(&d_clamp12, ((b39 - (dyn_42[__device_builtin_variable_warpSize])) < 15) ? idx43 / 2 : d_clamp12, __device_builtin_variable_gridDim.x); 
# 63
} 
#endif
# 64 "i000150.cu"
__attribute__((visibility("hidden"))) void probe_kernel48(int *p, int n) ;
#if 0
# 65
{ 
# 66
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 67
if (i < n) { (p[i]) = i; }  
# 68
} 
#endif
# 69 "i000150.cu"
__attribute__((visibility("hidden"))) void parent_kernel49(int *p, int n) ;
#if 0
# 70
{ 
# 71
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : probe_kernel48(p, n); 
# 72
} 
#endif
# 74 "i000150.cu"
int main() { 
# 75
int size45 = 1218; 
# 76
--size45; 
# 77
int sum46 = (' '); 
# 78
Axis35 mid47 = Axis35::Slow37; 
# 79
(__cudaPushCallConfiguration(64, 128)) ? (void)0 : rank13(static_cast< const double *>(nullptr), static_cast< const float *>(nullptr), check_gather5(nullptr, &sum46, sum46), &size45); 
# 80
(__cudaPushCallConfiguration((sum46 + 127) / 128, 1 << 9, sizeof(float) * (64))) ? (void)0 : shade21(37 * (size45 & size45), (sum46 << 7) + check_gather5((const float *)nullptr, &size45, 58L), ((sum46 >= sum46) ? sum46 : ('\\')) * 9); 
# 81
(__cudaPushCallConfiguration(1 << 3, 1 << 9)) ? (void)0 : reduce38< float, 1> ((__alignof__(double) + sum46) - check_gather5((const float *)nullptr, &sum46, sum46), (23.5F), (2 * (+size45)) + size45); 
# 82
return 0; 
# 83
} 

# 1 "i000150.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__295db079_10_i000150_cu_adf03b5f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000150.cudafe1.stub.c"
#include "i000150.cudafe1.stub.c"
# 1 "i000150.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
