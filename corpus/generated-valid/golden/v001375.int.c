# 1 "v001375.cu"
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
# 23 "v001375.cu"
using idx7_t = int; 
# 24
static int c_accum8[2]; 
# 26
float run_merge9(const char *in10, unsigned short alpha11 = 4480UL) { 
# 27
int acc12 = (!in10) ? 54 : sizeof(float); 
# 28
int tmp13 = (7) - ((long)alpha11); 
# 29
alpha11++; 
# 30
constexpr unsigned lim14 = (2 + 3); 
# 31
alpha11++; 
# 32
alpha11 -= 25; 
# 33
return (11.75F); 
# 34
} 
# 36
__attribute__((visibility("hidden"))) void scale15_kernel(const idx7_t *coef16) ;
#if 0
# 36
{ 
# 37
int lim17 = c_accum8[0]; 
# 38
lim17 = (-(6 * (coef16[6]))); 
# 39
float flag18 = c_accum8[0]; 
# 40
for (int it19 = 0; it19 < 7; ++it19) { 
# 41
flag18 = (((float)(12.625F)) / (((c_accum8[lim17]) - 5) >> (coef16[7]))); 
# 42
}  
# 43
float off20 = (16.875F); 
# 44
} 
#endif
# 45 "v001375.cu"
using idx21_t = int; 
# 46
enum Level22 { HIGH23 = 3, LOW24}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 48
template< class T, int N = 4> static void 
# 49
__wrapper__device_stub_tile25(T *&acc26, const idx7_t *&src27, int *&out28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
(*out28) = (((4 * (out28[5])) + 9) + (N - ((T)(c_accum8[1])))); 
# 51
--(acc26[3]); 
# 52
T t29 = ((11.125F)); 
# 53
(*out28) = ((((*acc26) != LOW24) ? 46U : ('A')) - (56)); 
# 54
--(acc26[7]); 
# 55
__attribute__((unused)) static signed char sh_30; 
# 56
} 
#endif

#pragma GCC diagnostic pop

# 48 "v001375.cu"
template< class T, int N = 4> static void 
# 49
tile25(T *acc26, const idx7_t *src27, int *out28) {__wrapper__device_stub_tile25<T,N>(acc26,src27,out28);
# 56
return;}
#if 0
# 49
{ 
# 50
(*out28) = (((4 * (out28[5])) + 9) + (N - ((T)(c_accum8[1])))); 
# 51
--(acc26[3]); 
# 52
T t29 = ((11.125F)); 
# 53
(*out28) = ((((*acc26) != LOW24) ? 46U : ('A')) - (56)); 
# 54
--(acc26[7]); 
# 55
__attribute__((unused)) static signed char sh_30; 
# 56
} 
#endif
# 58 "v001375.cu"
float check_filter31(idx7_t stride32, int n33, long cfg34) { 
# 59
(__cudaPushCallConfiguration(((dim3)((stride32 + 31) / 32)), (HIGH23) + 509)) ? (void)0 : tile25< float, 7> ((float *)nullptr, nullptr, (int *)nullptr); 
# 60
--cfg34; 
# 61
static_assert((sizeof(int) == (4)));
# 62
n33 |= (((short)(stride32 * n33)) - (n33 + 34)); 
# 63
++cfg34; 
# 64
cfg34 >>= ((37) - ((cfg34 * n33) * (34 * stride32))); 
# 65
return cfg34; 
# 66
} 
# 68
int main() { 
# 69
int n35 = 2928; 
# 70
(__cudaPushCallConfiguration((n35 + 127) / 128, 128, 256)) ? (void)0 : scale15_kernel(nullptr); 
# 71
if (32UL == n35) { 
# 72
return ((2 * n35) + n35) - (32U * n35); 
# 73
}  
# 74
n35--; 
# 75
return 0; 
# 76
} 

# 1 "v001375.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__595963f1_10_v001375_cu_c_accum8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001375.cudafe1.stub.c"
#include "v001375.cudafe1.stub.c"
# 1 "v001375.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
