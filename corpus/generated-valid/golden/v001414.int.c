# 1 "v001414.cu"
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
# 14 "v001414.cu"
inline int merge6(float p7, int lane8) 
# 15
{ 
# 16
unsigned s9 = (p7 > (63UL)) ? 11 : ((p7 < (-lane8)) ? p7 : (-lane8)); 
# 17
if ((8L) < (p7 + p7)) { 
# 18
goto out10; 
# 19
}  
# 20
lane8++; 
# 21
out10:; ; 
# 22
return -((int)(p7 * (37))); 
# 23
} 
# 25
namespace _GLOBAL__N__73a0c18c_10_v001414_cu_887436d6 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__73a0c18c_10_v001414_cu_887436d6; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__73a0c18c_10_v001414_cu_887436d6 __attribute__((visibility("hidden")))  { 
# 26
void check_weigh11(float *__restrict__ buf12) 
# 27
{ 
# 28
constexpr int val13 = 31; 
# 29
unsigned long m14 = (buf12[7]) - (((buf12[7]) < val13) ? buf12[7] : val13); 
# 30
m14++; 
# 31
if (m14) { 
# 32
(buf12[1]) = (((m14) ? val13 - m14 : ((0.5F) + m14)) * (((38) > ((*buf12) * m14)) ? 2 : (-(-12LL)))); 
# 33
(buf12[m14]) *= (('\n') + (m14 - m14)); 
# 34
}  
# 35
} 
# 37
template< class T> 
# 38
struct Stats15 { 
# 39
T vel16; 
# 40
T get17() const 
# 41
{ 
# 42
return 25; 
# 43
} 
# 44
}; 
# 46
inline char sift18(const float *input19, float *__restrict__ out20) 
# 47
{ 
# 48
auto res21 = (9) + (out20[4]); 
# 49
if ((*out20) < (out20[0])) { 
# 50
return *out20; }  
# 51
auto diff22 = (char)res21; 
# 52
if ((diff22 < 38) && (res21 >= (input19[diff22]))) { 
# 53
return 14; }  
# 54
diff22 *= sizeof(Stats15< int> ); 
# 55
return input19[5]; 
# 56
} 
# 57
}
# 59
long accum23(int len24, unsigned alpha25, unsigned *__restrict__ out26) 
# 60
{ 
# 61
(*out26)++; 
# 62
if (((*out26) < len24) && (34L != alpha25)) { 
# 63
return 30; }  
# 64
Stats15< long>  res27 = {(55U)}; 
# 65
if (len24 != alpha25) { 
# 66
goto finish30; 
# 67
}  
# 68
if ((((len24 < (res27.vel16)) ? alpha25 : (res27.vel16)) * (9)) != (sizeof(double) - (out26[5]))) { 
# 69
(out26[7]) *= ((((float)(*out26)) * alpha25) + (((out26[7]) < (res27.vel16)) ? out26[7] : (res27.vel16))); 
# 70
int y28[8]{(60U), 15, (-48), 27, len24, (static_cast< int>(11)), (-10L), 2}; 
# 71
static float idx29 = (10.375F); 
# 72
}  
# 73
finish30:; ; 
# 74
return ((9) + ((out26[0]) + len24)) / (((4487) + (res27.vel16)) + (9)); 
# 75
} 
# 77
__attribute__((visibility("hidden"))) void relax31(int count32) ;
#if 0
# 78
{ 
# 79
__attribute__((unused)) extern int dyn_33[]; 
# 80
int gid34 = __device_builtin_variable_threadIdx.x; 
# 81
if (gid34 >= count32) { 
# 82
return; }  
# 83
do { count32 += (((count32 < 63U) ? count32 : 63U) - (count32 + (__device_builtin_variable_blockIdx.x))); } while (0); 
# 84
int w35[6]{count32, 3, static_cast< int>(__device_builtin_variable_blockIdx.x), static_cast< int>(dyn_33[__device_builtin_variable_blockIdx.x]), 4, (-64)}; 
# 85
__attribute__((unused)) static Stats15< int>  sh_36[32]; 
# 86
} 
#endif
# 88 "v001414.cu"
int main() 
# 89
{ 
# 90
int len37 = 1819; 
# 91
int cnt38 = (((len37 - 7) < len37) ? 2445 : (3602L + len37)) + (27); 
# 92
cnt38 = cnt38; 
# 93
if ((cnt38 - 0) >= cnt38) { 
# 94
return (7 / cnt38) + len37; }  
# 95
(__cudaPushCallConfiguration((len37 + 255) / 256, 128 * 4)) ? (void)0 : relax31(39); 
# 96
return 0; 
# 97
} 

# 1 "v001414.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__73a0c18c_10_v001414_cu_887436d6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001414.cudafe1.stub.c"
#include "v001414.cudafe1.stub.c"
# 1 "v001414.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
