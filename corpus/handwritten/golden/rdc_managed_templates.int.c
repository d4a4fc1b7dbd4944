# 1 "rdc_managed_templates.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1
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
# 5 "rdc_managed_templates.cu"
__attribute__((section("__nv_managed_data__"))) __attribute__((visibility("hidden"))) int *m_progress = 0; 
# 6
__attribute__((section("__nv_managed_data__"))) __attribute__((visibility("hidden"))) double *m_checksum = 0; 
# 8
namespace solver { 
# 9
__attribute__((visibility("hidden"))) double residual_weight; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 11
template< class T> static void 
# 12
__wrapper__device_stub_relax(T *&x, const T *&b, int &n, T &omega) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 13
{ 
# 14
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if ((i > 0) && (i < (n - 1))) { 
# 16
(x[i]) = (((1 - omega) * (x[i])) + ((omega * (0.5)) * (((x[i - 1]) + (x[i + 1])) + (b[i])))); }  
# 17
} 
#endif

#pragma GCC diagnostic pop

# 11 "rdc_managed_templates.cu"
template< class T> __attribute__((visibility("hidden"))) void 
# 12
relax(T *x, const T *b, int n, T omega) 
# 13
{::solver::__wrapper__device_stub_relax<T>(x,b,n,omega);
# 17
return;}
#if 0
# 13
{ 
# 14
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if ((i > 0) && (i < (n - 1))) { 
# 16
(x[i]) = (((1 - omega) * (x[i])) + ((omega * (0.5)) * (((x[i - 1]) + (x[i + 1])) + (b[i])))); }  
# 17
} 
#endif
# 19 "rdc_managed_templates.cu"
__attribute__((visibility("hidden"))) void checksum(const double *x, int n) ;
#if 0
# 20
{ 
# 21
if (((__device_builtin_variable_threadIdx.x) == (0)) && ((__device_builtin_variable_blockIdx.x) == (0))) { 
# 22
double s = (0); 
# 23
for (int i = 0; i < n; ++i) { s += ((x[i]) * residual_weight); }  
# 24
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_checksum))) = s; 
# 25
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_progress))) += 1; 
# 26
}  
# 27
} 
#endif
# 28 "rdc_managed_templates.cu"
}
# 30
namespace _GLOBAL__N__f9b7055d_24_rdc_managed_templates_cu_2d5b443e __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__f9b7055d_24_rdc_managed_templates_cu_2d5b443e; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__f9b7055d_24_rdc_managed_templates_cu_2d5b443e __attribute__((visibility("hidden")))  { 
# 31
void zero(double *x, int n) ;
#if 0
# 32
{ 
# 33
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if (i < n) { (x[i]) = (0.0); }  
# 35
} 
#endif
# 36 "rdc_managed_templates.cu"
}
# 38
int main() 
# 39
{ 
# 40
double *x = (nullptr), *b = (nullptr); 
# 41
(__cudaPushCallConfiguration(4, 256)) ? (void)0 : zero(x, 1024); 
# 42
for (int it = 0; it < 10; ++it) { 
# 43
(__cudaPushCallConfiguration(4, 256)) ? (void)0 : solver::relax(x, (const double *)b, 1024, (0.8)); }  
# 44
(__cudaPushCallConfiguration(4, 256)) ? (void)0 : solver::relax< float> (nullptr, nullptr, 1024, (0.8F)); 
# 45
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : solver::checksum(x, 1024); 
# 46
return (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_progress))) == 1) && ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_checksum))) >= (0.0))) ? 0 : 1; 
# 47
} 

# 1 "rdc_managed_templates.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f9b7055d_24_rdc_managed_templates_cu_2d5b443e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "rdc_managed_templates.cudafe1.stub.c"
#include "rdc_managed_templates.cudafe1.stub.c"
# 1 "rdc_managed_templates.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

