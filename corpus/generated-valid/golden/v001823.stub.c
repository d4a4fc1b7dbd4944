#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001823.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather16_kernelPKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh21Pdffi(double *, float, float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7apply30PfiPKi(float *__restrict__, int, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15gather16_kernelPKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))gather16_kernel)), 0U);}
# 30 "v001823.cu"
void gather16_kernel( const int *__cuda_0)
# 30 "v001823.cu"
{__device_stub__Z15gather16_kernelPKi( __cuda_0);
# 43 "v001823.cu"
}
# 1 "v001823.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh21Pdffi( double *__par0,  float __par1,  float __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(double *, float, float, int))weigh21)), 0U); }
# 45 "v001823.cu"
void weigh21( double *__cuda_0,float __cuda_1,float __cuda_2,int __cuda_3)
# 45 "v001823.cu"
{__device_stub__Z7weigh21Pdffi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 56 "v001823.cu"
}
# 1 "v001823.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7apply30PfiPKi( float *__restrict__ __par0,  int __par1,  const int *__par2) {  float *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, int, const int *))apply30)), 0U); }
# 59 "v001823.cu"
void apply30( float *__restrict__ __cuda_0,int __cuda_1,const int *__cuda_2)
# 59 "v001823.cu"
{__device_stub__Z7apply30PfiPKi( __cuda_0,__cuda_1,__cuda_2);
# 65 "v001823.cu"
}
# 1 "v001823.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float *__restrict__, int, const int *))apply30), _Z7apply30PfiPKi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double *, float, float, int))weigh21), _Z7weigh21Pdffi, 32); __cudaRegisterEntry(__T4, ((void ( *)(const int *))gather16_kernel), _Z15gather16_kernelPKi, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_fold4,::d_fold4), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
