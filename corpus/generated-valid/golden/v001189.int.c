# 1 "v001189.cu"
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
# 7 "v001189.cu"
static int d_tile3; 
# 9
__attribute__((visibility("hidden"))) void drift4_kernel(long *data5, const int *coef6, int count7, const int *in8) ;
#if 0
# 10
{ 
# 11
if ((*data5) > d_tile3) { 
# 12
goto out10; 
# 13
}  
# 14
if ((((((in8[d_tile3 & 7]) == (data5[d_tile3 & 7])) ? 7 : 43U) < count7) ? ((in8[d_tile3 & 7]) == (data5[d_tile3 & 7])) ? 7 : 43U : count7) > (data5[count7 & 7])) { 
# 15
(--d_tile3), ((data5[4]) += ((coef6[0]) % 8)); 
# 16
}  
# 17
count7++; 
# 18
if (float diff9 = (sizeof(int)); (*in8) <= count7) { 
# 19
d_tile3++; 
# 20
(*data5) = (-diff9); 
# 21
}  
# 22
out10:; ; 
# 23
} 
#endif
# 24 "v001189.cu"
enum Phase11 { HIGH12, BUSY13, LOW14}; 
# 26
namespace impl15 { namespace sub16 { 
# 27
int pivot17(int n18) 
# 28
{ 
# 29
n18 = (((n18 * sizeof(long)) * n18) | n18); 
# 30
{ 
# 31
if (n18 <= ((n18 < (2 >> n18)) ? n18 : (2 >> n18))) { 
# 32
Phase11 s19 = BUSY13; 
# 33
constexpr int q20 = 41; 
# 34
}  
# 35
} 
# 36
return 1; 
# 37
} 
# 39
inline float check_decay21(const float *in22) 
# 40
{ 
# 41
impl15::sub16::pivot17(impl15::sub16::pivot17(in22[6])); 
# 42
Phase11 hi23 = BUSY13; 
# 43
return impl15::sub16::pivot17(impl15::sub16::pivot17(((*in22) < (19)) ? 9LL : (*in22))); 
# 44
} 
# 45
}}
# 48
unsigned short split24(char a25 = 13) 
# 49
{ 
# 50
if (a25 < a25) { 
# 51
goto finish27; 
# 52
}  
# 53
if (a25 < (a25 * a25)) { 
# 54
a25 = (impl15::sub16::pivot17(a25) + (impl15::sub16::pivot17(40) * a25)); 
# 55
a25 = ((((a25 << (LOW14)) < 2) ? a25 << (LOW14) : 2) * (((a25 % 8) == a25) ? a25 : a25)); 
# 56
Phase11 cnt26 = HIGH12; 
# 57
}  
# 58
finish27:; ; 
# 59
return impl15::sub16::pivot17(a25) >> ((a25 * a25) + impl15::sub16::pivot17(24)); 
# 60
} 
# 62
int main() 
# 63
{ 
# 64
int count28 = 3636; 
# 65
count28 = (4508U); 
# 66
count28 = (impl15::sub16::pivot17(count28 % 8) + 2433); 
# 67
Phase11 hi29 = HIGH12; 
# 68
(__cudaPushCallConfiguration(128, sizeof(unsigned) * ((LOW14) + 6))) ? (void)0 : drift4_kernel(nullptr, nullptr, count28 * 37U, nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v001189.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dc17ea93_10_v001189_cu_0c2f0430
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001189.cudafe1.stub.c"
#include "v001189.cudafe1.stub.c"
# 1 "v001189.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
