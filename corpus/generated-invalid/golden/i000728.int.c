# 1 "i000728.cu"
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
# 20 "i000728.cu"
static int c_accum8[4]; 
# 22
static void pivot9(float beta10, unsigned long long *__restrict__ dst11) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) static float sh_12[7 + 249]; 
# 25
(sh_12[32]) = (((c_accum8[0]) <= ((c_accum8[0]) | (c_accum8[0]))) ? dst11[6] : (((beta10 += (0.375F)), (*dst11)) + ((dst11[1]) + (sh_12[122])))); 
# 26
if (((*dst11) % (8)) > (56)) { 
# 27
return; 
# 28
}  
# 29
__attribute__((unused)) static float sh_13; 
# 30
auto e14 = 5U; 
# 31
(sh_12[e14 & (255)]) = (64); 
# 32
} 
#endif
# 34 "i000728.cu"
__attribute__((visibility("hidden"))) void tile15_kernel(unsigned short *acc16) ;
#if 0
# 35
{ 
# 36
(*acc16) *= (~(acc16[7])); 
# 37
(*acc16) += (((((acc16[0]) * (acc16[3])) / (7 | (c_accum8[0]))) < (+(*acc16))) ? (+(c_accum8[0])) + (((c_accum8[0]) > 15) ? c_accum8[0] : 15) : (c_accum8[3])); 
# 38
(acc16[7]) %= (acc16[5]); 
# 39
} 
#endif
# 41 "i000728.cu"
namespace impl17 { namespace sub18 { 
# 42
static void bump19_kernel(int count20, long long q21, const int *in22) ;
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern float dyn_23[]; 
# 45
int val24 = dyn_23[4]; 
# 46
constexpr int base25 = ((4 * 2) * 6); 
# 48
#pragma unroll
for (
# 48
int it26 = 0, j27 = 16; it26 < j27; (++it26), (--j27)) { 
# 49
for (int it28 = 0; it28 < 6; ++it28) { 
# 50
val24 &= 9UL; 
# 51
if (it28 == 6) { 
# 52
return; 
# 53
}  
# 54
(dyn_23[count20]) /= ((2) % (q21 - ((q21 += val24), val24))); 
# 55
}  
# 56
}  
# 57
} 
#endif
# 59 "i000728.cu"
class Particle29 { 
# 60
int hi30, weight31; 
# 61
float flag32; 
# 63
public: Particle29(int a33, int init34, float a35) : hi30(a33), weight31(init34), flag32(a35) { } 
# 64
void get36(long long base37) 
# 65
{ 
# 66
(weight31) = ((hi30) - 37UL); 
# 67
} 
# 68
void norm38(long prod39) 
# 69
{ 
# 70
Particle29 stride40(flag32, prod39, (24.75F)); 
# 71
} 
# 72
}; 
# 73
enum Axis41 { BUSY42, LOW43 = 5, HIGH44}; 
# 74
}}
# 76
int main() 
# 77
{ 
# 78
int count45 = 1853; 
# 79
int tag47 = 24930; 
# 80
if (count45 > (count45 + count45)) { 
# 81
return count45; 
# 82
}  
# 83
count45 -= 4027; 
# 84
impl17::sub18::Axis41 hi46 = impl17::sub18::BUSY42; 
# 85
(__cudaPushCallConfiguration(((dim3)((count45 + 63) / 64)), dim3(4, 4), 0, (cudaStream_t)0)) ? (void)0 : pivot9(count45, nullptr); 
# 86
(__cudaPushCallConfiguration(4, 128 * 4, 0, nullptr)) ? (void)0 : tile15_kernel((unsigned short *)nullptr); 
# 87
(__cudaPushCallConfiguration(((dim3)((count45 + 255) / 256)), dim3((count45 + 127) / 128, (count45 + 31) / 32, (count45 + 63) / 64))) ? (void)0 : impl17::sub18::bump19_kernel((21 % hi46) & hi46, ((hi46 > ('\'')) ? hi46 : ('\'')) - (2 - count45), &count45); 
# 88
return 0; 
# 89
} 

# 1 "i000728.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8890a79b_10_i000728_cu_c_accum8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000728.cudafe1.stub.c"
#include "i000728.cudafe1.stub.c"
# 1 "i000728.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
