#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001370.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pivot6Pl(long *);
static void __device_stub__Z14count13_kernelPdfPKdd(double *, float, const double *, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6pivot6Pl(long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long *))pivot6)), 0U);}
# 21 "v001370.cu"
void pivot6( long *__cuda_0)
# 22 "v001370.cu"
{__device_stub__Z6pivot6Pl( __cuda_0);
# 30 "v001370.cu"
}
# 1 "v001370.cudafe1.stub.c"
static void __device_stub__Z14count13_kernelPdfPKdd( double *__par0,  float __par1,  const double *__par2,  double __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, float, const double *, double))count13_kernel)), 0U); }
# 32 "v001370.cu"
static void count13_kernel( double *__cuda_0,float __cuda_1,const double *__cuda_2,double __cuda_3)
# 33 "v001370.cu"
{__device_stub__Z14count13_kernelPdfPKdd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 43 "v001370.cu"
}
# 1 "v001370.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *, float, const double *, double))count13_kernel), _Z14count13_kernelPdfPKdd, 256UL); __cudaRegisterEntry(__T3, ((void ( *)(long *))pivot6), _Z6pivot6Pl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
