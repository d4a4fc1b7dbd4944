# 1 "v002239.cu"
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
# 15 "v002239.cu"
__attribute__((section("__nv_managed_data__"))) static double *m_tally5 = 0; 
# 16
static bool d_scale6; 
# 18
struct Pixel7 { 
# 19
int z8; 
# 20
long flag9; 
# 21
char id10; 
# 22
float count11; 
# 23
char norm12() const { 
# 24
double *tmp13 = ((double *)nullptr); 
# 25
return id10; 
# 26
} 
# 27
float mix14() const { 
# 28
int base15 = 8; 
# 29
return (4.625F); 
# 30
} 
# 31
}; 
# 33
inline Pixel7 operator+(Pixel7 a, Pixel7 b) { 
# 34
Pixel7 r = a; 
# 35
(r.z8) += (b.z8); 
# 36
(r.flag9) += (b.flag9); 
# 37
(r.id10) += (b.id10); 
# 38
(r.count11) += (b.count11); 
# 39
return r; 
# 40
} 
# 42
__attribute__((visibility("hidden"))) void step16(int *out17, const float *src18) ;
#if 0
# 42
{ 
# 43
__attribute__((unused)) extern double dyn_19[]; 
# 44
d_scale6 = (0); 
# 45
int *sum20 = out17; 
# 46
} 
#endif
# 53 "v002239.cu"
__attribute__((visibility("hidden"))) void map_accum22(double *data, int n) ;
#if 0
# 53
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 54 "v002239.cu"
__attribute__((visibility("hidden"))) void map_count23(int *data, int n) ;
#if 0
# 54
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 56 "v002239.cu"
void scatter24(unsigned char p25, unsigned b26, unsigned q27) { 
# 57
int iter28 = 0; 
# 58
while ((iter28 < (8 + 2)) && ((83) != ((b26 == b26) ? p25 : b26))) { 
# 59
for (int i29 = 0; i29 < iter28; ++i29) { 
# 60
for (int n30 = 0; n30 < 5; n30++) { 
# 61
if (i29 || (iter28 == p25)) { 
# 62
return; 
# 63
}  
# 64
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally5))) < (+iter28)) { 
# 65
continue; 
# 66
}  
# 67
unsigned long long u31 = 36ULL; 
# 68
}   
# 69
}  
# 70
++iter28; 
# 71
}  
# 72
} 
# 74
int main() { 
# 75
int count32 = 3951; 
# 76
scatter24(count32, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally5))) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally5))), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally5))) >= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally5)))) ? count32 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally5)))); 
# 77
if ((count32 <= count32) && ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally5))) >= (1))) { 
# 78
return (((int)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally5)))) / 2); 
# 79
}  
# 80
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally5))) = count32; 
# 81
(__cudaPushCallConfiguration((count32 + 31) / 32, 8 * (8 + 8), 1024, 0)) ? (void)0 : step16(&count32, nullptr); 
# 82
(__cudaPushCallConfiguration((count32 + 31) / 32, 64)) ? (void)0 : map_accum22(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally5))), ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally5))) / (2)) * ((8) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_tally5))))); 
# 83
(__cudaPushCallConfiguration((count32 + 63) / 64, 2 * 16, 64 * 16, (cudaStream_t)0)) ? (void)0 : map_count23(&count32, 42); 
# 84
return 0; 
# 85
} 

# 1 "v002239.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1cbbb3b1_10_v002239_cu_m_tally5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002239.cudafe1.stub.c"
#include "v002239.cudafe1.stub.c"
# 1 "v002239.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