extern "C" {
extern __attribute__ ((section (".nvHRKI"))) __attribute__((weak)) const unsigned char hostRefKernelArrayInternalLinkage[] = {
/* __nv_static_46__f9b7055d_24_rdc_managed_templates_cu_2d5b443e_*57_GLOBAL__N__f9b7055d_24_rdc_managed_templates_cu_2d5b443e4zero* */
0x5f,0x5f,0x6e,0x76,0x5f,0x73,0x74,0x61,0x74,0x69,0x63,0x5f,0x34,0x36,0x5f,0x5f,0x66,0x39,0x62,0x37,0x30,0x35,0x35,0x64,0x5f,0x32,0x34,0x5f,0x72,0x64,0x63,0x5f,0x6d,0x61,0x6e,0x61,0x67,0x65,0x64,0x5f,0x74,0x65,0x6d,0x70,0x6c,0x61,0x74,0x65,0x73,0x5f,0x63,0x75,0x5f,0x32,0x64,0x35,0x62,0x34,0x34,0x33,0x65,0x5f,0x2a,0x35,0x37,0x5f,0x47,0x4c,0x4f,0x42,0x41,0x4c,0x5f,0x5f,0x4e,0x5f,0x5f,0x66,0x39,0x62,0x37,0x30,0x35,0x35,0x64,0x5f,0x32,0x34,0x5f,0x72,0x64,0x63,0x5f,0x6d,0x61,0x6e,0x61,0x67,0x65,0x64,0x5f,0x74,0x65,0x6d,0x70,0x6c,0x61,0x74,0x65,0x73,0x5f,0x63,0x75,0x5f,0x32,0x64,0x35,0x62,0x34,0x34,0x33,0x65,0x34,0x7a,0x65,0x72,0x6f,0x2a,0x0,
/* __nv_static_46__f9b7055d_24_rdc_managed_templates_cu_2d5b443e_*6solver5relax* */
0x5f,0x5f,0x6e,0x76,0x5f,0x73,0x74,0x61,0x74,0x69,0x63,0x5f,0x34,0x36,0x5f,0x5f,0x66,0x39,0x62,0x37,0x30,0x35,0x35,0x64,0x5f,0x32,0x34,0x5f,0x72,0x64,0x63,0x5f,0x6d,0x61,0x6e,0x61,0x67,0x65,0x64,0x5f,0x74,0x65,0x6d,0x70,0x6c,0x61,0x74,0x65,0x73,0x5f,0x63,0x75,0x5f,0x32,0x64,0x35,0x62,0x34,0x34,0x33,0x65,0x5f,0x2a,0x36,0x73,0x6f,0x6c,0x76,0x65,0x72,0x35,0x72,0x65,0x6c,0x61,0x78,0x2a,0x0,
};
}

extern "C" {
extern __attribute__ ((section (".nvHRKE"))) __attribute__((weak)) const unsigned char hostRefKernelArrayExternalLinkage[] = {
/* _ZN6solver5relax* */
0x5f,0x5a,0x4e,0x36,0x73,0x6f,0x6c,0x76,0x65,0x72,0x35,0x72,0x65,0x6c,0x61,0x78,0x2a,0x0,
/* _ZN6solver8checksum* */
0x5f,0x5a,0x4e,0x36,0x73,0x6f,0x6c,0x76,0x65,0x72,0x38,0x63,0x68,0x65,0x63,0x6b,0x73,0x75,0x6d,0x2a,0x0,
};
}

extern "C" {
extern __attribute__ ((section (".nvHRDI"))) __attribute__((weak)) const unsigned char hostRefDeviceArrayInternalLinkage[] = {
0x0};
}

extern "C" {
extern __attribute__ ((section (".nvHRDE"))) __attribute__((weak)) const unsigned char hostRefDeviceArrayExternalLinkage[] = {
/* m_checksum */
0x6d,0x5f,0x63,0x68,0x65,0x63,0x6b,0x73,0x75,0x6d,0x0,
/* m_progress */
0x6d,0x5f,0x70,0x72,0x6f,0x67,0x72,0x65,0x73,0x73,0x0,
};
}

extern "C" {
extern __attribute__ ((section (".nvHRCI"))) __attribute__((weak)) const unsigned char hostRefConstantArrayInternalLinkage[] = {
0x0};
}

extern "C" {
extern __attribute__ ((section (".nvHRCE"))) __attribute__((weak)) const unsigned char hostRefConstantArrayExternalLinkage[] = {
0x0};
}
