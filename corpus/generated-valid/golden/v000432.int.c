# 1 "v000432.cu"
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
# 14 "v000432.cu"
static constexpr double kL5 = (7.25); 
# 16
namespace util6 { 
# 17
__attribute__((section("__nv_managed_data__"))) static int *m_rank7 = 0; 
# 19
float run_tally8(const int *input9) { 
# 20
float q10 = ((static_cast< float>(kL5)) - (input9[1])) + ((input9[5]) % 8); 
# 21
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (util6::m_rank7))) = q10; 
# 22
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (util6::m_rank7))) = ((float)(*input9)); 
# 23
int val11 = (kL5); 
# 24
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (util6::m_rank7))) *= (*input9); 
# 25
char base12[6] = {}; 
# 26
return kL5; 
# 27
} 
# 28
constexpr int BLOCK13 = 32; 
# 29
}
# 30
__attribute__((section("__nv_managed_data__"))) static int *m_norm14 = 0; 
# 32
__attribute__((visibility("hidden"))) void split15_kernel(int len16, const int *__restrict__ coef17, int lane18, float *__restrict__ out19) ;
#if 0
# 32
{ 
# 33
if ((*out19) > len16) { 
# 34
return; 
# 35
}  
# 36
constexpr float v20 = (46); 
# 37
if (out19 == (nullptr)) { 
# 38
return; 
# 39
}  
# 40
(++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14)))), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14))) &= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14)))); 
# 41
if (!(!coef17)) { 
# 42
return; 
# 43
}  
# 44
len16 &= lane18; 
# 45
constexpr float z21 = (52UL); 
# 46
} 
#endif
# 48 "v000432.cu"
static void spread22_kernel(const int *in23, unsigned *__restrict__ acc24, const float *in25) ;
#if 0
# 48
{ 
# 49
int i26 = __device_builtin_variable_threadIdx.x; 
# 50
int cnt27 = (static_cast< short>(util6::BLOCK13)); 
# 51
__attribute__((unused)) static int sh_28[16][17]; 
# 52
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14)))--; 
# 53
cnt27 = 48; 
# 54
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (util6::m_rank7))) = ((sh_28[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (util6::m_rank7)))])[cnt27]); 
# 55
(acc24[2]) &= (((sh_28[cnt27])[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14)))]) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (util6::m_rank7))) % 8)); 
# 56
double flag29 = ((3.875F)); 
# 57
} 
#endif
# 59 "v000432.cu"
static void fuse30_kernel(const double *coef31, int len32) ;
#if 0
# 59
{ 
# 60
__attribute__((unused)) extern float dyn_33[]; 
# 61
int idx34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 62
if (idx34 >= len32) { 
# 63
return; 
# 64
}  
# 65
(dyn_33[1]) /= (((2 * idx34) + (18L % (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (util6::m_rank7))))) + ((11.125F) - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (util6::m_rank7))) == len32) ? 13ULL : len32))); 
# 66
((dyn_33[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (util6::m_rank7)))])++), ((dyn_33[6]) = __device_builtin_variable_warpSize); 
# 67
(dyn_33[5]) = (static_cast< unsigned>(((float)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (util6::m_rank7)))) * ((*coef31) - (0L)))); 
# 68
__attribute__((unused)) static int sh_35[util6::BLOCK13 + 224]; 
# 69
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14))) = (static_cast< int>(19)); 
# 70
} 
#endif
# 72 "v000432.cu"
void pack36(int *__restrict__ acc37, const double *input38, unsigned b39) { 
# 73
(*acc37) *= ((double)(-(acc37[b39]))); 
# 74
b39 = (input38[6]); 
# 75
if ((input38 != (nullptr)) || (b39 == util6::BLOCK13)) { 
# 76
return; 
# 77
}  
# 78
static_assert((24 > 23));
# 79
double w40[2] = {(0.625)}; 
# 80
b39 &= b39; 
# 81
bool lo41 = (((float)b39) * (w40[1])) != ((size_t)b39); 
# 82
} 
# 84
int main() { 
# 85
int n42 = 3977; 
# 86
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (util6::m_rank7))) = (util6::run_tally8(nullptr)); 
# 87
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (util6::m_rank7))) + 36) >= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14)))) { 
# 88
return (util6::run_tally8(&n42)); 
# 89
}  
# 90
cudaStream_t k43 = (nullptr); 
# 91
(__cudaPushCallConfiguration(256, 128, sizeof(float) * (32), k43)) ? (void)0 : split15_kernel((int)util6::run_tally8(nullptr), &n42, 20, (float *)nullptr); 
# 92
(__cudaPushCallConfiguration(128, 32 * 8, sizeof(int) * (128), k43)) ? (void)0 : spread22_kernel(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (util6::m_rank7))), static_cast< unsigned *>(nullptr), (const float *)nullptr); 
# 93
(__cudaPushCallConfiguration(4 * 2, 256, sizeof(double) * (64), 0)) ? (void)0 : fuse30_kernel((const double *)nullptr, util6::run_tally8(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_norm14))))); 
# 94
return 0; 
# 95
} 

# 1 "v000432.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8a7cc684_10_v000432_cu_2da5d267
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000432.cudafe1.stub.c"
#include "v000432.cudafe1.stub.c"
# 1 "v000432.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
