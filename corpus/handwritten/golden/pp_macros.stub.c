#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "pp_macros.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13square_kernelPKfPfi(const float *, float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13negate_kernelPKiPii(const int *, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12halve_kernelPKdPdi(const double *, double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13square_kernelPKfPfi(const float *__par0, float *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int))square_kernel)), 0U);}
# 29 "pp_macros.cu"
void square_kernel( const float *__cuda_0,float *__cuda_1,int __cuda_2)
# 29 "pp_macros.cu"
{__device_stub__Z13square_kernelPKfPfi( __cuda_0,__cuda_1,__cuda_2); }
# 1 "pp_macros.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13negate_kernelPKiPii( const int *__par0,  int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int *, int))negate_kernel)), 0U); }
# 30 "pp_macros.cu"
void negate_kernel( const int *__cuda_0,int *__cuda_1,int __cuda_2)
# 30 "pp_macros.cu"
{__device_stub__Z13negate_kernelPKiPii( __cuda_0,__cuda_1,__cuda_2); }
# 1 "pp_macros.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12halve_kernelPKdPdi( const double *__par0,  double *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const double *, double *, int))halve_kernel)), 0U); }
# 31 "pp_macros.cu"
void halve_kernel( const double *__cuda_0,double *__cuda_1,int __cuda_2)
# 31 "pp_macros.cu"
{__device_stub__Z12halve_kernelPKdPdi( __cuda_0,__cuda_1,__cuda_2); }
# 1 "pp_macros.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const double *, double *, int))halve_kernel), _Z12halve_kernelPKdPdi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const int *, int *, int))negate_kernel), _Z13negate_kernelPKiPii, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const float *, float *, int))square_kernel), _Z13square_kernelPKfPfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
