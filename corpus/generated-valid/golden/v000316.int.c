# 1 "v000316.cu"
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
# 20 "v000316.cu"
__attribute__((visibility("hidden"))) void mix5(const double *input6, int count7, const int *in8, int lane9) ;
#if 0
# 20
{ 
# 21
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if ((4 != lane9) && ((__device_builtin_variable_gridDim.x) > (37))) { 
# 23
goto out11; 
# 24
}  
# 25
if (i10 >= count7) { 
# 26
return; 
# 27
}  
# 28
++lane9; 
# 29
lane9++; 
# 30
out11:; ; 
# 31
} 
#endif
# 32 "v000316.cu"
static unsigned d_blend12; 
# 33
__attribute__((section("__nv_managed_data__"))) static float *m_scale13 = 0; 
# 35
void run_rank14(int *out15, int count16) { 
# 36
count16 = ((float)(static_cast< int>(count16 % 8))); 
# 37
--(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale13))); 
# 38
} 
# 39
using real17_t = float; 
# 40
static long d_sift18; 
# 42
__attribute__((visibility("hidden"))) void score19_kernel(unsigned alpha20, double *data21, int *dst22, const unsigned *coef23) ;
#if 0
# 42
{ 
# 43
float hi24{(42)}; 
# 44
if (!((__device_builtin_variable_threadIdx.x) > d_blend12)) { 
# 45
return; 
# 46
}  
# 47
} 
#endif
# 49 "v000316.cu"
__attribute__((visibility("hidden"))) void reduce25(const int *input26, unsigned b27) ;
#if 0
# 49
{ 
# 50
int gid28 = __device_builtin_variable_threadIdx.x; 
# 51
int q29 = ((d_sift18 >= d_blend12) ? 7 : ((12) + d_sift18)) + (~(('#') & b27)); 
# 52
__attribute__((unused)) static double sh_30[32]; 
# 53
} 
#endif
# 54 "v000316.cu"
constexpr int TILE31 = 32; 
# 56
__attribute__((visibility("hidden"))) void tile32(real17_t beta33, long long *data34) ;
#if 0
# 56
{ 
# 57
__attribute__((unused)) extern unsigned dyn_35[]; 
# 58
int gid36 = __device_builtin_variable_threadIdx.x; 
# 59
constexpr double sum37 = (9.375); 
# 60
unsigned t38 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale13))) + (37); 
# 61
__attribute__((unused)) static float sh_39; 
# 62
real17_t prod40 = t38 ^ TILE31; 
# 63
} 
#endif
# 64 "v000316.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_march41 = 0; 
# 66
template< class T> 
# 67
struct Particle42 { 
# 68
T w43; 
# 69
unsigned weight44; 
# 70
}; 
# 72
__attribute__((visibility("hidden"))) void blend45_kernel(const long *src46, const real17_t *in47, int *data48, unsigned alpha49) ;
#if 0
# 72
{ 
# 73
int tid50 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 74
if (tid50 < ((d_sift18 & (1)) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale13))) : (3UL))) { 
# 75
return; 
# 76
}  
# 77
--d_sift18; 
# 78
} 
#endif
# 80 "v000316.cu"
char host_bias51(const real17_t *in52) { 
# 81
(__cudaPushCallConfiguration(16, 32, 0)) ? (void)0 : score19_kernel(4388L, nullptr, nullptr, reinterpret_cast< const unsigned *>(in52)); 
# 82
dim3 cnt53 = ((dim3)(64)); 
# 83
run_rank14(static_cast< int *>(nullptr), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale13))) <= TILE31) ? '#' : 14UL); 
# 84
int iter54 = 0; 
# 85
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale13))) != (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_march41)))) { 
# 86
goto done56; 
# 87
}  
# 88
while (iter54 < iter54) { 
# 89
auto flag55 = sizeof(real17_t); 
# 90
(__cudaPushCallConfiguration(((dim3)(256)), 7 + 121)) ? (void)0 : mix5(nullptr, static_cast< double>(39U), reinterpret_cast< const int *>(in52), (7) | flag55); 
# 91
++iter54; 
# 92
}  
# 93
done56:; ; 
# 94
return in52[6]; 
# 95
} 
# 97
int main() { 
# 98
int n57 = 3986; 
# 99
Particle42< long>  r58 = Particle42< long> {}; 
# 100
r58 = r58; 
# 101
(__cudaPushCallConfiguration(dim3((n57 + 255) / 256, (n57 + 31) / 32), 512)) ? (void)0 : reduce25(static_cast< const int *>(nullptr), (r58.weight44) % ((r58.w43) % (8))); 
# 102
(__cudaPushCallConfiguration(((dim3)((n57 + 255) / 256)), 1 << (7 + 2), 256, nullptr)) ? (void)0 : tile32((((r58.w43) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale13)))) ? 25UL : (r58.weight44)) ^ (8), nullptr); 
# 103
(__cudaPushCallConfiguration(dim3(32, (n57 + 31) / 32), dim3(1, 1 << 1, 16), 7 + 249, 0)) ? (void)0 : blend45_kernel(nullptr, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale13))), nullptr, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale13))) > (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale13)))) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale13))) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale13))) : (40)); 
# 104
return 0; 
# 105
} 

# 1 "v000316.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__62db320b_10_v000316_cu_009cd9f9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000316.cudafe1.stub.c"
#include "v000316.cudafe1.stub.c"
# 1 "v000316.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
